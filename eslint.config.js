// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SQL_IN_REPOSITORIES = 'SQL lives in repositories: move the query into a *.repository.ts.';
/** Every way Kysely starts a statement or reaches the schema, as a property name. */
const QUERY_BUILDERS =
  'selectFrom|selectNoFrom|updateTable|insertInto|replaceInto|deleteFrom|mergeInto|with|withRecursive|executeQuery|schema|introspection';

/** Refuses those names read as properties (calls, `.bind`, `db['selectFrom']`), destructured, or Kysely imported late. */
const sqlSelectors = (names, message = SQL_IN_REPOSITORIES) => [
  { selector: `MemberExpression[property.name=/^(${names})$/]`, message },
  { selector: `MemberExpression[property.value=/^(${names})$/]`, message },
  { selector: `VariableDeclarator > ObjectPattern > Property[key.name=/^(${names})$/]`, message },
  { selector: "ImportExpression[source.value='kysely']", message },
];

/** Tables with one writing repository each (docs/architecture.md Conventions). */
const OWNED_TABLES = 'users|companies';
const ONE_WRITER =
  'users and companies are written only by identity/users.repository.ts and identity/companies.repository.ts.';

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
    files: ['src/app/**/*.{ts,tsx}', 'src/device/**/*.ts'],
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
        { patterns: ['**/server/**', '**/app/**', '**/device/**', 'node:*', 'hono', 'kysely', 'react'] },
      ],
    },
  },
  {
    // All SQL of the server lives in repositories (and the schema's own folder, db/): services hold
    // the rules and open transactions, routes only call services (docs/architecture.md).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.repository.ts', 'src/server/db/**', 'src/server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', importNames: ['sql'], allowTypeImports: true, message: SQL_IN_REPOSITORIES },
            { name: 'pg', allowTypeImports: true, message: SQL_IN_REPOSITORIES },
            { name: '@electric-sql/pglite', allowTypeImports: true, message: SQL_IN_REPOSITORIES },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...sqlSelectors(QUERY_BUILDERS)],
    },
  },
  {
    files: ['src/server/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...sqlSelectors(`${QUERY_BUILDERS}|transaction`, 'Routes hold no SQL or transactions: call a service.'),
      ],
    },
  },
  {
    // One writing repository per table: every change to a person or a company goes through its
    // owner, so a rule about them (what a change must also do) has one place. Reads stay free.
    // The seed's bulk load and the reminder job's claim (which stamps its own columns in the
    // statement that locks the people it takes) are the two exceptions.
    files: ['src/server/**/*.repository.ts'],
    ignores: [
      'src/server/identity/users.repository.ts',
      'src/server/identity/companies.repository.ts',
      'src/server/reminders/reminders.repository.ts',
      'src/server/cli/seed/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(updateTable|insertInto|replaceInto|deleteFrom|mergeInto)$/][arguments.0.value=/^(${OWNED_TABLES})( as \\w+)?$/]`,
          message: ONE_WRITER,
        },
        {
          selector: `TemplateElement[value.raw=/\\b(update|insert\\s+into|delete\\s+from|merge\\s+into)\\s+(${OWNED_TABLES})\\b/i]`,
          message: ONE_WRITER,
        },
      ],
    },
  },
  {
    files: ['src/server/cli/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
