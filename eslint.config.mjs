// ESLint over the whole tree (npm test's lint stage): typescript-eslint's recommended rules, without type
// information so the stage stays fast; formatting is Prettier's business (eslint-config-prettier turns
// ESLint's layout rules off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '.data/',
      '.nx/',
      'coverage/',
      'test-results/',
      'proto-schemas/gen/',
      'frontends/*/src/gql/',
      'services/*/src/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names are errors, except the ones a signature or a destructuring must name (`_req`, `...rest`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // TypeORM and NestJS type entities, migrations and guards' handlers as `Function`.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      // The input guards match control characters on purpose: to refuse or strip them.
      'no-control-regex': 'off',
      // Lazy `require()` is deliberate where it appears: optional modules (S3, multer) and data read at run time.
      '@typescript-eslint/no-require-imports': 'off',
      // The subgraphs' generated server types exist only after the build (services/codegen.ts): types only,
      // never a value import, which swc would keep for run time (ADR 0032).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/generated/graphql'], allowTypeImports: true, message: 'Import the generated server types with `import type`.' }] },
      ],
    },
  },
  {
    files: ['frontends/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // exhaustive-deps stays off for now: the list pages reset their paging on purpose when only the filters
    // change (16 such effects); each needs a look before the rule can hold.
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  {
    // Tests read loosely typed answers (GraphQL JSON, mocks): `any` is the honest type there.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/*.e2e-spec.ts', 'e2e/**/*.ts', '**/testing/**/*.ts', '**/*-test-app.ts'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
