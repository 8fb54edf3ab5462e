import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * SQL has one home: the repositories (server/repositories/) and the database layer with its migrations
 * (server/db/). A route, service or worker asks a repository; it never writes a statement of its own, so
 * every statement the server runs can be found, reviewed and tested in those two folders. This scan keeps
 * it so: a statement (`.query(`, `.query<Row>(`, a `sql` tagged template) anywhere else in server/ fails.
 * Tests may seed and inspect rows directly, and are left out.
 */
const SQL_HOMES = ['server/repositories/', 'server/db/'];

/** A call that runs a statement, or a `sql` tagged template; `request.query` (a property) is not one. */
const STATEMENT = /\.query\s*[<(]|\bsql`/;

const root = join(import.meta.dirname, '..');

/** `file:line: text` for each line of `files` (paths from the repository's root) that runs SQL. */
function statementsIn(files: ReadonlyArray<{ path: string; text: string }>): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) => (STATEMENT.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

/** The server's source files outside the SQL homes, tests left out. */
function serverSourcesOutsideHomes() {
  return readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' })
    .map((file) =>
      relative(root, join(root, 'server', file))
        .split('\\')
        .join('/'),
    )
    .filter((path) => /\.(ts|mjs)$/.test(path) && !/\.test\.(ts|mjs)$/.test(path))
    .filter((path) => !SQL_HOMES.some((home) => path.startsWith(home)))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

describe('where SQL lives', () => {
  it('finds statements in the forms the server writes them, and not in a request’s query', () => {
    const found = statementsIn([
      {
        path: 'server/routes/x.ts',
        text: [
          "await db.query('delete from t where id = $1', [id]);",
          'const rows = await tx.query<{ id: number }>(',
          'const statement = sql`select 1`;',
          'const { token } = request.query;',
          'await list(request.query);',
        ].join('\n'),
      },
    ]);
    expect(found).toEqual([
      "server/routes/x.ts:1: await db.query('delete from t where id = $1', [id]);",
      'server/routes/x.ts:2: const rows = await tx.query<{ id: number }>(',
      'server/routes/x.ts:3: const statement = sql`select 1`;',
    ]);
  });

  it('runs no statement outside server/repositories/ and server/db/', () => {
    const sources = serverSourcesOutsideHomes();
    // The scan reads the server's code (routes, services, mail, launch...), not an empty list.
    expect(sources.map(({ path }) => path)).toContain('server/routes/privacy.ts');
    expect(statementsIn(sources)).toEqual([]);
  });
});
