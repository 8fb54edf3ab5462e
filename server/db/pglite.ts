import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

import { claimDataDir } from './claimDataDir';
import type { Database, Queryable } from './database';
import type { LockOptions } from './dataDirLock';

/**
 * The worker thread PGlite runs in. A plain .mjs file: Node 20 cannot run TypeScript in a worker. The
 * build copies it beside the bundle, so this URL resolves both from the sources and from dist/server.
 */
const WORKER_URL = new URL('./pgliteWorker.mjs', import.meta.url);

/** A failure in the worker, as plain data (see `serializeError` in pgliteWorker.mjs). */
type SerializedError = {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
  cause?: SerializedError;
};

type Reply = { ok: true; rows: object[] } | { ok: false; error: SerializedError };

type Request =
  | { op: 'query'; text: string; params: readonly unknown[]; transaction?: number }
  | { op: 'exec'; text: string }
  | { op: 'snapshot' }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'close' };

type WorkerMessage =
  { type: 'ready' } | { type: 'failed'; error: SerializedError } | ({ id: number } & (Reply | { chunk: object[] }));

type PendingCall = { resolve(reply: Reply): void; reject(error: Error): void; rows: object[] };

/**
 * The worker's failure as an error thrown here. Created where the call is awaited, so its stack shows
 * the caller (V8 async stack traces); the PostgreSQL fields (`code`, `detail`, `constraint`, …) are copied
 * onto it, so `postgresErrorCode` and the error handler see what PGlite reported.
 */
function toError(serialized: SerializedError): Error {
  const error = new Error(
    serialized.message,
    serialized.cause ? { cause: toError(serialized.cause) } : undefined,
  ) as Error & Record<string, unknown>;
  error.name = serialized.name;
  Object.assign(error, serialized.fields);
  return error;
}

const workersOfDatabases = new WeakMap<Database, Worker>();
const snapshotsOfDatabases = new WeakMap<Database, () => Promise<Uint8Array>>();

/** The worker thread behind an embedded database, for tests that must make it fail. */
export const embeddedDatabaseWorker = (db: Database) => workersOfDatabases.get(db);

/**
 * An embedded database's files as one tar archive, for `openPglite`'s `startFrom`. The server tests
 * start each database from a migrated one's (testing/server/globalSetup.ts).
 */
export function snapshotEmbeddedDatabase(db: Database): Promise<Uint8Array> {
  const snapshot = snapshotsOfDatabases.get(db);
  if (!snapshot) throw new Error('Only an embedded database has a snapshot.');
  return snapshot();
}

/** How PGlite 0.5 fails on data files it cannot use (a zeroed pg_control; a truncated one or WAL segment). */
const ABORTED = /^Aborted\(\)/;
const UNUSABLE_FILES_FAILURES = [/^PGlite failed to initialize properly/, ABORTED];

/**
 * The error a failed start is reported with: one sentence, never the WebAssembly runtime's own words
 * ("Aborted(). Build with -sASSERTIONS for more info."). On a directory that held a database, PGlite's
 * known start failures mean that its files are damaged or from another version.
 */
function startFailure(dataDir: string | null, hadDatabase: boolean, error: Error): Error {
  const aborted = ABORTED.test(error.message);
  if (dataDir && hadDatabase && UNUSABLE_FILES_FAILURES.some((failure) => failure.test(error.message))) {
    return new Error(
      `The embedded database in ${dataDir} could not be opened: its files are damaged, or were written by an ` +
        `incompatible version of PGlite (${aborted ? 'the database engine aborted while reading them' : 'PostgreSQL refused to start on them'}). ` +
        'Nothing in it was changed. Restore the folder from a backup, or move it aside and point DATA_DIR at an ' +
        'empty folder to start a new database.',
    );
  }
  const where = dataDir ? ` in ${dataDir}` : '';
  const reason = aborted ? 'the database engine aborted' : error.message;
  return new Error(`The embedded database${where} could not ${hadDatabase ? 'start' : 'be created'}: ${reason}.`);
}

/**
 * Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is `null` (tests).
 * The directory is checked and locked to this process first (claimDataDir.ts): two processes on one data
 * dir lose rows, and a folder that is not a database must not become a new, empty one.
 * PGlite itself runs in a worker thread (ADR 0005); calls travel as messages. With `startFrom` (a
 * `snapshotEmbeddedDatabase` archive), the new database starts as a copy of that one. `lock` is for tests.
 */
