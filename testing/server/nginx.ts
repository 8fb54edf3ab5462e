/**
 * Debian's nginx for the fault tests, run with deploy/nginx/invoiceflow.conf as an operator installs it:
 * only what ties the file to a machine changes (the ports it listens on, loopback only, the instances'
 * addresses, the certificate and the access log); every other line, the upstream's and the proxy's, is
 * the recipe's own. The certificate is a self-signed one made with openssl for 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { acceptsConnections, type Cleanup, freePort, PROJECT_ROOT, runCommand, tempDir, waitFor } from './processes';

/** The recipe operators get. */
export const NGINX_SITE_FILE = join(PROJECT_ROOT, 'deploy', 'nginx', 'invoiceflow.conf');
/** Debian's nginx (`apt-get install nginx-light`; .ci/run installs it), or NGINX_BINARY. */
const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

/** `text` with `pattern` replaced; throws when the recipe no longer has the line a test changes. */
function replaceIn(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`${NGINX_SITE_FILE} has no ${what} (${pattern}) for the test to change`);
  return text.replace(pattern, replacement);
}

type Placement = {
  httpPort: number;
  httpsPort: number;
  /** The instances' `host:port`, one for each `server` line of the recipe's upstream block. */
  instances: string[];
  certificate: string;
  certificateKey: string;
  accessLog: string;
};

/** The recipe placed on this machine: the same lines, with the machine's ports, addresses and paths. */
function placeSiteFile(recipe: string, placement: Placement): string {
  let site = recipe;
  site = replaceIn(site, /^([ \t]*)listen 80;$/m, `$1listen 127.0.0.1:${placement.httpPort};`, 'listen 80');
  site = replaceIn(site, /^([ \t]*)listen 443 (.*);$/m, `$1listen 127.0.0.1:${placement.httpsPort} $2;`, 'listen 443');
  // IPv6 listeners: a test machine may have no IPv6, and the IPv4 loopback is enough.
  site = site.replace(/^[ \t]*listen \[::\]:\d+.*;\n/gm, '');
  site = replaceIn(site, /^([ \t]*ssl_certificate) .*;$/m, `$1 ${placement.certificate};`, 'ssl_certificate');
  site = replaceIn(
    site,
    /^([ \t]*ssl_certificate_key) .*;$/m,
    `$1 ${placement.certificateKey};`,
    'ssl_certificate_key',
  );
  site = replaceIn(site, /^([ \t]*access_log) \S+/m, `$1 ${placement.accessLog}`, 'access_log');
  const upstream = /^upstream invoiceflow \{\n[\s\S]*?^\}/m.exec(site)?.[0];
  if (!upstream) throw new Error(`${NGINX_SITE_FILE} has no "upstream invoiceflow" block`);
  const servers = upstream.match(/^[ \t]*server [^\s;]+/gm) ?? [];
  if (servers.length !== placement.instances.length) {
    throw new Error(
      `${NGINX_SITE_FILE} lists ${servers.length} instances; the test runs ${placement.instances.length}`,
    );
  }
  let index = 0;
  const placed = upstream.replace(
    /^([ \t]*server )[^\s;]+/gm,
    (_line, start: string) => `${start}${placement.instances[index++]}`,
  );
  return site.replace(upstream, placed);
}

/** A self-signed certificate for 127.0.0.1 (an EC key: made in milliseconds); returns the PEM paths. */
async function selfSignedCertificate(dir: string) {
  const certificate = join(dir, 'fullchain.pem');
  const certificateKey = join(dir, 'privkey.pem');
  await runCommand('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    certificateKey,
    '-out',
    certificate,
  ]);
  return { certificate, certificateKey };
}

export type Nginx = {
  /** `https://127.0.0.1:<port>`: the recipe's TLS server. */
  httpsUrl: string;
  /** `http://127.0.0.1:<port>`: the recipe's redirect to HTTPS. */
  httpUrl: string;
  /** The certificate nginx presents, for a client to trust. */
  certificate: string;
  /** The site's access log so far (the recipe's `invoiceflow` format). */
  accessLog(): Promise<string>;
};

let liveNginx: ChildProcess | undefined;
process.once('exit', () => liveNginx?.kill('SIGKILL'));

/**
 * Starts nginx in the foreground with the recipe placed in front of `instances`, and waits until it
 * accepts connections. `cleanup` stops it (SIGTERM, by its PID) and removes its folder.
 */
export async function startNginx(instances: string[], cleanup: Cleanup): Promise<Nginx> {
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(
      `The rolling-restart test needs Debian's nginx at ${NGINX_BINARY}: apt-get install nginx-light (.ci/run does), or set NGINX_BINARY.`,
    );
  }
  const dir = await tempDir(cleanup, 'invoiceflow-nginx-');
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const tls = await selfSignedCertificate(dir);
  const accessLog = join(dir, 'access.log');
  const site = placeSiteFile(await readFile(NGINX_SITE_FILE, 'utf8'), {
    httpPort,
    httpsPort,
    instances,
    accessLog,
    ...tls,
  });
  await writeFile(join(dir, 'invoiceflow.conf'), site);
  // In place of Debian's /etc/nginx/nginx.conf, which includes site files in its http block: one process
  // (the proxying under test runs in a worker's event loop, the same without a master process, and
  // there is no worker to outlive the test), its files in this folder, its errors on stderr.
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  const main = [
    'daemon off;',
    'master_process off;',
    `pid ${join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    `  include ${join(dir, 'invoiceflow.conf')};`,
    '}',
  ].join('\n');
  await writeFile(join(dir, 'nginx.conf'), main);

  const child = spawn(NGINX_BINARY, ['-p', dir, '-e', 'stderr', '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  liveNginx = child;
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  let running = true;
  const exited = new Promise<void>((done) => {
    const end = () => {
      running = false;
      done();
    };
    child.once('exit', end);
    child.once('error', (error) => {
      errors += `${error.message}\n`;
      end();
    });
  });
  cleanup.add(`stop nginx ${child.pid}`, async () => {
    if (running) child.kill('SIGTERM');
    await exited;
    liveNginx = undefined;
  });

  const httpsUrl = `https://127.0.0.1:${httpsPort}`;
  const exitedAtStart = exited.then(() => Promise.reject(new Error(`nginx exited at start:\n${errors}`)));
  // Handled by the race below; an exit once nginx runs (the cleanup's SIGTERM) is no failure.
  exitedAtStart.catch(() => {});
  await Promise.race([
    waitFor('nginx to accept connections', async () => ((await acceptsConnections(httpsUrl)) ? true : undefined)),
    exitedAtStart,
  ]);
  return {
    httpsUrl,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    certificate: tls.certificate,
    accessLog: () => readFile(accessLog, 'utf8').catch(() => ''),
  };
}
