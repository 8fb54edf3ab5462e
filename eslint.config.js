import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import storybook from 'eslint-plugin-storybook';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The contract modules that carry zod: each module of shared/contract that imports it, itself or through
 * a sibling it takes values from (type-only imports are erased). Read from the folder, so that a module
 * added tomorrow is covered without naming it here.
 */
function contractModulesWithZod(dir = 'shared/contract') {
  const imports = new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => [
        file.slice(0, -'.ts'.length),
        [
          ...readFileSync(`${dir}/${file}`, 'utf8').matchAll(
            /^(?:import|export)\s+(?!type\b)[\w\s{},*$]*?\bfrom\s+'([^']+)'/gm,
          ),
        ].map((match) => match[1]),
      ]),
  );
  const carriesZod = (name, seen = new Set([name])) =>
    imports.get(name).some((source) => {
      const sibling = source.startsWith('./') ? source.slice(2) : undefined;
      if (source === 'zod') return true;
      if (!imports.has(sibling) || seen.has(sibling)) return false;
      return carriesZod(sibling, seen.add(sibling));
    });
  return [...imports.keys()].filter((name) => carriesZod(name)).sort();
}

/** The site's layers, lowest first (docs/architecture.md, "Layers"). */
const below = ['shared', 'foundation', 'api', 'component', 'section', 'feature', 'page', 'app'];
/** The site's layers above the components, which the admin portal (portal/, an app of its own) does not share. */
const siteOnly = below.slice(4);
/** A layer imports none of `higher` nor the server. */
const layer = (type, higher) => ({
  from: { element: { type } },
  disallow: { to: { element: { types: { anyOf: [...higher, ...(type === 'server' ? [] : ['server'])] } } } },
  message: `${type} code imports none of: ${higher.join(', ')}${type === 'server' ? '' : ', server'}.`,
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'release',
      'storybook-static',
      'coverage',
      'data',
      'public/mockServiceWorker.js',
      'node_modules',
      '.e2e-build-*',
      '.bare-app-*',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { files: ['public/storyServiceWorker.js'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Import zones (docs/architecture.md, "Layers"): each layer imports only the layers below it; no
    // feature imports another; the admin portal imports only what it shares with the site, and nothing of
    // the site imports the portal; product code imports neither stories nor tests nor test helpers. A test
    // may import its test helpers, and anything it tests. Every file of the folders below belongs to a
    // zone: a file in none (a new `src/lib/`, say) fails, and so does an import of one, until the folder is
    // given its place among the layers.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['shared/**', 'src/**', 'portal/**', 'server/**', 'testing/**', 'stories/**'],
      // Each folder pattern matches from the repository's root (`partialMatch: false`), so that a folder
      // named like a zone deeper down (testing/server, a component's shared/) is not taken for that zone.
      // The entries (src/*.tsx and boot.js, portal/main.tsx) are files, which element patterns (folders)
      // cannot name: they are a file category instead, which the rules below treat as the top layer.
      'boundaries/elements': [
        ...[
          { type: 'shared', pattern: 'shared' },
          { type: 'foundation', pattern: 'src/{theme,config,content}' },
          { type: 'api', pattern: 'src/api' },
          { type: 'component', pattern: 'src/components' },
          { type: 'section', pattern: 'src/sections' },
          { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
          { type: 'page', pattern: 'src/pages' },
          { type: 'app', pattern: 'src/app' },
          { type: 'portal', pattern: 'portal' },
          { type: 'server', pattern: 'server' },
          { type: 'testing', pattern: 'testing' },
          { type: 'stories', pattern: 'stories' },
        ].map((element) => ({ ...element, partialMatch: false })),
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'entry', pattern: '{src/*.{ts,tsx,js},portal/main.tsx}' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Within a zone too, so that no module of the portal imports the portal's entry.
          checkInternals: true,
          policies: [
            layer('shared', below.slice(1)),
            layer('foundation', below.slice(2)),
            layer('api', below.slice(3)),
            layer('component', ['api', ...below.slice(4)]),
            layer('section', below.slice(6)),
            layer('feature', ['section', ...below.slice(6)]),
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: { element: { type: 'feature', captured: { name: '!{{ from.element.captured.name }}' } } },
              },
              message: 'A feature imports no other feature: share through a component, the API layer or content.',
            },
            layer('page', below.slice(7)),
            layer('app', below.slice(8)),
            layer('server', below.slice(1)),
            {
              from: [{ element: { types: { anyOf: [...below, 'server'] } } }, { file: { path: 'src/*' } }],
              disallow: { to: { element: { type: 'portal' } } },
              message: 'The admin portal (portal/) is an app of its own: nothing of the site imports it.',
            },
            layer('portal', siteOnly),
            {
              // The portal's entry renders it inside what surrounds every screen of the site too (StrictMode,
              // the theme, the global styles): src/app/AppShell.tsx, apart from the site's route table.
              from: { element: { type: 'portal' }, file: { categories: 'entry' } },
              allow: { to: { file: { path: 'src/app/AppShell.tsx' } } },
            },
            {
              disallow: { to: { file: { categories: 'entry' } } },
              message: 'Nothing imports an entry (src/*.tsx, portal/main.tsx): an entry is where a build starts.',
            },
            ...[
              { element: { types: { anyOf: [...below, 'portal', 'server'] } } },
              { file: { categories: 'entry' } },
            ].map((from) => ({
              from,
              disallow: { to: { element: { types: { anyOf: ['testing', 'stories'] } } } },
              message: 'Product code imports no stories and no test helpers.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The zod schemas belong to the server and the portal (portal/); browser code that ships on public pages
    // takes types from the contract and values from its zod-free modules. src/api/launch.ts is the portal's
    // own calls (its invite chunk), which check answers against the schemas.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/launch.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^zod$', message: 'zod stays out of the public bundle: only the server and the portal use it.' },
            ...contractModulesWithZod().map((name) => ({
              regex: name === 'index' ? '/contract(/index)?$' : `/contract/${name}$`,
              allowTypeImports: true,
              message: `contract/${name} imports zod, which would put it in the public bundle: import its types (\`import type\`) or values from a zod-free contract module.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // No import cycles: a cycle makes module order matter (a value read before its module ran is
    // `undefined`) and knots layers that should stand apart. Type-only imports are erased and do not count.
    // Without the TypeScript extensions and parser below the rule reads no .ts dependency and finds nothing.
    // It walks each file's imports: about 10 of lint's 45 CPU-seconds.
    files: ['{shared,src,portal,server,testing,stories}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The portal's shell lays out and loads its views; a view that imported the shell would knot the two
    // folders, even where no file-level cycle closes yet.
    files: ['portal/views/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)shell(/|$)', message: 'A view imports nothing of the shell that loads it.' }] },
      ],
    },
  },
  {
    // server/db's aids for tests and benchmarks seed and rewrite rows around the repositories, drop
    // databases and make statements fail: the running server uses none of them.
    files: ['server/**/*.{ts,mjs}'],
    ignores: ['**/*.test.ts', 'server/db/direct/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(direct/|scratchDatabases$|failingStatements$)',
              message: 'For tests and benchmarks only: the server reads and writes through server/repositories/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures: `use` is Playwright's, not React's, and `{}` is how a fixture takes no others.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['scripts/**', '.ci/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  prettier,
);
