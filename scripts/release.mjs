// `npm run release`, after `npm run build`: the folder an operator deploys. It holds the built site and
// server (dist/), the lockfile, and a package.json whose scripts run the built files, and it runs after
// `npm ci --omit=dev` there: no build tool, no dev dependency. deploy/Dockerfile runs exactly
// `npm ci && npm run build && npm run release`, then `npm ci --omit=dev` in the folder; so does
// server/faults/release.test.ts, which then starts it as an unprivileged user and runs its commands.
//
// Before copying anything it checks that every package the server's bundles import is a production
// dependency: the bundles leave node_modules out (scripts/build-server.mjs), so an import of a dev
// dependency would only fail on the production machine, at the first start.
import { builtinModules } from 'node:module';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { build } from 'esbuild';

// The builds' own settings (scripts/build-site.mjs, scripts/build-server.mjs), so a private build is
// released from where it was made; RELEASE_DIR is where the release goes.
const siteDir = resolve(process.env.SITE_OUT_DIR ?? 'dist/site');
const serverDir = resolve(process.env.SERVER_OUT_DIR ?? 'dist/server');
const releaseDir = resolve(process.env.RELEASE_DIR ?? 'release');

/** Dev scripts that only make sense in the repository (`openapi` writes docs/openapi.json). */
const REPOSITORY_ONLY_COMMANDS = new Set(['openapi']);
/** A dev script that bundles the server, then runs one of its commands: `node dist/server/<command>.js`. */
const BUILD_THEN_RUN = /^node scripts\/build-server\.mjs && (node dist\/server\/([\w-]+)\.js)$/;

const fail = (message) => {
  console.error(`release: ${message}`);
  process.exit(1);
};

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(specifier);

/** Every package the bundles in `dir` import, statically, dynamically or by `require`, read by esbuild itself. */
async function importedPackages(dir) {
  const bundles = (await readdir(dir)).filter((file) => /\.(m?js)$/.test(file)).map((file) => join(dir, file));
  const { metafile } = await build({
    entryPoints: bundles,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    outdir: 'unused',
  });
  const specifiers = Object.values(metafile.inputs).flatMap((input) =>
    input.imports.filter((item) => item.external && !isBuiltin(item.path)).map((item) => item.path),
  );
  return [...new Set(specifiers.map(packageName))].sort();
}

/** The release's scripts: `start`, and each maintenance command as a script of the same name as in development. */
function releaseScripts(devScripts) {
  const scripts = { start: 'exec node dist/server/main.js' };
  for (const [name, line] of Object.entries(devScripts)) {
    const match = BUILD_THEN_RUN.exec(line);
    if (match && !REPOSITORY_ONLY_COMMANDS.has(name)) scripts[name] = match[1];
  }
  return scripts;
}

if (!existsSync(join(serverDir, 'main.js'))) fail(`no server build in ${serverDir}: run npm run build first.`);
if (!existsSync(join(siteDir, 'index.html'))) fail(`no site build in ${siteDir}: run npm run build first.`);

const manifest = JSON.parse(await readFile('package.json', 'utf8'));
const notProduction = (await importedPackages(serverDir)).filter((name) => !(name in (manifest.dependencies ?? {})));
if (notProduction.length > 0) {
  fail(
    `the server imports ${notProduction.join(', ')}, which ${notProduction.length > 1 ? 'are' : 'is'} not in ` +
      '"dependencies" of package.json: `npm ci --omit=dev` would leave it out. Move it there (npm install <name>).',
  );
}

await rm(releaseDir, { recursive: true, force: true });
await mkdir(join(releaseDir, 'dist'), { recursive: true });
await cp(serverDir, join(releaseDir, 'dist', 'server'), { recursive: true });
await cp(siteDir, join(releaseDir, 'dist', 'site'), { recursive: true });
// The dependencies and the lockfile stay exactly as they are (`npm ci` refuses a package.json that
// disagrees with its lockfile); only the scripts change, to run what was built instead of building.
await writeFile(
  join(releaseDir, 'package.json'),
  `${JSON.stringify({ ...manifest, scripts: releaseScripts(manifest.scripts) }, null, 2)}\n`,
);
await cp('package-lock.json', join(releaseDir, 'package-lock.json'));
console.info(`release: ${releaseDir} (then: npm ci --omit=dev there, and node dist/server/main.js)`);
