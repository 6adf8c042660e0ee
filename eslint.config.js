// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'coverage/', 'tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The contract is shared by three programs: it may not reach into any of them.
    files: ['src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/**', '**/app/**', 'node:*', 'hono', 'kysely', 'react'] },
      ],
    },
  },
  {
    // Routes stay thin: they call services; SQL lives in repositories (docs/architecture.md).
    files: ['src/server/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: 'Routes hold no SQL: use a repository.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|updateTable|insertInto|deleteFrom|transaction)$/]',
          message: 'Routes hold no SQL or transactions: call a service, which uses a repository.',
        },
      ],
    },
  },
  {
    // All SQL of the server lives in repositories (and the schema's own folder, db/): services hold
    // the rules and open transactions, routes only call services (docs/architecture.md).
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*.repository.ts',
      'src/server/db/**',
      'src/server/**/*.test.ts',
      'src/server/**/*.routes.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['sql'],
              allowTypeImports: true,
              message: 'SQL lives in repositories: move the query into a *.repository.ts.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|updateTable|insertInto|replaceInto|deleteFrom|mergeInto|executeQuery)$/]',
          message: 'SQL lives in repositories: move the query into a *.repository.ts.',
        },
      ],
    },
  },
  {
    files: ['src/server/cli/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
