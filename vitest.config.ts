import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config.ts';

export default defineConfig({
  // React's own JSX runtime, not Emotion's: Emotion runs only on the server, once, for the design tokens'
  // <style> (client/app/design-tokens.server.tsx). Explicit, or tsconfig's setting applies.
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
        // Servers, the mock, builds and deployments: each file in a process of its own.
        extends: true,
        test: {
          name: 'isolated',
          include: ['{server,mock-api,scripts,deploy}/**/*.test.{ts,tsx}'],
          // Page-rendering tests use the production build: build it first when the sources changed.
          globalSetup: ['server/test-support/global-setup.ts'],
        },
      },
    ],
  },
});
