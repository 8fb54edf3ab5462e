// Bundles the server (and its CLI) into plain JavaScript for Node: dependencies stay in
// node_modules, our TypeScript (including shared/contract, shared with the site) is compiled in.
import { build } from 'esbuild';

// SERVER_OUT_DIR lets the end-to-end run build a private copy beside the project's own.
const outdir = process.env.SERVER_OUT_DIR ?? 'dist/server';

const forNode = {
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

await build({
  ...forNode,
  entryPoints: {
    main: 'server/main.ts',
    'admin-create': 'server/cli/admin-create.ts',
    'copy-to-postgres': 'server/cli/copy-to-postgres.ts',
    backup: 'server/cli/backup.ts',
    restore: 'server/cli/restore.ts',
    vacuum: 'server/cli/vacuum.ts',
    openapi: 'server/cli/openapi.ts',
    healthcheck: 'server/cli/healthcheck.ts',
    'dkim-dns': 'server/cli/dkim-dns.ts',
  },
});

// The embedded database's worker thread, started by URL from the bundle (`new URL('./pgliteWorker.mjs',
// import.meta.url)` in server/db/pglite.ts): it must sit beside it, under its own name.
await build({
  ...forNode,
  entryPoints: { pgliteWorker: 'server/db/pgliteWorker.mjs' },
  outExtension: { '.js': '.mjs' },
});
