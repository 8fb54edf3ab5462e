import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { missingReferences, readRepository, withoutSections } from './docReferences';

// The documents name files, functions, types and scripts in backticks; a rename that leaves them behind
// sends the next reader to something that is not there. CONTRIBUTING.md's recipes are followed to the
// letter, so every name in them is checked; the other documents' paths are.
const root = join(import.meta.dirname, '..');
const repository = readRepository(root);
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const markdownIn = (folder: string) =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${folder}/${name}`);

/**
 * What CONTRIBUTING.md names that is not in the repository, rightly: the recipes' examples (a
 * `/changelog` page, a `phone` field, a "Server Info" view, all invented), the folder it names as one
 * that is in no zone (`src/lib/`), and a Storybook function no test uses yet.
 */
const contributingExamples = [/changelog/i, /phone/i, /server-?info/i, /^src\/lib\//, /^composeStories$/];

describe('names in the documents', () => {
  it('CONTRIBUTING.md names only files, identifiers and scripts that exist', () => {
    expect(
      missingReferences(read('CONTRIBUTING.md'), repository, { identifiers: true, examples: contributingExamples }),
    ).toEqual([]);
  });

  it.each(['README.md', ...markdownIn('docs')])('%s names only paths and scripts that exist', (path) => {
    expect(missingReferences(read(path), repository, { identifiers: false, examples: [/^src\/lib\//] })).toEqual([]);
  });

  // An ADR's context says what was there before, and its alternatives what was not chosen: only the
  // decision and its consequences describe the repository as it is.
  it.each(markdownIn('docs/adr'))('%s, beyond its context and alternatives, names only paths that exist', (path) => {
    const decision = withoutSections(read(path), [/^Context/, /^Alternatives/]);
    expect(missingReferences(decision, repository, { identifiers: false })).toEqual([]);
  });

  it('reports what is not there, and takes placeholders, aliases, folders and globs for what is', () => {
    const markdown = [
      'Edit `src/api/paths.ts` (`waitlistPaths`, `contactPaths.recent`), `src/api/nowhere.ts` and `noSuchFunction()`.',
      '`@/api/paths`, `@/api`, `src/pages/<Name>Page.tsx`, `create<Name>Api`, `shell/sectionViews.tsx`,',
      '`views/common/`, `src/**/*.test.ts`, `storybook/test`, `/api/webpage/waitlist` and `stories/nowhere/`.',
      '`navigation.ts`, `nowhere.ts`, `npm run typecheck`, `npm run no-such-script`, `{ path: paths.home }`.',
      '```sh',
      'npx vitest run --project unit src/api/nowhere.test.ts portal/early',
      '```',
    ].join('\n');
    expect(missingReferences(markdown, repository, { identifiers: true })).toEqual([
      'src/api/nowhere.test.ts',
      'src/api/nowhere.ts',
      'noSuchFunction',
      'stories/nowhere/',
      'nowhere.ts',
      'npm run no-such-script',
    ]);
    expect(missingReferences(markdown, repository, { identifiers: false })).not.toContain('noSuchFunction');
  });

  it('leaves out the sections named, to the next heading of their level or above', () => {
    const adr = '# ADR\n\n## Context\n\n`a`\n\n### More\n\n`b`\n\n## Decision\n\n`c`\n\n## Alternatives\n\n`d`\n';
    expect(withoutSections(adr, [/^Context/, /^Alternatives/])).toBe('# ADR\n\n## Decision\n\n`c`\n\n');
  });
});
