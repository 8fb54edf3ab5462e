// What makes the embedded database durable: PostgreSQL's own syncs, reaching the disk. Plain JavaScript
// for the same reason as pgliteWorker.mjs, which imports it (the build bundles them into one file).
//
// PGlite 0.5 starts PostgreSQL with fsync off (`-F`), and even with it on no sync would reach the disk:
// Emscripten's file system for Node (NODEFS) has no `fsync` for its files, so the call returns success
// without touching the host's file, and `fdatasync` is answered without looking at the file at all.
// ADR 0021 says why the fix is here rather than a sync from outside after each commit.
import { closeSync, fdatasyncSync, fsyncSync, lstatSync, openSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's start parameters with fsync on. `wal_sync_method=fsync` because `fdatasync`, PostgreSQL's
 * default on Linux, never reaches a file system in Emscripten (see above), while `fsync` does.
 */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/**
 * NODEFS with a real `fsync`: every file or directory PostgreSQL syncs (a WAL segment at each commit, the
 * data files and pg_control at a checkpoint, a directory after a rename) is synced on the host through
 * the descriptor NODEFS holds for it. A file's data is synced with `fdatasync` (its size included), a
 * directory with `fsync`: its entries are its data.
 */
export class DurableNodeFS extends NodeFS {
  async init(pg, options) {
    const { emscriptenOpts } = await super.init(pg, options);
    const withFsync = (module) => {
      const { FS, NODEFS } = module;
      NODEFS.stream_ops.fsync = (stream) => {
        NODEFS.tryFSOperation(() => (FS.isDir(stream.node.mode) ? fsyncSync(stream.nfd) : fdatasyncSync(stream.nfd)));
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...emscriptenOpts.preRun, withFsync] } };
  }
}

const syncPath = (path, sync) => {
  const descriptor = openSync(path, 'r');
  try {
    sync(descriptor);
  } finally {
    closeSync(descriptor);
  }
};

/**
 * Syncs every file and folder under `root`, and `root`'s own entry in its parent. PGlite creates a new
 * database elsewhere and copies its files in without a sync, and an older version of the server synced
 * nothing, so the worker does this at each start, before anything is written; from then on PostgreSQL
 * syncs what it writes. Files already on disk cost a system call each.
 */
export function syncTree(root) {
  const visit = (path) => {
    const stats = lstatSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
      syncPath(path, fsyncSync);
    } else if (stats.isFile()) {
      syncPath(path, fdatasyncSync);
    }
  };
  visit(root);
  syncPath(dirname(root), fsyncSync);
}
