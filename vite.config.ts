import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { clientEndpointView } from './scripts/client-endpoint-view.ts';
import { projectRouteTablePages } from './scripts/route-table-pages.ts';
import { sharedStylesGroup } from './scripts/style-chunk-groups.ts';

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
 * Fastify server and the React renderer, with node_modules external. The mock API builds
 * itself (mock-api/vite.config.ts): the site's build holds none of it.
 */
/**
 * react-router's package exports always resolve to its development build (warnings, extra
 * checks); production bundles — browser and server — use the production build instead.
 */
const productionAliases = [{ find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') }];

export default defineConfig(({ isSsrBuild, command }) => ({
  // React's own JSX runtime, not Emotion's: Emotion only renders the design tokens' stylesheet, in a
  // script (scripts/write-design-tokens.ts). Explicit, or tsconfig's setting applies.
  // The browser build gets the API contract without its zod schemas (scripts/client-endpoint-view.ts).
  plugins: [react({ jsxImportSource: 'react' }), clientEndpointView()],
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? productionAliases : []),
    ],
  },
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
          },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: `${distDir}/client`,
        emptyOutDir: true,
        manifest: true,
        // CSS per chunk: a page links the entry's CSS and its own route's (server/render/route-assets.ts);
        // a later route's CSS is loaded by Vite's preload helper before its module resolves, so no flash.
        cssCodeSplit: true,
        // The server module-preloads a page's own chunks (route-assets.ts) and the chunk groups below
        // keep client navigations to one level of imports, so the per-import dependency lists (a few
        // KB in the entry) only need the CSS, which Vite's helper still loads.
        modulePreload: false,
        target: 'es2022',
        sourcemap: false,
        rollupOptions: {
          input: here('./client/entry-client.tsx'),
          output: {
            // Shared chunks are named after every route that uses them; the hash alone is enough.
            chunkFileNames: (chunk) => (chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
            assetFileNames: (asset) =>
              asset.names.some((name) => name.startsWith('shared')) ? 'assets/shared-[hash][extname]' : 'assets/[name]-[hash][extname]',
            // Fewer, larger files on a first load (each file costs a request and its own gzip window):
            // everything the entry needs statically in one chunk; modules shared by routes grouped by
            // the set of routes using them, small groups merged into a neighbour.
            codeSplitting: {
              groups: [
                { name: 'framework', tags: ['$initial'], priority: 2 },
                // Shared CSS (and its class maps) by the set of pages that use it, so a page loads only its rules;
                // groups under 2 KB of class maps merged into the nearest, since each is a render-blocking request
                // (unmerged, home had 10 files and a 0.15–0.5 s later first paint in Lighthouse), except where pages
                // would load over 8 KB of class maps they do not use, all together (scripts/style-chunk-groups.ts).
                sharedStylesGroup(here('.'), projectRouteTablePages(here('.'))),
                // Shared groups are not merged into neighbours: at 2 KB (and 6 KB before it) a page loaded the
                // code of others — with the community and profile pages every placeholder page carried
                // 4.5 KB of course cards and feed code. A few more small files on home (+0.5 KB) buys −4 KB on most pages.
                // The enumerations (shared/enums/) are grouped like any shared module: one chunk of all of them,
                // which 61 pages loaded for one or two enumerations each, was ~3 KB of every such first load.
                {
                  name: 'shared',
                  test: /[\\/](client|shared)[\\/]/,
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 0,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  // Bundled into the server build so the production alias above applies there too.
  ssr: { noExternal: ['react-router'] },
}));
