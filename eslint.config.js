// ESLint for the whole repository: `npm run lint`. Why each choice: docs/decisions/010-lint-and-boundaries.md.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import fileConventions from './eslint/file-conventions.js';

const features = readdirSync(new URL('./client/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ENTRIES = ['./client/entry-client.tsx', './client/entry-server.tsx'];

/**
 * The import zones: shared → features → app. `target` files may not import from `from` (paths from
 * the repository root; `except` relative to `from`). Imports are resolved (aliases included) before
 * they are matched, so `@client/…` and `../…` are held to the same rule.
 */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const sharedZones = [
  zone(
    './shared',
    ['./client', './server', './mock-api', './scripts', './e2e', './deploy'],
    'shared/ is used by every side: it imports only shared/.',
  ),
  zone(
    './mock-api',
    ['./client', './server', './scripts', './e2e', './deploy'],
    'The mock API stands in for the real one: it imports only shared/ and mock-api/.',
  ),
  zone(
    ['./client/lib', './client/components'],
    ['./client/features', './client/routes', './client/layouts', './client/app', ...ENTRIES],
    'client/lib and client/components are what features share: they import no feature, route, layout or app module.',
  ),
  zone(
    './client/features',
    ['./client/routes', './client/layouts', './client/app', ...ENTRIES],
    'A feature is used by routes, layouts and the app, never the other way round.',
  ),
  ...features.map((name) =>
    zone(
      `./client/features/${name}`,
      './client/features',
      'A feature imports no other feature: move what two features need to client/lib (logic, hooks) or client/components (UI).',
      [`./${name}`],
    ),
  ),
  zone(
    ['./client/**/!(*.server|*.server.test|entry-server).{ts,tsx}'],
    ['./client/**/*.server.{ts,tsx}'],
    'A *.server.ts module is for the server render only (client/entry-server.tsx and other *.server.ts modules).',
  ),
  zone('./client', ['./server', './scripts', './e2e', './deploy'], 'The browser app imports no server, script, e2e or deploy code.'),
  zone('./server', './client', 'The server renders through client/entry-server.tsx (the renderer) and imports nothing else of client/.', [
    './entry-server.tsx',
  ]),
  zone('./server', './scripts', 'The server imports no build or benchmark script.'),
  zone('./server', ['./e2e', './deploy'], 'The server imports no e2e or deploy code.'),
  zone(
    './server',
    './mock-api',
    'The site reaches the mock API over HTTP only, as any API: it imports none of it (tests: its package entries).',
  ),
  zone(
    './e2e',
    ['./client', './server', './mock-api', './deploy'],
    'Browser tests drive the site from outside: they import shared/ and e2e/ only.',
  ),
  // The JS budget spec checks the build analysis of scripts/js-budget.ts in a real browser: that module is its subject.
  zone('./e2e', './scripts', 'Browser tests import no build script except the JS budget they verify.', ['./js-budget.ts']),
];

/** The browser app's own code may not import the mock; its tests may use its package entries (they start it, as a fixture). */
const clientNotMock = zone('./client', './mock-api', 'The browser app never imports the mock API.');
/**
 * Tests outside the mock use it as a package: `@skill/mock-api` (mock-api/index.ts) and
 * `@skill/mock-api/testing` (mock-api/testing.ts), never its modules.
 */
const MOCK_ENTRIES = ['./index.ts', './testing.ts'];
const mockAsPackage = (target) =>
  zone(target, './mock-api', 'Use the mock API as a package: @skill/mock-api or @skill/mock-api/testing.', MOCK_ENTRIES);

/** Server tests compare pages with the texts the client formats (client/lib/format), and start the mock as a package. */
const serverTestZones = sharedZones.map((entry) =>
  entry.target === './server' && entry.from === './client'
    ? { ...entry, except: ['./entry-server.tsx', './lib/format'] }
    : entry.target === './server' && entry.from === './mock-api'
      ? { ...entry, except: MOCK_ENTRIES }
      : entry,
);
/** The test support's global setup builds the site with the build script (scripts/ensure-build.mjs). */
const serverTestSupportZones = serverTestZones.map((entry) =>
  entry.target === './server' && entry.from === './scripts' ? { ...entry, except: ['./ensure-build.mjs', './ensure-build.d.mts'] } : entry,
);

const basePath = fileURLToPath(new URL('.', import.meta.url));
const restrictedPaths = (zones) => ['error', { zones, basePath }];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist*/',
    'mock-api/dist/',
    '.cache/',
    'test-results/',
    'playwright-report/',
    'screenshots/',
    'bench-results/',
  ]),

  js.configs.recommended,
  // Without type information (not `recommendedTypeChecked`): a type-aware run builds a TypeScript
  // program for the whole repository and takes minutes here; the native tsc 7 (`npm run typecheck`)
  // already checks types in ~10 s. See the decision record.
  tseslint.configs.recommended,

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: false })],
      // no-cycle reads the imported files: without a TypeScript parser for them it found no cycle at all.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...sharedZones, clientNotMock]),
      'import-x/no-cycle': 'error',
      // `{ omitted: _omitted, ...rest }` leaves a field out on purpose; a leading _ marks a name unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Chinese text uses the ideographic space (U+3000, the blank of a 填空 question) on purpose: in
      // comments, strings, templates and regular expressions it is content, not a typo.
      'no-irregular-whitespace': ['error', { skipComments: true, skipStrings: true, skipTemplates: true, skipRegExps: true }],
      // A `let` read by a callback before its one assignment (the callback may run first) stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // An escaped mark (`\u034F`, `\uFE0F`) in a class is visible in the source, so not misleading.
      'no-misleading-character-class': ['error', { allowEscape: true }],
    },
  },
  {
    files: ['{client,shared,server,mock-api,scripts,e2e,deploy,eslint}/**/*.{ts,tsx,js,mjs}'],
    plugins: { conventions: fileConventions },
    rules: { 'conventions/file-name': 'error', 'conventions/feature-components-folder': 'error' },
  },
  {
    files: ['client/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...sharedZones, mockAsPackage('./client')]) },
  },
  {
    files: ['deploy/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...sharedZones, clientNotMock, mockAsPackage('./deploy')]) },
  },
  {
    files: ['server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(serverTestZones) },
  },
  {
    files: ['server/test-support/**'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(serverTestSupportZones) },
  },
  {
    // Tests read parsed JSON answers and assert the shape they expect: `any` there is the point.
    files: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // React: the rules of hooks and effect dependencies. Not v7's React Compiler rules (refs, purity,
  // set-state-in-effect…): this app does not run the compiler, and they flag deliberate patterns.
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['client/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['client/**/*.tsx'],
    rules: {
      // A scrolling region or log is focusable on purpose: keyboard users scroll it (axe's
      // scrollable-region-focusable, which the browser tests run, asks for exactly that).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region', 'log'], allowExpressionValues: true }],
      // A label's text may sit in <span><strong>…</strong></span> (the radio cards): look that deep.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },

  // Globals by where the code runs.
  {
    files: ['client/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['client/**/*.test.{ts,tsx}', 'client/entry-server.tsx', 'client/**/*.server.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['shared/**'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
  },
  {
    files: ['server/**', 'mock-api/**', 'scripts/**', 'deploy/**', 'e2e/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
]);
