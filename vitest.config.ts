import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config.ts';

export default defineConfig({
  // React's own JSX runtime, not Emotion's: Emotion runs only on the server, once, for the design tokens'
  // <style> (client/app/design-tokens.server.tsx). Explicit, or tsconfig's setting applies.
  plugins: [react({ jsxImportSource: 'react' })],
  resolve: { alias: aliases },
  test: {
    include: ['{shared,server,client,mock-api,scripts,deploy}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // A stray .only fails the run (locally too) instead of quietly skipping every other test.
    allowOnly: false,
    // Page-rendering tests use the production build: build it first when the sources changed.
    globalSetup: ['server/test-support/global-setup.ts'],
  },
});
