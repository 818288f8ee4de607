import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@shared': here('./shared'),
  '@client': here('./client'),
  '@server': here('./server'),
  '@mock': here('./mock-api'),
};

/**
 * Two builds from one config: `vite build` makes the browser bundle (dist/client, with a
 * manifest the server reads), `vite build --ssr` makes the Node bundle (dist/server): the
 * Fastify server, the React renderer and the standalone mock API, with node_modules external.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: { alias: aliases },
  publicDir: here('./client/public'),
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rollupOptions: {
          input: {
            main: here('./server/main.ts'),
            'entry-server': here('./client/entry-server.tsx'),
            'mock-api': here('./mock-api/main.ts'),
          },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the whole site: linked in the head of every page, so lazy routes never flash unstyled.
        cssCodeSplit: false,
        target: 'es2022',
        sourcemap: false,
        rollupOptions: { input: here('./client/entry-client.tsx') },
      },
  ssr: { noExternal: [] },
}));
