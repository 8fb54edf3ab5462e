import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databaseKinds } from '@testing/server/harness';
import {
  buildServerBundle,
  Cleanup,
  describeCounts,
  FAULTS_ADMIN,
  postJson,
  report,
  sendSignUps,
  startServerProcess,
  tally,
  waitFor,
} from '@testing/server/processes';
import { freshDatabaseEnv } from '@testing/server/serverDatabases';

/**
 * Guarantees: a client that sends its request a byte at a time cannot keep the server, or its shutdown,
 * for ever. On its own it gets 408 (or loses the connection) once the headers or request timeout passes;
 * at SIGTERM it is cut at the shutdown deadline, while the normal requests in flight still get their
 * normal answers and the process exits 0 well before an orchestrator's SIGKILL.
 */

/** The shutdown deadline the SIGTERM test starts its server with (SHUTDOWN_TIMEOUT). */
const SHUTDOWN_TIMEOUT_MS = 3_000;
/**
 * How long after the deadline the process may take to exit: cutting the connections, closing the
 * database, and Node's exit, on a busy 2-core machine.
 */
const EXIT_MARGIN_MS = 2_000;
/** Timeouts the request-timeout test starts its server with; far shorter than the defaults, to run fast. */
const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
/** Node checks for expired requests every second (server/app.ts), so a timeout may fire this much late. */
const TIMEOUT_MARGIN_MS = 2_000;
/** Slow clients of each kind. */
const SLOW_CLIENTS = 5;
/** A slow client sends its next byte this often, and gives up after this many, whatever happens. */
const DRIP_EVERY_MS = 1_000;
const MAX_DRIPS = 60;

const cleanup = new Cleanup();
let entry: string;

beforeAll(async () => {
  entry = await buildServerBundle(cleanup);
});
afterAll(() => cleanup.run());

/** When the server closed a slow client's connection (`at`, on performance.now()), and what it had sent. */
type SlowClientEnd = { at: number; afterMs: number; answer: string };
type SlowClient = { connected: Promise<void>; ended: Promise<SlowClientEnd>; stop(): void };

/**
 * A client on a raw TCP connection that sends `opening` at once, then one more byte of `drip` every
 * DRIP_EVERY_MS, never completing its request. `ended` resolves when the server closes the connection,
 * with what the server sent and how long after the connection that came.
 */
function slowClient(url: string, opening: string, drip: string): SlowClient {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  let connectedAt = 0;
  let answer = '';
  let drips = 0;
  let timer: NodeJS.Timeout | undefined;
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => {
      connectedAt = performance.now();
      socket.write(opening);
      timer = setInterval(() => {
        if (drips++ >= MAX_DRIPS) return stop();
        socket.write(drip);
      }, DRIP_EVERY_MS);
      resolve();
    });
    socket.once('error', reject);
  });
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  // Writing to a connection the server has closed fails: that is the end being waited for.
  socket.on('error', () => {});
  const ended = new Promise<SlowClientEnd>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      const at = performance.now();
      resolve({ at, afterMs: at - connectedAt, answer });
    }),
  );
  const stop = () => {
    clearInterval(timer);
    socket.destroy();
  };
  cleanup.add('close a slow client', stop);
  return { connected, ended, stop };
}

/** How the client ended, or `afterMs: Infinity` if the server still held it after `ms` (then it is closed). */
async function endedWithin(client: SlowClient, ms: number): Promise<SlowClientEnd> {
  let timer: NodeJS.Timeout | undefined;
  const stillOpen = new Promise<SlowClientEnd>(
    (resolve) => (timer = setTimeout(() => resolve({ at: Infinity, afterMs: Infinity, answer: '' }), ms)),
  );
  try {
    return await Promise.race([client.ended, stillOpen]);
  } finally {
    clearTimeout(timer);
    client.stop();
  }
}

const requestLine = (url: string) => `POST /api/webpage/waitlist HTTP/1.1\r\nHost: ${new URL(url).host}\r\n`;
/** Its request line and part of a header, then a byte of that header every so often. */
const slowHeaders = (url: string) => slowClient(url, `${requestLine(url)}X-Slow: `, 'a');
/** All its headers, announcing a 1000-byte JSON body, then a byte of the body every so often. */
const slowBody = (url: string) =>
  slowClient(url, `${requestLine(url)}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n`, ' ');

/** How many requests the server has begun (each is logged when it arrives, at level debug). */
const requestsBegun = (output: string) => output.split('"msg":"incoming request"').length - 1;

