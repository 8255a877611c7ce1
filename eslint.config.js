import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'src/client/routeTree.gen.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The client sees the server only through the router's type, imported once in lib/api-types.ts;
    // everything else is inferred from it or lives in src/shared (docs/decisions/017).
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server(/|$)',
              message: 'Infer server types from the router (src/client/lib/api-types.ts) or move them to src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/lib/api-types.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+server(/|$)', allowTypeImports: true, message: 'Import types only.' }] },
      ],
    },
  },
  {
    // Command-line entry points talk to a person on stdout.
    files: ['scripts/**', 'src/server/cli/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
