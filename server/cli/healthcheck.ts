import { loadConfig } from '../config';

/**
 * `node dist/server/healthcheck.js`: exits 0 when the server started with the same settings answers
 * `GET /health/ready` with 200, 1 otherwise. The container's HEALTHCHECK (deploy/Dockerfile): the
 * runtime image has no curl, and the check must use the server's own HOST and PORT.
 */
const TIMEOUT_MS = 5_000;

/** Where to reach the server: a wildcard HOST listens on loopback too. */
function readyUrl(): string {
  const { host, port } = loadConfig();
  const reachable =
    host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${port}/health/ready`;
}

async function main() {
  const response = await fetch(readyUrl(), { signal: AbortSignal.timeout(TIMEOUT_MS) });
  console.info(`/health/ready answered ${response.status}`);
  process.exit(response.status === 200 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(`/health/ready did not answer: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