export async function openPglite(
  dataDir: string | null,
  {
    lock,
    startFrom,
    onLost,
  }: {
    lock?: LockOptions;
    startFrom?: Uint8Array;
    /** Told once if the database stops after it started, other than by `close()` (its worker died). */
    onLost?: (error: Error) => void;
  } = {},
): Promise<Database> {
  const claim = dataDir ? await claimDataDir(dataDir, lock) : undefined;
  const hadDatabase = claim?.hasDatabase ?? false;
  // PostgreSQL writes postmaster.pid as it starts, and a start that aborts leaves it behind.
  const postmasterPid = dataDir ? join(dataDir, 'postmaster.pid') : undefined;
  const hadPostmasterPid = postmasterPid !== undefined && existsSync(postmasterPid);

  // While PGlite starts, its output is held back and dropped if the start fails, so that a refused start
  // prints one sentence. (PGlite 0.5 prints there only with its debug output on: PostgreSQL's FATAL lines
  // and emscripten's "Aborted()".) Once started, the output passes through as before.
  const worker = new Worker(WORKER_URL, { workerData: { dataDir, startFrom }, stdout: true, stderr: true });
  const heldOutput: [NodeJS.WriteStream, Buffer][] = [];
  const passOn = (target: NodeJS.WriteStream) => (chunk: Buffer) =>
    started ? target.write(chunk) : heldOutput.push([target, chunk]);
  worker.stdout.on('data', passOn(process.stdout));
  worker.stderr.on('data', passOn(process.stderr));
  const pending = new Map<number, PendingCall>();
  let nextId = 1;
  /** Set once the worker is gone (closed, or died): every call from then on fails with it. */
  let failure: Error | undefined;
  let closing: Promise<void> | undefined;
  let started = false;
  let opened: { resolve(): void; reject(error: Error): void } | undefined;
  const ready = new Promise<void>((resolve, reject) => (opened = { resolve, reject }));

  const stopped = (reason: string, cause?: unknown) => {
    if (failure) return;
    const options = cause === undefined ? undefined : { cause };
    if (closing) failure = new Error('The embedded database is closed.');
    else if (!started) failure = new Error(reason, options);
    else {
      failure = new Error(
        `The embedded database stopped unexpectedly (${reason}); restart the server. ` +
          'The data dir keeps every committed write.',
        options,
      );
    }
    opened?.reject(failure);
    for (const call of pending.values()) call.reject(failure);
    pending.clear();
    if (started && !closing) onLost?.(failure);
  };
  worker.on('error', (error) => stopped('its worker thread failed', error));
  worker.on('exit', (code) => stopped(`its worker thread exited with code ${code}`));
  // An undeserialisable message leaves a call unanswered forever: treat it as the failure it is.
  worker.on('messageerror', (error) => {
    stopped('a message from its worker thread could not be read', error);
    void worker.terminate();
  });

  worker.on('message', (message: WorkerMessage) => {
    if ('type' in message) {
      if (message.type === 'ready') opened?.resolve();
      else opened?.reject(toError(message.error));
      return;
    }
    const call = pending.get(message.id);
    if (!call) return;
    if ('chunk' in message) {
      for (const row of message.chunk) call.rows.push(row);
      worker.postMessage({ op: 'ack', id: message.id });
      return;
    }
    pending.delete(message.id);
    if (pending.size === 0) worker.unref();
    if (message.ok && call.rows.length > 0) {
      for (const row of message.rows) call.rows.push(row);
      call.resolve({ ok: true, rows: call.rows });
    } else {
      call.resolve(message);
    }
  });

  try {
    await ready;
    started = true;
  } catch (error) {
    await worker.terminate();
    if (postmasterPid && !hadPostmasterPid) await rm(postmasterPid, { force: true });
    await claim?.release();
    throw startFailure(dataDir, hadDatabase, error as Error);
  }
  for (const [target, chunk] of heldOutput.splice(0)) target.write(chunk);
  // Another server took the directory over (it judged this one gone): stop writing to it at once.
  void claim?.lost.then((sentence) => {
    console.error(sentence);
    stopped('another process took over its data dir');
    void worker.terminate();
  });
  // An idle database must not keep the process alive by itself (PGlite on the main thread did not);
  // the worker is referenced only while a call waits for it.
  worker.unref();

  const send = (request: Request, id = nextId++): Promise<Reply> => {
    if (failure) return Promise.reject(failure);
    // Once closing, only the transactions already open may finish (PGlite's close waits for them).
    const finishesOpenTransaction =
      request.op === 'end' || (request.op === 'query' && request.transaction !== undefined);
    if (closing && request.op !== 'close' && !finishesOpenTransaction) {
      return Promise.reject(new Error('The embedded database is closed.'));
    }
    return new Promise<Reply>((resolve, reject) => {
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function, a symbol) fails here, before anything is sent.
        reject(error as Error);
        return;
      }
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject, rows: [] });
    });
  };

  /** Sends a request and returns its rows, or throws the worker's error from here. */
  const call = async <Row extends object>(request: Request, id?: number): Promise<Row[]> => {
    const reply = await send(request, id);
    if (!reply.ok) throw toError(reply.error);
    return reply.rows as Row[];
  };

  const queryable = (transaction?: number): Queryable => ({
    query: <Row extends object>(text: string, params: readonly unknown[] = []) =>
      call<Row>({ op: 'query', text, params, transaction }),
  });

  const db: Database = {
    kind: 'pglite',
    query: queryable().query,
    async transaction(work) {
      // The transaction is known in the worker by the id of the call that opened it.
      const transaction = nextId++;
      await call({ op: 'begin' }, transaction);
      let result;
      try {
        result = await work(queryable(transaction));
      } catch (error) {
        // Rolling back can only fail if the worker is gone, and then the transaction is gone with it.
        await call({ op: 'end', transaction, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: 'end', transaction, commit: true });
      return result;
    },
    async maintain() {
      await call({ op: 'exec', text: 'VACUUM ANALYZE' });
    },
    close() {
      closing ??= (async () => {
        try {
          if (!failure) await call({ op: 'close' });
        } finally {
          await worker.terminate();
          await claim?.release();
        }
      })();
      return closing;
    },
  };
  workersOfDatabases.set(db, worker);
  snapshotsOfDatabases.set(db, async () => (await call<{ archive: Uint8Array }>({ op: 'snapshot' }))[0]!.archive);
  return db;
}
