let hydrated = false;
const awaitingHydration: (() => void)[] = [];

/** Called once the app has hydrated (the root's first effect, client/app/app-chrome.tsx). */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const resume of awaitingHydration.splice(0)) resume();
}

/**
 * Runs `task` once the page has loaded, the app has hydrated and the browser is idle: for fetching
 * what a first paint does not need (modal and menu code, route prefetches) without competing with
 * the page's own scripts and its hydration. Returns a cancel function.
 */
export function whenIdleAfterLoad(task: () => void, { timeout = 3000 } = {}): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => task(), { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const timer = setTimeout(task, 1500);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  const afterLoad = () => (hydrated ? schedule() : awaitingHydration.push(schedule));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    cancelIdle?.();
  };
}

/** Resolves in the browser's next idle period: lets background work (a prefetch) go step by step between the page's own tasks. */
export function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}
