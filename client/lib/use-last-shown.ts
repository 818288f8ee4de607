import { useRef } from 'react';

/**
 * `value`, or while it is missing the last value shown for the same `key`: a page whose cache
 * entry moves (another viewer after a sign-in or sign-out) keeps its content until the reload
 * answers, instead of flashing empty.
 */
export function useLastShown<T>(key: unknown, value: T | undefined): T | undefined {
  const last = useRef<{ key: unknown; value: T } | null>(null);
  if (value !== undefined) {
    last.current = { key, value };
    return value;
  }
  const shown = last.current;
  return shown && shown.key === key ? shown.value : undefined;
}
