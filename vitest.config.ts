import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config.ts';

/**
 * Test files that change what every later file in the same process would see: a module replaced with
 * vi.mock (it must be the first import of that module in the process), process-wide listeners, a
 * spy on a built-in prototype, fake timers. Each runs in a process of its own; every other file shares
 * its worker's process and module cache (docs/decisions/021-test-suite.md has the figures).
 */
const OWN_PROCESS = [
  'mock-api/declared-routes.test.ts', // vi.mock('fastify')
  'mock-api/live/live-room.test.ts', // fake timers
  'server/resilience/fuzz.test.ts', // process.on('unhandledRejection' | 'uncaughtException')
  'server/bot-detection.test.ts', // a spy on RegExp.prototype.test
  'deploy/**/*.test.ts', // the image's stage, nginx and redis: processes of their own anyway
];

export default defineConfig({
  // React's own JSX runtime, not Emotion's (Emotion only writes the design tokens' stylesheet, at
  // build time). Explicit, or tsconfig's setting applies.
  plugins: [react({ jsxImportSource: 'react' })],
  resolve: { alias: aliases },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // A stray .only fails the run (locally too) instead of quietly skipping every other test.
    allowOnly: false,
    projects: [
      {
        // Pure units (no server, no build, no process listeners; globals they stub are unstubbed after
        // each test): one process runs them all, instead of a fresh one per file, which cost more than
        // their tests (shared/ 6.4 → 2.3 CPU s, client/ 18.7 → 5.8).
        extends: true,
        test: { name: 'units', include: ['{shared,client}/**/*.test.{ts,tsx}'], isolate: false },
      },
      {
        // Servers, the mock and the build scripts, each test building its own app: a worker's files
        // share its process, so fastify, the renderer and the mock's modules load once per worker, not
        // once per file (that loading was more than half the time of these folders).
        extends: true,
        test: {
          name: 'services',
          include: ['{server,mock-api,scripts}/**/*.test.{ts,tsx}'],
          exclude: OWN_PROCESS,
          isolate: false,
          // Page-rendering tests use the production build: build it first when the sources changed.
          globalSetup: ['server/test-support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: OWN_PROCESS,
          globalSetup: ['server/test-support/global-setup.ts'],
        },
      },
    ],
  },
});
