/**
 * How a maintenance command reaches the server that has the embedded database open (ADR 0023). That
 * server holds DATA_DIR's lock and PGlite's only connection, so `db:backup` and `db:vacuum` cannot open
 * the database beside it: they ask it. The server listens on a port of its own on 127.0.0.1 (never the
 * public listener) and writes the port and a random token to a file in DATA_DIR that only its user may
 * read; a command run as that user (or root), on that machine and in that container, reads the file and
 * sends the token. Whoever can read that file can read the database files anyway: the channel grants
 * nothing more.
 */
import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';

import type { Database } from '../db';
import { snapshotEmbeddedDatabase } from '../db/pglite';
import { sameToken } from '../services/bearerToken';
import { vacuumEmbedded } from './vacuum';

/** In DATA_DIR: `{ port, token, pid }`, mode 0600. Its name starts like the lock's, so backups leave it out. */
export const CHANNEL_FILE_NAME = 'invoiceflow.maintenance';
/** On every answer of the channel, so a command never takes another program on a reused port for it. */
export const CHANNEL_HEADER = 'x-invoiceflow-maintenance';

export type ChannelAddress = { port: number; token: string; pid: number };

type Log = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
};

/**
 * Opens the channel for the embedded database `db` in `dataDir`; resolves with its close. Where it cannot
 * open (no loopback interface, say), the server runs on without it and says so: the commands then ask the
 * operator to stop the server.
 */
export async function openMaintenanceChannel(
  dataDir: string,
  db: Database,
  log: Log,
): Promise<{ close(): Promise<void> }> {
  const token = randomBytes(32).toString('base64url');
  let backupRunning = false;

  const answer = (response: http.ServerResponse, status: number, body: object) =>
    response.writeHead(status, { 'content-type': 'application/json', [CHANNEL_HEADER]: '1' }).end(JSON.stringify(body));

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (!sameToken(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return answer(response, 401, { error: 'Wrong or missing token' });
    }
    if (request.method === 'POST' && request.url === '/backup') {
      // Two at once would hold two copies of the database in memory, for nothing.
      if (backupRunning) return answer(response, 409, { error: 'A backup is being taken already; try again later.' });
      backupRunning = true;
      try {
        const started = performance.now();
        const archive = await snapshotEmbeddedDatabase(db);
        const durationMs = Math.round(performance.now() - started);
        log.info(
          { bytes: archive.byteLength, durationMs },
          `db:backup: took a snapshot of the embedded database in ${durationMs} ms`,
        );
        response.writeHead(200, {
          'content-type': 'application/x-tar',
          'content-length': archive.byteLength,
          [CHANNEL_HEADER]: '1',
        });
        response.end(archive);
      } finally {
        backupRunning = false;
      }
      return;
    }
    if (request.method === 'POST' && request.url === '/vacuum') {
      return answer(response, 200, { durationMs: await vacuumEmbedded(db, log, 'db:vacuum') });
    }
    return answer(response, 404, { error: `No maintenance operation ${request.method} ${request.url}` });
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log.warn({ err: error }, `maintenance request ${request.url} failed`);
      if (response.headersSent) response.destroy();
      else answer(response, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
  const file = join(dataDir, CHANNEL_FILE_NAME);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    // Nothing may keep the process alive but its real work.
    server.unref();
    const { port } = server.address() as { port: number };
    const address: ChannelAddress = { port, token, pid: process.pid };
    // Written whole, then renamed: a command never reads half a file.
    await writeFile(`${file}.new`, JSON.stringify(address), { mode: 0o600 });
    await rename(`${file}.new`, file);
  } catch (error) {
    server.close();
    log.warn(
      { err: error },
      'db:backup and db:vacuum cannot reach this server (its maintenance channel did not open): stop it to run them',
    );
    return { close: async () => {} };
  }
  return {
    async close() {
      await rm(file, { force: true });
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
