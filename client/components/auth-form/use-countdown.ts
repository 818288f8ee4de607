import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown ticking every `tickMs` (spec §9: SMS resend, 60 s, 1000 ms). */
export function useCountdown(tickMs = 1000) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((current) => Math.max(0, current - 1)), tickMs);
    return () => clearTimeout(timer);
  }, [left, tickMs]);
  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return { left, running: left > 0, start };
}
