import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the documents' backticked names are checked against: the repository's files (tracked, or new and
 * not ignored), the words its code uses, and its npm scripts.
 */
export type Repository = {
  /** Where it is on disk. */
  root: string;
  /** Every file and folder, as a path from the root (`src/api`, `src/api/paths.ts`). */
  entries: ReadonlySet<string>;
  /** The root's own files and folders: a path that starts with one of them is a path from the root. */
  topLevel: ReadonlySet<string>;
  /** Every identifier the code (any file but Markdown, pictures and the lock file) spells. */
  words: ReadonlySet<string>;
  /** The names of package.json's scripts. */
  scripts: ReadonlySet<string>;
};

/**
 * Files whose words are not code: prose, which may name what is gone; pictures; and this check's own
 * files, which spell what they look for.
 */
const NOT_CODE =
  /\.(md|mdx|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|pdf)$|^package-lock\.json$|^visual\/|^scripts\/docReferences/;

const IDENTIFIER = /[A-Za-z_$\uE000][\w$\uE000]*/g;

/** Reads the repository at `root`. */
export function readRepository(root: string): Repository {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    // A file deleted but not yet staged is listed, and gone.
    .filter((file) => file !== '' && existsSync(join(root, file)));
  const entries = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let length = 1; length <= parts.length; length++) entries.add(parts.slice(0, length).join('/'));
  }
  const words = new Set<string>();
  for (const file of files.filter((file) => !NOT_CODE.test(file))) {
    for (const word of readFileSync(join(root, file), 'utf8').match(IDENTIFIER) ?? []) words.add(word);
  }
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return {
    root,
    entries,
    topLevel: new Set(files.map((file) => file.split('/')[0]!)),
    words,
    scripts: new Set(Object.keys(scripts)),
  };
}

/**
 * A placeholder the recipes write for a name of your choosing (`<Name>`, `<admin path>`), which matches
 * any; not an element (`<main>` is one, but names nothing of the repository either way).
 */
const PLACEHOLDER = /<[A-Za-z][\w ]*>/g;
const WILDCARD = '\uE000';

/** The import aliases (tsconfig.base.json's `paths`), as the folders they name. */
const ALIASES: ReadonlyArray<[string, string]> = [
  ['@/', 'src/'],
  ['@shared/', 'shared/'],
  ['@testing/', 'testing/'],
];

/**
 * Extensions by which a name not from the root is a source file's (`navigation.ts`, not `paths.x`), to be
 * found at the end of some path. A built file (`main.js`, `robots.txt`, `about/index.html`) is not checked.
 */
const SOURCE_FILE = /\.(tsx?|mjs|md)$/;

/** What an import of `path` may name (`@/api` is `src/api/index.ts`). */
const MODULE_ENDINGS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `path`, its placeholders and `*` as any name, `**` as any folders. */
const pathPattern = (path: string) =>
  escape(path).replaceAll('\\*\\*/', '(?:[^/]+/)*').replaceAll(WILDCARD, '[^/]*').replaceAll('\\*', '[^/]*');

/** Whether git ignores `path`: a built or local file (`dist/…`, `deploy/.env`), not the repository's. */
function isIgnored(path: string, root: string) {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path.replaceAll(WILDCARD, 'x')], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

/** Whether `path` (placeholders in it) names a file or folder of the repository, or an import of one. */
function pathExists(path: string, repository: Repository): boolean {
  const fromRoot = ALIASES.reduce(
    (name, [alias, folder]) => (name.startsWith(alias) ? folder + name.slice(alias.length) : name),
    path,
  ).replace(/\/$/, '');
  const pattern = repository.topLevel.has(fromRoot.split('/')[0]!)
    ? new RegExp(`^${pathPattern(fromRoot)}(?:${MODULE_ENDINGS.map(escape).join('|')})$`)
    : // A file named without its folder, or from one (`shell/sectionViews.tsx`): some path ends so.
      new RegExp(`(?:^|/)${pathPattern(fromRoot)}$`);
  for (const entry of repository.entries) if (pattern.test(entry)) return true;
  return isIgnored(fromRoot, repository.root);
}

