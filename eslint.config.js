import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
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
  // Layers (README, "Where things live"): content/ and contract/ lie below app/, console/ and server/;
  // the server and the code bundled for the browser never import each other.
  {
    // The site is bundled for the browser: it must never reach into the server.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message:
                "app/ gets server data as its pages' locals or from the API, never by importing server/.",
            },
          ],
        },
      ],
    },
  },
  {
    // The console runs in the browser alone: everything it knows comes from the console's API.
    files: ['console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message:
                'console/ reads and changes everything through the console API (console/api.ts), never by importing server/; the types of what it answers are in contract/.',
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
              group: ['**/app/**', '**/console/**'],
              message:
                'server/ never imports the website (app/) or the console (console/): what both read (words, facts, paths, image sizes) belongs in content/, types and schemas in contract/.',
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
              group: ['**/app/**', '**/console/**', '**/server/**', '**/scripts/**'],
              message:
                'content/ and contract/ are the bottom layers that app/, console/, server/ and scripts/ all read: they import only each other (content/ may use contract/ types).',
            },
          ],
        },
      ],
    },
  },
);
