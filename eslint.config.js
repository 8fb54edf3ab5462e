import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
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
    // A primitive is the bottom of the import graph (docs/architecture.md: imports flow one way).
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/sections/**', '**/features/**', '**/pages/**', '**/app/**', '**/api/**'] },
      ],
    },
  },
  {
    // The zod schemas belong to the server and the admin chunk; browser code that ships on public pages
    // takes types from the contract and values from its zod-free constants module.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/**', 'src/config/siteConfigSchema*', 'src/features/admin/**', '**/*.test.{ts,tsx}'],
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
