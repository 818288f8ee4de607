import { useCallback, useSyncExternalStore } from 'react';

/** Phones (the layout's breakpoint): what a phone cannot do, like scanning its own screen, is left out there. */
export const PHONE_QUERY = '(max-width: 640px)';

/** Whether a media query matches, following its changes; false on the server and before hydration. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
