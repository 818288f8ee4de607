import { useEffect, useState } from 'react';

/**
 * A module kept out of the first load, fetched the first time `wanted` is truthy (a new truthy
 * value, such as a click count, tries again after a failed download). Undefined until it has
 * arrived, `initial` when it is already there; kept once loaded. No Suspense: nothing waits on a timer.
 */
export function useLoadedModule<T>(load: () => Promise<T>, wanted: boolean | number, initial?: T): T | undefined {
  const [module, setModule] = useState<T | undefined>(initial);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    load().then(
      (loaded) => current && setModule(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, wanted, module]);
  return module;
}
