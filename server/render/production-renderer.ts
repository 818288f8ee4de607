import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientDist, serverDist } from '../paths';
import type { Renderer, RendererModule } from './renderer';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** Reads the Vite client manifest once at start: the entry script, its CSS and its static imports. */
export function productionRenderer(): Renderer {
  const manifestPath = join(clientDist, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    throw new Error(`No production build at ${clientDist}: run "npm run build" (or "npm start", which builds when needed).`);
  }
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('client manifest has no entry');
  const css = new Set<string>(entry.css ?? []);
  for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.css')) css.add(chunk.file);
  const preloads = (entry.imports ?? []).map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file));
  const latest = JSON.parse(readFileSync(join(clientDist, 'builds', 'latest.json'), 'utf8')) as { id: string };

  let module: Promise<RendererModule> | undefined;
  return {
    buildId: latest.id,
    assets: {
      entry: `/${entry.file}`,
      stylesheets: [...css].map((file) => `/${file}`),
      modulePreloads: preloads.map((file) => `/${file}`),
    },
    load: () => (module ??= import(pathToFileURL(join(serverDist, 'entry-server.js')).href) as Promise<RendererModule>),
  };
}
