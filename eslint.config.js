import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'src/client/routeTree.gen.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Methods declared as properties can be passed around (props, callbacks) without losing `this`.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      // Fastify handlers and interfaces that promise a Promise are async without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // TanStack Router's redirect() and notFound() are thrown by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      'max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
          ignoreComments: false,
        },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Plain JavaScript (scripts, benches, this file) is outside the TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read inject()'s untyped JSON and check its shape with expect(); that any is the point.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(spy.method) and expect(obj.method).toHaveBeenCalled() pass methods unbound on purpose.
      '@typescript-eslint/unbound-method': 'off',
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
