import { useLayoutEffect, useRef } from 'react';

// useLayoutEffect warns on the server; nothing scrolls there anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * A row of tabs that scrolls sideways (phones): brings the current tab (`aria-current`) into the
 * middle of the row when the page opens and whenever `current` changes, so the learner sees where
 * they are (issue 26: the message centre's active tab sat off screen). Only the row scrolls, never
 * the page; a row that fits is left alone.
 */
export function useActiveTabInView<T extends HTMLElement>(current: unknown) {
  const rowRef = useRef<T>(null);
  useBrowserLayoutEffect(() => {
    const row = rowRef.current;
    const active = row?.querySelector<HTMLElement>('[aria-current]:not([aria-current="false"])');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const activeBox = active.getBoundingClientRect();
    const offset = activeBox.left + activeBox.width / 2 - (rowBox.left + rowBox.width / 2);
    row.scrollLeft = Math.max(0, Math.min(row.scrollWidth - row.clientWidth, row.scrollLeft + offset));
  }, [current]);
  return rowRef;
}
