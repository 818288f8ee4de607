import type { createBrowserRouter } from 'react-router';
import { fetchJson } from './build-manifest';

type Router = ReturnType<typeof createBrowserRouter>;

export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_GUARD_KEY = 'skill_last_reload';

/** A forced reload at most once per 10 s, so a bad deploy cannot put the tab in a reload loop. */
function reloadGuarded(href: string): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  window.location.assign(href);
  return true;
}

/**
 * Polls builds/latest.json; when a newer build is live the next client-side navigation becomes a
 * full page load, so the visitor picks up the new assets. Its first poll is minutes away, so the
 * entry loads this module once the page is idle (client/entry-client.tsx), not with the first load.
 */
export function startBuildWatcher(router: Router, buildId: string): void {
  // The development server has no build manifests; Vite's HMR does this job there.
  if (buildId === 'dev') return;
  let stale = false;
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