/** Whether a backticked span (placeholders replaced) names a path of the repository, to be checked. */
function isRepositoryPath(span: string, repository: Repository): boolean {
  if (/[\s(){}'"=,]/.test(span) || span.startsWith('/') || span.startsWith('.')) return false;
  if (ALIASES.some(([alias]) => span.startsWith(alias))) return true;
  // `src/…`, `server/…`: from the root. Else a source file, from a folder the text names around it; else
  // not a path of the repository at all (`storybook/test`, `boundaries/elements`, `text/csv`, `assets/`).
  return (span.includes('/') && repository.topLevel.has(span.split('/')[0]!)) || SOURCE_FILE.test(span);
}

export type CheckOptions = {
  /** Whether the names of code (functions, types, constants, …) are checked too, not only paths. */
  identifiers: boolean;
  /** Names that are not the repository's and are right so (an example's invented names). */
  examples?: readonly RegExp[];
};

/** The npm scripts (`npm run x`, `npm test`, `npm start`) and the paths from the root a command names. */
function missingInCommand(command: string, repository: Repository): string[] {
  const missing: string[] = [];
  for (const [, run, own] of command.matchAll(/\bnpm (?:run ([\w:*-]+)|(test|start)\b)/g)) {
    const script = run ?? own!;
    const pattern = new RegExp(`^${escape(script).replaceAll('\\*', '.*')}$`);
    if (![...repository.scripts].some((name) => pattern.test(name))) missing.push(`npm run ${script}`);
  }
  for (const word of withWildcards(command).split(/\s+/)) {
    if (word.includes('/') && repository.topLevel.has(word.split('/')[0]!) && !pathExists(word, repository)) {
      missing.push(word.replaceAll(WILDCARD, '<…>'));
    }
  }
  return missing;
}

/** `text` with each placeholder (`<Name>`, `…`) as one wildcard character. */
const withWildcards = (text: string) => text.replace(PLACEHOLDER, WILDCARD).replaceAll('…', WILDCARD);

const isCommand = (text: string) => /^\s*(npm|npx|node|sudo)\b|^\s*[A-Z_]+=/.test(text);

/**
 * The names a Markdown text puts in backticks that the repository does not have: paths (from the root or
 * an alias; or a source file's name, matched against the ends of paths), the npm scripts and paths of its
 * commands (in fenced blocks too), and with `identifiers`, every identifier a span spells outside its
 * string literals. A placeholder (`<Name>`, `…`) matches any name.
 */
export function missingReferences(markdown: string, repository: Repository, options: CheckOptions): string[] {
  const missing = new Set<string>();
  const isExample = (text: string) => (options.examples ?? []).some((example) => example.test(text));
  const fencedBlock = /^```\w*\n([\s\S]*?)^```/gm;
  for (const [, block] of markdown.matchAll(fencedBlock)) {
    for (const line of block!.split('\n').filter(isCommand)) {
      for (const name of missingInCommand(line, repository)) missing.add(name);
    }
  }
  for (const [, span] of markdown.replace(fencedBlock, '').matchAll(/`([^`\n]+)`/g)) {
    const text = span!.trim();
    if (isCommand(text)) {
      for (const name of missingInCommand(text, repository)) missing.add(name);
      continue;
    }
    const wildcarded = withWildcards(text);
    if (isRepositoryPath(wildcarded, repository)) {
      if (!isExample(text) && !pathExists(wildcarded, repository)) missing.add(text);
      continue;
    }
    if (!options.identifiers) continue;
    for (const name of wildcarded.replace(/'[^']*'|"[^"]*"/g, ' ').match(IDENTIFIER) ?? []) {
      if (name.replaceAll(WILDCARD, '') === '' || isExample(name)) continue;
      if (name.includes(WILDCARD) ? anyWordMatches(name, repository) : repository.words.has(name)) continue;
      missing.add(name.replaceAll(WILDCARD, '<…>'));
    }
  }
  return [...missing];
}

function anyWordMatches(name: string, repository: Repository) {
  const pattern = new RegExp(`^${escape(name).replaceAll(WILDCARD, '[\\w$]*')}$`);
  for (const word of repository.words) if (pattern.test(word)) return true;
  return false;
}

/** `markdown` without the sections of these titles (each to the next heading of its level or above). */
export function withoutSections(markdown: string, titles: readonly RegExp[]): string {
  const kept: string[] = [];
  let skippingBelow: number | undefined;
  for (const line of markdown.split(/(?<=\n)/)) {
    const heading = /^(#+) (.*)$/.exec(line.trimEnd());
    if (heading && (skippingBelow === undefined || heading[1]!.length <= skippingBelow)) {
      skippingBelow = titles.some((title) => title.test(heading[2]!)) ? heading[1]!.length : undefined;
    }
    if (skippingBelow === undefined) kept.push(line);
  }
  return kept.join('');
}
