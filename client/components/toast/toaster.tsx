import { useEffect, useSyncExternalStore } from 'react';
import { whenIdleAfterLoad } from '@client/lib/idle-after-load';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { toastStore, type Toast, type ToastPlacement } from './toast-store';

const loadToastList = () => import('./toast-list');

const EMPTY: { toasts: Toast[]; placement: ToastPlacement } = { toasts: [], placement: 'top' };
// Toasts are browser state: the server (and hydration) always render none.
const serverSnapshot = () => EMPTY;

/**
 * The toast area of the root layout (spec §2/§4): top-right, 320 px wide, each toast closing after
 * its timeout with a progress bar that pauses on hover; nothing at all in the DOM while empty. The
 * list's code (Radix toast) is fetched once the page has loaded and the browser is idle, or by the
 * first toast, whichever comes first; no Suspense, so no timer stands between a toast and its display.
 */
export function Toaster() {
  const { toasts, placement } = useSyncExternalStore(toastStore.subscribe, toastStore.get, serverSnapshot);
  const wanted = toasts.length > 0;
  const module = useLoadedModule(loadToastList, wanted);
  useEffect(() => whenIdleAfterLoad(() => void loadToastList().catch(() => undefined)), []);
  if (!wanted || !module) return null;
  return <module.ToastList toasts={toasts} placement={placement} />;
}
