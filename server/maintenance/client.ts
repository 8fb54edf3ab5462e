/**
 * The maintenance commands' side of the channel (channel.ts): ask the server that has DATA_DIR open, or,
 * when none answers, open the embedded database directly, which its lock allows only while no server
 * has it.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';

import { type Database, holdsEmbeddedDatabase } from '../db';
import { DataDirInUseError } from '../db/dataDirLock';
import { openPglite } from '../db/pglite';
import { CHANNEL_FILE_NAME, CHANNEL_HEADER, type ChannelAddress } from './channel';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** The embedded database must be there: a DATA_DIR with a typo must not become a new, empty one. */
export function requireEmbeddedDatabase(dataDir: string) {
  if (!holdsEmbeddedDatabase(dataDir)) {
    throw new Error(
      `DATA_DIR ${dataDir} holds no embedded database (no PG_VERSION); nothing was created there. Set DATA_DIR ` +
        'to the data dir the server uses (by default ./data in the folder it runs from).',
    );
  }
}

async function readAddress(dataDir: string): Promise<ChannelAddress | undefined> {
  const file = join(dataDir, CHANNEL_FILE_NAME);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    if (errorCode(error) === 'EACCES') {
      throw new Error(`Cannot read ${file}: run this command as the user the server runs as (or as root).`, {
        cause: error,
      });
    }
    throw error;
  }
  try {
    const address = JSON.parse(text) as Partial<ChannelAddress>;
    return Number.isInteger(address.port) && typeof address.token === 'string'
      ? (address as ChannelAddress)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks the server that has the embedded database in `dataDir` open to run `operation`. Resolves with its
 * answer (200), or null when no server answers there (none runs; the file was left by one that was
 * killed; or the server runs in another container or on another host). Throws the server's refusal.
 */
export async function askRunningServer(
  dataDir: string,
  operation: 'backup' | 'vacuum',
): Promise<{ answer: http.IncomingMessage; pid: number } | null> {
  const address = await readAddress(dataDir);
  if (!address) return null;
  const answer = await new Promise<http.IncomingMessage | null>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port: address.port,
      method: 'POST',
      path: `/${operation}`,
      headers: { authorization: `Bearer ${address.token}` },
    });
    request.once('response', resolve);
    request.once('error', (error) => (errorCode(error) === 'ECONNREFUSED' ? resolve(null) : reject(error)));
    request.end();
  });
  if (!answer || answer.headers[CHANNEL_HEADER] !== '1') {
    answer?.resume();
    return null;
  }
  if (answer.statusCode !== 200) {
    let body = '';
    for await (const chunk of answer) body += String(chunk);
    const message = (JSON.parse(body) as { error?: string }).error ?? body;
    throw new Error(`The server (pid ${address.pid}) refused the ${operation}: ${message}`);
  }
  return { answer, pid: address.pid };
}

/**
 * Runs `work` on the embedded database in `dataDir`, opened by this process: only possible while no
 * server has it open (its lock). The refusal then says where to run the command instead.
 */
export async function withStoppedServerDatabase<T>(dataDir: string, work: (db: Database) => Promise<T>): Promise<T> {
  requireEmbeddedDatabase(dataDir);
  let db: Database;
  try {
    db = await openPglite(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new Error(
      `${error.message}\nThat server did not answer this command through ${join(dataDir, CHANNEL_FILE_NAME)}: ` +
        'run the command on the machine and in the container where it runs (docker compose exec …), as its user.',
      { cause: error },
    );
  }
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
