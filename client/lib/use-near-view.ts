import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (once true, it stays true): for a
 * section whose code and data are fetched only when a reader gets near it. True at once where
 * IntersectionObserver is missing.
 */
export function useNearView<T extends Element>(margin = '400px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
