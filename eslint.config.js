// Lint: import order, type-only imports, and the room rules of the house plan (README, "Architecture") that
// an import can break. tests/unit/house/rooms.test.ts keeps the rules no single import shows (loops, reach).
import js from '@eslint/js';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a folder may not make: `no-restricted-imports` patterns, gitignore style. */
const forbid = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
const worker = {
  group: ['**/worker/**', '!**/worker/pages'],
  message: 'The browser side reaches the worker only through worker/pages.ts (pages) or the API.',
};

const browserSide = {
  group: ['**/islands/**', '**/client/**', 'react', 'react-dom'],
  message: 'The worker imports only the contract of src/.',
};
/** Into another concern's folder only as far as its face: `../companies`, never `../companies/store`. */
const faceOnly = (depth) => ({
  regex: depth === 0 ? '^\\./[^/]+/' : `^(\\.\\./){${depth}}[^./][^/]*/`,
  message:
    'A worker concern reaches another only through its face, the folder itself (companies, not companies/store).',
});
const pureEngine = {
  group: ['hono', 'hono/*', 'cloudflare:*', '**/env'],
  message: 'The matching engine is pure: no I/O and no other concern.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.wrangler/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/out/',
      'bench/results/',
      'src/client/api/api-types.gen.ts',
      'worker-configuration.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'off',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Text cleaning strips control characters on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['tests/**'],
    // Tests read untyped JSON answers; Playwright fixtures with no dependencies destructure nothing.
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
  // The contract is imported by both sides: it imports nothing of the project and no runtime of either side.
  forbid(
    ['src/contract/**'],
    [
      {
        group: ['**/worker/**', '**/islands/**', '**/client/**', '**/layouts/**', '**/pages/**'],
        message: 'The contract imports nothing of the project.',
      },
      {
        group: ['react', 'react-dom', 'hono', 'hono/*', 'nanostores'],
        message: 'The contract has no runtime of either side.',
      },
    ],
  ),
  forbid(['src/pages/**', 'src/layouts/**', 'src/components/**'], [worker]),
  forbid(['src/islands/**'], [worker]),
  // React hooks live beside the islands; src/client is plain browser code.
  forbid(
    ['src/client/**'],
    [
      worker,
      {
        group: ['react', 'react-dom', '@nanostores/react'],
        message: 'src/client imports no React: hooks live in src/islands/hooks.',
      },
    ],
  ),
  // The design system calls no API: of src/client it uses only browser/ (tests/unit/house/rooms.test.ts).
  forbid(
    ['src/islands/ui/**'],
    [worker, { group: ['**/client/api/**', '**/client/session/**'], message: 'The design system calls no API.' }],
  ),
  // The worker never imports the browser side, and a concern reaches another only through its face. A file `depth`
  // folders inside worker/ leaves its concern with `depth` times `../`; the composition root (worker/*.ts) with `./`.
  // One block per depth, as a later block's no-restricted-imports replaces an earlier one's.
  ...[0, 1, 2, 3, 4].map((depth) => forbid([`worker/${'*/'.repeat(depth)}*.ts`], [browserSide, faceOnly(depth)])),
  // The entry exports the Durable Object class from its own file (worker/index.ts says why).
  forbid(['worker/index.ts'], [browserSide, { ...faceOnly(0), regex: '^\\./(?!messaging/room$)[^/]+/' }]),
  // The engine is pure: no I/O, no other concern, not even its face; it reads the contract only.
  ...[1, 2, 3, 4].map((depth) =>
    forbid(
      [`worker/ats/${'*/'.repeat(depth - 1)}*.ts`],
      [browserSide, pureEngine, { regex: `^(\\.\\./){${depth}}(?!\\.\\./src/contract)`, message: pureEngine.message }],
    ),
  ),
);
