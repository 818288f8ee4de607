import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true right after (React re-renders with the client
 * snapshot once hydration is done). Lets heavy interactive widgets (Radix menus and dialogs) stay
 * out of the server render — a plain, identical-looking button is rendered until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
