// Bundles the server (and its CLI) into plain JavaScript for Node: dependencies stay in
// node_modules, our TypeScript (including src/contract, shared with the site) is compiled in.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'admin-create': 'server/cli/admin-create.ts',
    'copy-to-postgres': 'server/cli/copy-to-postgres.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
