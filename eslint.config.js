import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SHARED =
  'shared/ is plain TypeScript every runtime loads, a phone included: it imports only shared/, and only the types of schemas/.';
const SCHEMAS = 'schemas/ holds the zod schema of every payload: it imports only shared/ and zod.';
const SITE =
  "site/ gets server data as its pages' locals or from the API, never by importing server/.";
const ISLANDS =
  'site/islands/ is what a phone downloads: it imports shared/ and other islands (zod stays on the server), never the pages’ server-side parts.';
const CONSOLE =
  'console/ reads and changes everything through the console API (console/api.ts): the types of what it answers are in schemas/.';
const SERVER =
  'server/ never imports the website or the console: what both read (words, facts, paths, image sizes) belongs in shared/, schemas in schemas/.';
const SCRIPTS = 'scripts/ and bench/ read shared/ and the server, never a page or the console.';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.astro/',
      'public/',
      'test-results/',
      '.tmp/',
      'playwright-report/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  {
    // A circle of imports is a room that cannot be read alone: none, across the whole tree.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.astro'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
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
  // Where code runs, held by the tree (README, "Where things live"). shared/ is the bottom: plain
  // TypeScript every runtime may load, a phone included. schemas/ (zod) sits on it. site/ (pages
  // rendered by Astro; site/islands/ is what a phone runs), console/ (the staff's browser) and server/
  // sit on both and never import one another; scripts/ and bench/ may read the server, never a page.
  {
    files: ['**/*.{ts,tsx,mts,mjs,astro}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('shared', ['site', 'console', 'server', 'scripts', 'bench', 'tests'], SHARED),
            zone('schemas', ['site', 'console', 'server', 'scripts', 'bench', 'tests'], SCHEMAS),
            zone('site', ['server', 'scripts', 'bench', 'tests'], SITE),
            zone(
              [
                'site/components',
                'site/islands',
                'site/layouts',
                'site/lib',
                'site/pages/*.astro',
                'site/pages/blogs',
              ],
              ['console'],
              'Only the console’s shell page (site/pages/admin/) mounts the console.',
            ),
            zone(
              'site/islands',
              ['site/components', 'site/layouts', 'site/lib', 'site/pages'],
              ISLANDS,
            ),
            // The post preview draws a post as its public page does, with the page's own components.
            zone('console', ['server', 'scripts', 'bench', 'tests'], CONSOLE),
            zone('console', ['site'], CONSOLE, ['components/blog']),
            zone('server', ['site', 'console', 'scripts', 'bench', 'tests'], SERVER),
            zone('scripts', ['site', 'console', 'tests'], SCRIPTS),
            zone('bench', ['site', 'console'], SCRIPTS),
          ],
        },
      ],
    },
  },
  // What a phone or any runtime loads keeps zod out: only the types of the schemas (a type leaves
  // nothing in the built file).
  ...withoutZod(['shared/**/*.{ts,tsx}'], SHARED),
  ...withoutZod(['site/islands/**/*.{ts,tsx}'], ISLANDS),
);

/** A zone of import-x/no-restricted-paths: `target` never imports from `from`, but from `except` (within `from`). */
function zone(target, from, message, except = []) {
  return {
    target: [target].flat().map((dir) => `./${dir}`),
    from: from.map((dir) => `./${dir}`),
    message,
    ...(except.length ? { except: except.map((dir) => `./${dir}`) } : {}),
  };
}

function withoutZod(files, message) {
  return [
    {
      files,
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: ['**/schemas/**', 'zod'], message, allowTypeImports: true }] },
        ],
      },
    },
  ];
}
