/** What the first load needs of the build: which paths are prerendered, and their data (client/app/prerendered-payload.ts). */
export interface BuildManifest {
  id: string;
  timestamp: number;
  /** Paths rendered at build time; their data is in `{path}/_payload.json`. */
  prerendered: string[];
}

let manifest: BuildManifest | null = null;

/** Prerendered paths of the running build, once its manifest has loaded. */
export const isPrerendered = (pathname: string) => manifest?.prerendered.includes(pathname.replace(/\/+$/, '') || '/') ?? false;

export async function fetchJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? ((await response.json()) as T) : null;
  } catch (error) {
    // Spec §8: failing to load a manifest or payload is only logged.
    console.warn(`[build] ${url} 加载失败`, error);
    return null;
  }
}

/** Loads this build's manifest (the development server has none: Vite serves everything there). */
export function loadBuildManifest(buildId: string): void {
  if (buildId === 'dev') return;
  void fetchJson<BuildManifest>(`/builds/meta/${encodeURIComponent(buildId)}.json`).then((loaded) => {
    manifest = loaded;
  });
}

/** Data of a prerendered page: the dehydrated queries its loaders would otherwise fetch. */
export async function loadPayload(pathname: string): Promise<unknown | null> {
  const base = pathname.replace(/\/+$/, '');
  return fetchJson(`${base}/_payload.json`);
}
