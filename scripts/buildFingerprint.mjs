// What the site build (scripts/build-site.mjs) was made from, so `npm start` can tell a build that is
// up to date from one left behind by a `git pull`, an edit or a different setting, and say which input
// moved. Each input is hashed on its own (not one hash for all) so the message can name it.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Everything the site build reads from the project, folders and files alike, besides two kinds found
 * by looking: the HTML files at the root (the site's entry pages) and the modules of scripts/ that
 * build-site.mjs imports. A path that is not here is never noticed: anything else the build starts
 * reading (a new config file, a new folder) belongs in this list. Missing entries are allowed: their
 * appearance is a change like any other.
 */
export const BUILD_INPUT_PATHS = [
  'src',
  // The admin portal, built into the same folder: its page, entry and code.
  'portal',
  // The tokens, the table of paths, the waitlist's copy and the site config's schema, which the site
  // imports as it does src/.
  'shared',
  'public',
  'vite.config.ts',
  'vite.base.config.ts',
  'vite.portal.config.ts',
  'scripts/build-site.mjs',
  'scripts/vite',
  'package-lock.json',
  // Vite reads the options of a file's TypeScript project (JSX and the like): the root, the options every
  // project shares, the site's project and the portal's.
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'tsconfig.portal.json',
];

/**
 * The environment the build reads: every VITE_* setting (vite.base.config.ts validates and bakes them in) and
 * NODE_ENV. ADMIN_PATH is deliberately absent: it is a server setting read at run time.
 */
const isBuildSetting = (name) => name.startsWith('VITE_') || name === 'NODE_ENV';

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

const sha256 = (content) => createHash('sha256').update(content).digest('hex');

/** Files under a build input path, relative to the root with `/` separators, so stamps compare across systems. */
async function filesUnder(root, inputPath) {
  const absolute = join(root, inputPath);
  let entries;
  try {
    entries = await readdir(absolute, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    if (error.code === 'ENOTDIR') return [inputPath];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** `scripts/x.mjs` for each `from './x.mjs'` in scripts/build-site.mjs: its helpers shape the build as it does. */
async function modulesImportedByBuildScript(root) {
  const buildScript = await readFile(join(root, 'scripts/build-site.mjs'), 'utf8').catch(() => '');
  return [...buildScript.matchAll(/from '\.\/([^']+)'/g)].map(([, module]) => `scripts/${module}`);
}

/**
 * The fingerprint of what a site build made now would read: a content hash per input file and per
 * build-time setting (values are hashed too, so the stamp holds no setting in clear).
 * @param {{ root?: string, env?: Record<string, string | undefined> }} [options]
 * @returns {Promise<{ files: Record<string, string>, environment: Record<string, string> }>}
 */
export async function computeBuildInputs({ root = process.cwd(), env = process.env } = {}) {
  const entryPages = (await readdir(root)).filter((name) => name.endsWith('.html'));
  const inputPaths = [...BUILD_INPUT_PATHS, ...entryPages, ...(await modulesImportedByBuildScript(root))];
  const paths = (await Promise.all(inputPaths.map((inputPath) => filesUnder(root, inputPath)))).flat().sort();
  const hashes = await Promise.all(paths.map(async (path) => sha256(await readFile(join(root, path)))));
  const settings = Object.keys(env).filter(isBuildSetting).sort();
  return {
    files: Object.fromEntries(paths.map((path, index) => [path, hashes[index]])),
    environment: Object.fromEntries(settings.map((name) => [name, sha256(env[name] ?? '')])),
  };
}

/**
 * Where the stamp of a build in `outDir` lives: beside it rather than in it, because the server
 * publishes everything in the site folder. Named after the folder, so private builds (SITE_OUT_DIR)
 * that share a parent keep separate stamps.
 */
export function buildStampPath(outDir) {
  const absolute = resolve(outDir);
  return join(dirname(absolute), `${basename(absolute)}.build-inputs.json`);
}

/** Records that the build in `outDir` was made from `inputs`; written only once that build has succeeded. */
export async function writeBuildStamp(outDir, inputs) {
  await writeFile(buildStampPath(outDir), `${JSON.stringify(inputs, null, 2)}\n`);
}

/** Forgets what the build in `outDir` was made from, before a new build starts overwriting it. */
export async function removeBuildStamp(outDir) {
  await rm(buildStampPath(outDir), { force: true });
}

/** `before` → `after` differences of one map of hashes, in name order, worded for people. */
function differences(before, after, words) {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.flatMap((name) => {
    if (!(name in before)) return [`${name} ${words.added}`];
    if (!(name in after)) return [`${name} ${words.removed}`];
    return before[name] === after[name] ? [] : [`${name} changed`];
  });
}

/**
 * Whether the build in `outDir` was made from exactly `inputs`. When it was not, `reason` names the
 * first difference (and how many more there are), or says why the stamp tells nothing.
 * @returns {Promise<{ upToDate: true } | { upToDate: false, reason: string }>}
 */
export async function compareWithStamp(outDir, inputs) {
  let stamp;
  try {
    stamp = JSON.parse(await readFile(buildStampPath(outDir), 'utf8'));
  } catch (error) {
    const reason =
      error.code === 'ENOENT' ? 'no record of what it was built from' : 'its record of inputs is unreadable';
    return { upToDate: false, reason };
  }
  if (!isRecord(stamp) || !isRecord(stamp.files) || !isRecord(stamp.environment)) {
    return { upToDate: false, reason: 'its record of inputs is unreadable' };
  }
  const changes = [
    ...differences(stamp.files, inputs.files, { added: 'added', removed: 'removed' }),
    ...differences(stamp.environment, inputs.environment, { added: 'set', removed: 'unset' }),
  ];
  if (changes.length === 0) return { upToDate: true };
  const more = changes.length > 1 ? `, and ${changes.length - 1} more` : '';
  return { upToDate: false, reason: `${changes[0]}${more}` };
}

/**
 * What `npm start` says before building the site in `siteDir`, or undefined when the build there was made
 * from exactly the current sources and settings (then it starts at once).
 * @returns {Promise<string | undefined>}
 */
export async function siteBuildNotice(siteDir, { root = process.cwd(), env = process.env } = {}) {
  if (!existsSync(siteDir)) return `No site build in ${siteDir}: building it first`;
  const comparison = await compareWithStamp(siteDir, await computeBuildInputs({ root, env }));
  return comparison.upToDate ? undefined : `The site build is out of date (${comparison.reason}): rebuilding`;
}
