import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientDist, serverDist } from '../paths';
import type { Renderer, RendererModule } from './renderer';
import { routeAssetResolver, type ClientManifest } from './route-assets';

/** Reads the Vite client manifest once at start: the entry script, its CSS and its static imports. */
export function productionRenderer(): Renderer {
  const manifestPath = join(clientDist, '.vite', 'manifest.json');
  let manifest: ClientManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
  } catch {
    throw new Error(`No production build at ${clientDist}: run "npm run build" (or "npm start", which builds when needed).`);
  }
  const routeAssets = routeAssetResolver(manifest);
  const { entry, stylesheets, modulePreloads } = routeAssets.entry;
  const latest = JSON.parse(readFileSync(join(clientDist, 'builds', 'latest.json'), 'utf8')) as { id: string };

  let module: Promise<RendererModule> | undefined;
  return {
    buildId: latest.id,
    assets: { entry, stylesheets, modulePreloads, forModules: routeAssets.forModules },
    load: () => (module ??= import(pathToFileURL(join(serverDist, 'entry-server.js')).href) as Promise<RendererModule>),
  };
}