describe.each(databaseKinds)('SIGTERM with slow clients connected (%s)', (kind) => {
  let env: Record<string, string>;
  const run = randomBytes(3).toString('hex');

  beforeAll(async () => {
    env = await freshDatabaseEnv(kind, cleanup);
  });

  it(
    'cuts them at the shutdown deadline, answers the normal requests in flight, and exits 0',
    { timeout: 90_000 },
    async () => {
      const server = await startServerProcess({
        entry,
        env: { ...env, SHUTDOWN_TIMEOUT: `${SHUTDOWN_TIMEOUT_MS / 1000}s`, LOG_LEVEL: 'debug' },
        cleanup,
      });
      // The first start printed the administrator it created in full, for the operator to sign in with.
      const [, printedAdmin] = await server.waitForOutput(/Created the first administrator: (\S+)/);
      expect(printedAdmin).toBe(FAULTS_ADMIN.email);

      const headerClients = Array.from({ length: SLOW_CLIENTS }, () => slowHeaders(server.url));
      await Promise.all(headerClients.map((client) => client.connected));
      const bodyClients = Array.from({ length: SLOW_CLIENTS }, () => slowBody(server.url));
      await Promise.all(bodyClients.map((client) => client.connected));
      // The server takes connections in the order they came: once it has begun the requests with whole
      // headers, it holds the slow-header connections opened before them too.
      await waitFor(
        `the server to begin the ${SLOW_CLIENTS} slow-body requests`,
        async () => (requestsBegun(server.output()) >= SLOW_CLIENTS ? true : undefined),
        10_000,
      );

      let signalledAt = 0;
      const load = sendSignUps({
        count: 5_000,
        concurrency: 20,
        target: () => server.url,
        email: (index) => `slow-clients-${run}-${index}@faults.example.com`,
        // Those in flight at the signal finish; no new ones are sent.
        stop: () => signalledAt > 0,
        onFinished: (finished) => {
          if (finished === 200) {
            signalledAt = performance.now();
            process.kill(server.pid, 'SIGTERM');
          }
        },
        timeoutMs: 10_000,
      });
      const signUps = await load;
      const exit = await server.exited;
      const exitMs = performance.now() - signalledAt;
      const slowEnds = await Promise.all([...headerClients, ...bodyClients].map((client) => client.ended));
      const cutAfterSignalMs = slowEnds.map(({ at }) => at - signalledAt);
      const result = tally(signUps);
      const cut = /"connectionsCut":(\d+)/.exec(server.output())?.[1];

      report(
        `SIGTERM ${kind} with ${SLOW_CLIENTS} slow-header and ${SLOW_CLIENTS} slow-body clients, SHUTDOWN_TIMEOUT ` +
          `${SHUTDOWN_TIMEOUT_MS} ms: sign-ups (20 in flight) sent ${result.sent}, answered ${describeCounts(result.statuses)}, no answer ` +
          `${describeCounts(result.noAnswer)}; connections cut ${cut ?? 'not logged'}; exit ${exit.code ?? exit.signal} ` +
          `${Math.round(exitMs)} ms after SIGTERM`,
      );
      expect(exit).toEqual({ code: 0, signal: null });
      // Held until the deadline (so the deadline, not something else, ended them), and not much longer.
      expect(exitMs).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS);
      expect(exitMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + EXIT_MARGIN_MS);
      expect(cut).toBe(String(2 * SLOW_CLIENTS));
      // None of the slow requests was answered as if it had arrived whole.
      expect(slowEnds.filter(({ answer }) => answer.startsWith('HTTP/1.1 2'))).toEqual([]);
      expect(Math.min(...cutAfterSignalMs)).toBeGreaterThan(SHUTDOWN_TIMEOUT_MS);
      // Every normal request was answered 201, or refused a connection (so certainly not taken).
      expect(Object.keys(result.statuses)).toEqual(['201']);
      expect(Object.keys(result.noAnswer).filter((reason) => reason !== 'ECONNREFUSED')).toEqual([]);
    },
  );
});

describe('request timeouts, without a shutdown', () => {
  it(
    'answer a slow body with 408 at REQUEST_TIMEOUT and slow headers at HEADERS_TIMEOUT, and keep serving',
    { timeout: 90_000 },
    async () => {
      const env = await freshDatabaseEnv(databaseKinds.at(-1)!, cleanup);
      const server = await startServerProcess({
        entry,
        env: {
          ...env,
          REQUEST_TIMEOUT: `${REQUEST_TIMEOUT_MS / 1000}s`,
          HEADERS_TIMEOUT: `${HEADERS_TIMEOUT_MS / 1000}s`,
        },
        cleanup,
      });
      const body = slowBody(server.url);
      const headers = slowHeaders(server.url);
      await Promise.all([body.connected, headers.connected]);
      const [bodyEnd, headersEnd] = await Promise.all([endedWithin(body, 15_000), endedWithin(headers, 15_000)]);
      const afterwards = await postJson(`${server.url}/api/webpage/waitlist`, {
        email: `after-timeouts-${randomBytes(3).toString('hex')}@faults.example.com`,
      });
      const statusLine = (end: SlowClientEnd) =>
        end.afterMs === Infinity ? '(still open)' : end.answer.split('\r\n')[0] || '(connection closed, no answer)';

      report(
        `request timeouts: slow body (REQUEST_TIMEOUT ${REQUEST_TIMEOUT_MS} ms) ended after ${Math.round(bodyEnd.afterMs)} ms ` +
          `with ${statusLine(bodyEnd)}; slow headers (HEADERS_TIMEOUT ${HEADERS_TIMEOUT_MS} ms) after ` +
          `${Math.round(headersEnd.afterMs)} ms with ${statusLine(headersEnd)}; next sign-up ${afterwards.status}`,
      );
      expect(statusLine(bodyEnd)).toBe('HTTP/1.1 408 Request Timeout');
      expect(bodyEnd.afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
      expect(bodyEnd.afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + TIMEOUT_MARGIN_MS);
      expect(statusLine(headersEnd)).toBe('HTTP/1.1 408 Request Timeout');
      expect(headersEnd.afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
      expect(headersEnd.afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + TIMEOUT_MARGIN_MS);
      expect(afterwards.status).toBe(201);
      expect(server.running()).toBe(true);
      await server.kill('SIGTERM');
    },
  );
});
