import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../paths';
import type { Renderer, RendererModule } from './renderer';

/** React Refresh needs this preamble before any component module runs (what transformIndexHtml would add). */
const refreshPreamble = (nonce: string) =>
  `<script type="module" nonce="${nonce}">import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(type)=>type;window.__vite_plugin_react_preamble_installed__=true</script>`;

/** `npm run dev`: Vite in middleware mode (HMR over the Fastify server), entry-server loaded through Vite. */
export async function devRenderer(app: FastifyInstance): Promise<Renderer & { devHead: (nonce: string) => string }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: projectRoot,
    configFile: `${projectRoot}/vite.config.ts`,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register((await import('@fastify/middie')).default);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return {
    buildId: 'dev',
    assets: { entry: '/client/entry-client.tsx', stylesheets: ['/client/styles/global.css'], modulePreloads: [] },
    devHead: (nonce) => `<script type="module" src="/@vite/client" nonce="${nonce}"></script>${refreshPreamble(nonce)}`,
    load: () => vite.ssrLoadModule('/client/entry-server.tsx') as Promise<RendererModule>,
    fixStack: (error) => vite.ssrFixStacktrace(error),
  };
}
