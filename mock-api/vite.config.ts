import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The mock's own Node build (`npm run build` at the root builds it after the site): mock-api/dist/main.js,
 * started by `npm start`, the tests and the compose file's mock service. MOCK_DIST_DIR moves it.
 */
export default defineConfig({
  root: here('.'),
  resolve: { alias: { '@shared': here('../shared'), '@mock': here('.') } },
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: process.env.MOCK_DIST_DIR ?? here('./dist'),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: { main: here('./main.ts') },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
