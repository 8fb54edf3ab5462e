// Bundles the server (and its CLI) into plain JavaScript for Node: dependencies stay in
// node_modules, our TypeScript (including src/contract, shared with the site) is compiled in.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'admin-create': 'server/cli/admin-create.ts',
    'copy-to-postgres': 'server/cli/copy-to-postgres.ts',
  },
  // SERVER_OUT_DIR lets the end-to-end run build a private copy beside the project's own.
  outdir: process.env.SERVER_OUT_DIR ?? 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
