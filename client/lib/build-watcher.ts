import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_GUARD_KEY = 'skill_last_reload';

export interface BuildManifest {
  id: string;
  timestamp: number;
  /** Paths rendered at build time; their data is in `{path}/_payload.json`. */
  prerendered: string[];
}

let manifest: BuildManifest | null = null;

/** Prerendered paths of the running build, once its manifest has loaded. */
export const isPrerendered = (pathname: string) => manifest?.prerendered.includes(pathname.replace(/\/+$/, '') || '/') ?? false;

async function fetchJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? ((await response.json()) as T) : null;
  } catch (error) {
    // Spec §8: failing to load a manifest or payload is only logged.
    console.warn(`[build] ${url} 加载失败`, error);
    return null;
  }
}

/** A forced reload at most once per 10 s, so a bad deploy cannot put the tab in a reload loop. */
function reloadGuarded(href: string): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  window.location.assign(href);
  return true;
}

/**
 * Loads this build's manifest and polls builds/latest.json; when a newer build is live the next
 * client-side navigation becomes a full page load, so the visitor picks up the new assets.
 */
export function startBuildWatcher(router: Router, buildId: string): void {
  // The development server has no build manifests; Vite's HMR does this job there.
  if (buildId === 'dev') return;
  let stale = false;
  void fetchJson<BuildManifest>(`/builds/meta/${encodeURIComponent(buildId)}.json`).then((loaded) => {
    manifest = loaded;
  });
  const poll = async () => {
    const latest = await fetchJson<{ id: string }>('/builds/latest.json');
    if (latest && latest.id !== buildId) stale = true;
  };
  setInterval(poll, BUILD_POLL_INTERVAL_MS);
  router.subscribe((state) => {
    if (stale && state.navigation.state === 'loading' && state.navigation.location) {
      const { pathname, search, hash } = state.navigation.location;
      reloadGuarded(pathname + search + hash);
    }
  });
}

/** Data of a prerendered page: the dehydrated queries its loaders would otherwise fetch. */
export async function loadPayload(pathname: string): Promise<unknown | null> {
  const base = pathname.replace(/\/+$/, '');
  return fetchJson(`${base}/_payload.json`);
}
