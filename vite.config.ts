import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Output folder; SKILL_DIST_DIR lets tests and parallel builds keep their own. */
const distDir = process.env.SKILL_DIST_DIR ?? 'dist';

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
/**
 * react-router's package exports always resolve to its development build (warnings, extra
 * checks); production bundles — browser and server — use the production build instead.
 */
const productionAliases = [{ find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') }];

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: { alias: [...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })), ...(command === 'build' ? productionAliases : [])] },
  publicDir: here('./client/public'),
  // Short hashed class names in builds (they are repeated in every page's HTML); readable ones in dev.
  css: { modules: { generateScopedName: command === 'build' ? '_[hash:base64:6]' : '[name]__[local]' } },
  build: isSsrBuild
    ? {
        outDir: `${distDir}/server`,
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
        outDir: `${distDir}/client`,
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the whole site: linked in the head of every page, so lazy routes never flash unstyled.
        cssCodeSplit: false,
        target: 'es2022',
        sourcemap: false,
        rollupOptions: { input: here('./client/entry-client.tsx') },
      },
  // Bundled into the server build so the production alias above applies there too.
  ssr: { noExternal: ['react-router'] },
}));
