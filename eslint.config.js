import { readdirSync } from 'node:fs';
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

/** The site's layers, lowest first (docs/architecture.md, "Layers"). */
const below = ['shared', 'foundation', 'api', 'component', 'section', 'feature', 'page', 'app', 'entry'];
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
      '.e2e-bare-app-*',
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
    // feature imports another; product code imports neither stories nor tests nor test helpers. A test
    // may import its test helpers, and anything it tests.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['shared/**', 'src/**', 'server/**', 'testing/**', 'stories/**'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared' },
        { type: 'foundation', pattern: 'src/{theme,config,content}' },
        { type: 'api', pattern: 'src/api' },
        { type: 'component', pattern: 'src/components' },
        { type: 'section', pattern: 'src/sections' },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'page', pattern: 'src/pages' },
        { type: 'app', pattern: 'src/app' },
        { type: 'entry', pattern: 'src/*.{ts,tsx,js}', partialMatch: false },
        { type: 'server', pattern: 'server' },
        { type: 'testing', pattern: 'testing' },
        { type: 'stories', pattern: 'stories' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
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
            layer('server', below.slice(1, 9)),
            {
              from: { element: { types: { anyOf: [...below, 'server'] } } },
              disallow: { to: { element: { types: { anyOf: ['testing', 'stories'] } } } },
              message: 'Product code imports no stories and no test helpers.',
            },
          ],
        },
      ],
    },
  },
  {
    // The zod schemas belong to the server and the admin chunk; browser code that ships on public pages
    // takes types from the contract and values from its zod-free constants module.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['shared/contract/**', 'src/config/siteConfigSchema*', 'src/features/admin/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'contract(/(index|fields|waitlist|contact|auth))?$',
              allowTypeImports: true,
              message: 'Import values from contract/constants: the schemas would put zod in the public bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles: a cycle makes module order matter (a value read before its module ran is
    // `undefined`) and knots layers that should stand apart. Type-only imports are erased and do not count.
    files: ['{shared,src,server,testing,stories}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
