import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules of eslint.config.js (docs/architecture.md, "Layers"), run on small files that exist
// only here, named where they would sit. Two holes need files on disk and are checked by hand instead
// (CONTRIBUTING.md, "Imports"): a component importing a file of an unknown folder, and a cycle.
// Only the import rules run: the others (and the cycle rule's walk through the portal) cost seconds here.
const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/') || ruleId.endsWith('no-restricted-imports'),
});

/** The rules `code` breaks at `path`, each with its message. */
async function problems(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.map(({ ruleId, message }) => `${ruleId}: ${message}`);
}

describe('import rules', () => {
  it('fail a file in a folder of src/ that belongs to no layer', async () => {
    expect(await problems('src/lib/x.ts', "export { routes } from '@/app/routes';\n")).toEqual([
      expect.stringMatching(/^boundaries\/no-unknown-files: /),
    ]);
  });

  it.each([
    'src/components/Probe/Probe.tsx',
    'src/sections/Probe/Probe.tsx',
    'src/pages/ProbePage.tsx',
    'src/app/Probe.tsx',
    'src/main.tsx',
  ])('keep the admin portal out of %s', async (path) => {
    expect(await problems(path, "export { AdminApp } from '@portal/AdminApp';\n")).toEqual([
      expect.stringContaining('boundaries/dependencies: The admin portal (portal/) is an app of its own'),
    ]);
  });

  it.each(["'@/sections/Hero'", "'@/features/waitlist'", "'@/pages/HomePage'", "'@/app/routes'", "'@/app/AppShell'"])(
    'keep the portal from importing the site beyond its components (%s)',
    async (module) => {
      expect(await problems('portal/views/Probe.ts', `export * from ${module};\n`)).toEqual([
        expect.stringContaining('boundaries/dependencies: portal code imports none of: section, feature, page, app'),
      ]);
    },
  );

  it("let the portal's entry alone render it inside the site's shell, and nothing import that entry", async () => {
    expect(await problems('portal/main.tsx', "export { AppShell } from '@/app/AppShell';\n")).toEqual([]);
    expect(await problems('portal/main.tsx', "export { AppRoutes } from '@/app/routes';\n")).toEqual([
      expect.stringContaining('portal code imports none of'),
    ]);
    expect(await problems('portal/shell/Probe.ts', "export * from '../main';\n")).toEqual([
      expect.stringContaining('Nothing imports an entry'),
    ]);
  });

  it("keep the portal's views from importing its shell", async () => {
    expect(
      await problems('portal/views/common/Probe.ts', "export { AdminShell } from '../../shell/AdminShell';\n"),
    ).toEqual([expect.stringContaining('A view imports nothing of the shell that loads it')]);
  });

  it('keep zod out of the public pages, for every contract module that carries it', async () => {
    const code = "export { apiAnswers } from '@shared/contract/answers';\nexport { z } from 'zod';\n";
    expect(await problems('src/components/Probe.ts', code)).toEqual([
      expect.stringContaining('contract/answers imports zod'),
      expect.stringContaining('zod stays out of the public bundle'),
    ]);
    expect(
      await problems('src/components/Probe.ts', "export type { ApiRouteName } from '@shared/contract/answers';\n"),
    ).toEqual([]);
  });
});
