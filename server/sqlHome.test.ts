import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * SQL has one home: the repositories (server/repositories/) and the database layer (server/db/: the
 * drivers, the migrations, and in direct/ the named statements that tests and benchmarks run around the
 * repositories: seeding what no request makes, reading what was stored). A route, service or worker asks
 * a repository; a test, an end-to-end spec or a benchmark calls a named function; none writes a
 * statement of its own, so every statement can be found, reviewed and reused in those two folders. This
 * scan keeps it so: a statement (a call of `query`, typed or not, or a template tagged sql) in any other
 * code of the repository, tests included, fails.
 */
const SQL_HOMES = ['server/repositories/', 'server/db/'];

/** The repository's code: every folder of it, and the configuration files at its root. */
const CODE_FOLDERS = ['.storybook', 'bench', 'e2e', 'scripts', 'server', 'shared', 'src', 'stories', 'testing'];
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;

/** A call that runs a statement, or a template tagged sql; `request.query` (a property) is not one. */
const STATEMENT = /\.query\s*[<(]|\bsql\x60/;

const root = join(import.meta.dirname, '..');

/** `file:line: text` for each line of `files` (paths from the repository's root) that runs SQL. */
function statementsIn(files: ReadonlyArray<{ path: string; text: string }>): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) => (STATEMENT.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

/** The repository's code files outside the SQL homes, with their text. */
function codeOutsideHomes() {
  const inFolders = CODE_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
      `${folder}/${file}`.split('\\').join('/'),
    ),
  );
  const atRoot = readdirSync(root);
  return [...atRoot, ...inFolders]
    .filter((path) => CODE_FILE.test(path))
    .filter((path) => !SQL_HOMES.some((home) => path.startsWith(home)))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** Text of the forms the scan must find, put together so that this file holds none of them itself. */
const call = (receiver: string, rest: string) => `${receiver}.query${rest}`;
const tagged = (text: string) => `sql\x60${text}\x60`;

describe('where SQL lives', () => {
  it('finds statements in the forms the code writes them, and not in a request’s query', () => {
    const found = statementsIn([
      {
        path: 'server/routes/x.ts',
        text: [
          `await ${call('db', "('delete from t where id = $1', [id]);")}`,
          `const rows = await ${call('tx', '<{ id: number }>(')}`,
          `const statement = ${tagged('select 1')};`,
          'const { token } = request.query;',
          'await list(request.query);',
        ].join('\n'),
      },
    ]);
    expect(found).toEqual([
      `server/routes/x.ts:1: await ${call('db', "('delete from t where id = $1', [id]);")}`,
      `server/routes/x.ts:2: const rows = await ${call('tx', '<{ id: number }>(')}`,
      `server/routes/x.ts:3: const statement = ${tagged('select 1')};`,
    ]);
  });

  it('runs no statement outside server/repositories/ and server/db/, in any code or test', () => {
    const code = codeOutsideHomes();
    // The scan reads the product's code and the tests, helpers, specs and benchmarks around it, not an
    // empty list.
    expect(code.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        'server/routes/privacy.ts',
        'server/routes/privacy.test.ts',
        'testing/server/harness.ts',
        'e2e/servers.ts',
        'bench/lib.mjs',
        'vite.config.ts',
      ]),
    );
    expect(statementsIn(code)).toEqual([]);
  });
});
