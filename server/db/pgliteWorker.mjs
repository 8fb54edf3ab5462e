// The embedded database's own thread: PGlite runs here so that its WebAssembly, which computes
// synchronously, never blocks the server's event loop (ADR 0005). Plain JavaScript because Node 20 cannot
// run TypeScript in a worker; it is loaded from the sources by the tests and copied beside the bundle by
// scripts/build-server.mjs. The other side of every message is server/db/pglite.ts.
import { parentPort, workerData } from 'node:worker_threads';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

import { DurableNodeFS, durableStartParams, syncTree } from './durableFiles.mjs';

/**
 * Rows per message for large results. Each message is deserialised on the main thread in one go, and
 * the next is only sent once the main thread acknowledges this one, so other work runs in between: a
 * 1M-row export costs the event loop many short pauses instead of one long one.
 */
const ROWS_PER_MESSAGE = 2000;

/** Thrown inside a transaction to make PGlite roll it back; never leaves this thread. */
const ROLLBACK = Symbol('rollback');

const port = parentPort;
if (!port) throw new Error('pgliteWorker.mjs runs only as a worker thread (see server/db/pglite.ts).');

/**
 * A failure as plain data: structured clone would drop `code` and the other PostgreSQL fields. Its stack
 * stays here: the main thread gives the error the stack of the caller, which says more.
 */
function serializeError(error, depth = 0) {
  if (!(error instanceof Object)) return { name: 'Error', message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return {
    name: typeof error.name === 'string' ? error.name : 'Error',
    message: typeof error.message === 'string' ? error.message : String(error),
    fields,
    cause: error.cause !== undefined && depth < 5 ? serializeError(error.cause, depth + 1) : undefined,
  };
}

let db;
try {
  // pg_trgm backs the admin lists' substring search (migration 4), unaccent its folding of accents
  // (migration 8); PGlite can only load an extension it was given when it starts, so every database
  // starts with both.
  // `startFrom` is another database's files as one tar archive (`snapshot` below): PGlite loads them
  // instead of creating a new cluster, in a seventh of the time.
  // On disk, every commit is synced before it is answered (durableFiles.mjs); in memory (tests) there is
  // no disk to sync. Files PGlite wrote without a sync (a new database is copied in; an older version
  // synced nothing) are synced at each start, before anything can be acknowledged.
  const { dataDir, startFrom } = workerData;
  db = await PGlite.create({
    ...(dataDir ? { fs: new DurableNodeFS(dataDir), startParams: durableStartParams } : {}),
    extensions: { pg_trgm, unaccent },
    loadDataDir: startFrom ? new Blob([startFrom]) : undefined,
  });
  if (dataDir) syncTree(dataDir);
} catch (error) {
  port.postMessage({ type: 'failed', error: serializeError(error) });
  // Nothing else to do: the main thread terminates this worker.
}

/** Open transactions by the id of the `begin` call that opened them. */
const transactions = new Map();
/** Resolvers waiting for the main thread to acknowledge a chunk of rows, by call id. */
const acknowledgements = new Map();

const reply = (id, message) => port.postMessage({ id, ...message });

async function sendRows(id, rows) {
  if (rows.length <= ROWS_PER_MESSAGE) return reply(id, { ok: true, rows });
  for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) {
    const acknowledged = new Promise((resolve) => acknowledgements.set(id, resolve));
    reply(id, { chunk: rows.slice(start, start + ROWS_PER_MESSAGE) });
    await acknowledged;
  }
  reply(id, { ok: true, rows: [] });
}

function begin(id) {
  const transaction = { tx: undefined, decide: undefined, finished: undefined };
  const decided = new Promise((resolve) => (transaction.decide = resolve));
  transaction.finished = db.transaction(async (tx) => {
    transaction.tx = tx;
    transactions.set(id, transaction);
    reply(id, { ok: true, rows: [] });
    if (!(await decided)) throw ROLLBACK;
  });
  transaction.finished
    .catch((error) => {
      // BEGIN itself failed: the caller is still waiting for the transaction to open.
      if (!transaction.tx) reply(id, { ok: false, error: serializeError(error) });
    })
    .finally(() => transactions.delete(id));
}

async function end(id, transactionId, commit) {
  const transaction = transactions.get(transactionId);
  if (!transaction) throw new Error('This transaction has already ended.');
  transaction.decide(commit);
  try {
    await transaction.finished;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  reply(id, { ok: true, rows: [] });
}

/** What each message asks for; each answers with `reply` (or `sendRows`), or throws. */
async function handle(message) {
  const { op, id } = message;
  switch (op) {
    case 'query': {
      const target = message.transaction === undefined ? db : transactions.get(message.transaction)?.tx;
      if (!target) throw new Error('This transaction has already ended.');
      const result = await target.query(message.text, message.params);
      return sendRows(id, result.rows);
    }
    case 'exec':
      await db.exec(message.text);
      return reply(id, { ok: true, rows: [] });
    case 'begin':
      return begin(id);
    case 'end':
      return end(id, message.transaction, message.commit);
    case 'snapshot': {
      const archive = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      // Moved to the main thread, not copied: tens of megabytes.
      return port.postMessage({ id, ok: true, rows: [{ archive }] }, [archive.buffer]);
    }
    case 'close':
      await db.close();
      return reply(id, { ok: true, rows: [] });
    default:
      throw new Error(`Unknown embedded database request: ${op}`);
  }
}

if (db) {
  port.on('message', (message) => {
    if (message.op === 'ack') {
      const acknowledge = acknowledgements.get(message.id);
      acknowledgements.delete(message.id);
      acknowledge?.();
      return;
    }
    handle(message).catch((error) => reply(message.id, { ok: false, error: serializeError(error) }));
  });
  port.postMessage({ type: 'ready' });
}
