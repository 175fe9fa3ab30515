import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.react-router/',
      '.astro/',
      'public/',
      'test-results/',
      'playwright-report/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Layers (README, "Where things live"): content/ and contract/ lie below app/ and server/, which never import each other.
  {
    // The app is bundled for the browser: it must never reach into the server.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'app/ gets server data through loaders, never by importing server/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.{ts,mts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**'],
              message:
                'server/ never imports the website (app/): what both read (words, facts, paths, image sizes) belongs in content/, types and schemas in contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['content/**/*.ts', 'contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/server/**', '**/scripts/**'],
              message:
                'content/ and contract/ are the bottom layers that app/, server/ and scripts/ all read: they import only each other (content/ may use contract/ types).',
            },
          ],
        },
      ],
    },
  },
);
