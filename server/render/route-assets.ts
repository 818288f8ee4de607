/** The fields of Vite's client manifest (`.vite/manifest.json`) the server reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type ClientManifest = Record<string, ManifestChunk>;

export interface RouteAssets {
  stylesheets: string[];
  modulePreloads: string[];
}

/**
 * The head links of a page from the client build. CSS is split per chunk, so a page links the
 * entry's stylesheets plus those of the lazy route modules it renders (and of everything they import
 * statically) instead of the whole site's CSS; the same route chunks are module-preloaded, so the
 * browser fetches them alongside the entry instead of after it (the entry imports them only once it
 * runs). Computed once per set of modules: a process renders a few dozen distinct sets.
 */
export function routeAssetResolver(manifest: ClientManifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('client manifest has no entry');

  /** The chunk and everything it imports statically, each once, dependencies first (CSS order). */
  const closure = (keys: readonly string[], seen = new Set<string>()): string[] => {
    const ordered: string[] = [];
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dependency of manifest[key]!.imports ?? []) visit(dependency);
      ordered.push(key);
    };
    keys.forEach(visit);
    return ordered;
  };
  const cssOf = (keys: readonly string[]) => keys.flatMap((key) => manifest[key]!.css ?? []);

  const entryChunks = closure([entryKey]);
  const entryStylesheets = [...new Set(cssOf(entryChunks))].map((file) => `/${file}`);
  const entry = {
    entry: `/${manifest[entryKey]!.file}`,
    stylesheets: entryStylesheets,
    modulePreloads: entryChunks.filter((key) => key !== entryKey).map((key) => `/${manifest[key]!.file}`),
  };

  const memo = new Map<string, RouteAssets>();
  /** Links for a page rendering these lazy modules (manifest ids, `client/routes/home-page.tsx`); unknown ids are skipped. */
  function forModules(modules: readonly string[]): RouteAssets {
    const key = modules.join('\n');
    let assets = memo.get(key);
    if (!assets) {
      const routeChunks = closure(modules, new Set(entryChunks));
      const stylesheets = [...new Set([...entry.stylesheets, ...cssOf(routeChunks).map((file) => `/${file}`)])];
      const modulePreloads = [...entry.modulePreloads, ...routeChunks.map((chunk) => `/${manifest[chunk]!.file}`)];
      assets = { stylesheets, modulePreloads };
      // Bounded by the route table, but never trust that with input-derived keys.
      if (memo.size < 500) memo.set(key, assets);
    }
    return assets;
  }

  return { entry, forModules };
}
