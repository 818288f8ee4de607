import { useCallback, useState } from 'react';
import { useLoadedModule } from '@client/lib/use-loaded-module';

export interface OnDemand<T> {
  /** The module once the visitor asked for the widget (and its code arrived). */
  loaded: T | undefined;
  /** Props for the stand-in button: pointing at it, focusing or touching it starts the download; a click mounts the widget, open. */
  triggerProps: {
    onPointerEnter: () => void;
    onFocus: () => void;
    onTouchStart: () => void;
    onClick: () => void;
  };
}

/**
 * A widget (a Radix menu or drawer) whose code stays out of the first load: a plain, identical-looking
 * button stands in for its trigger — on the server, through hydration and after — until the first
 * click, which mounts the real widget already open. A failed download leaves the stand-in, and the
 * next click tries again.
 */
export function useOnDemand<T>(load: () => Promise<T>): OnDemand<T> {
  const [clicks, setClicks] = useState(0);
  const loaded = useLoadedModule(load, clicks);
  const warm = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  const open = useCallback(() => setClicks((count) => count + 1), []);
  return { loaded, triggerProps: { onPointerEnter: warm, onFocus: warm, onTouchStart: warm, onClick: open } };
}
