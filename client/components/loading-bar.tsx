import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 2000;

/**
 * Navigation progress (spec §9): appears only when a navigation outlasts the 200 ms throttle,
 * creeps towards 100 % over 2000 ms, and finishes quickly when the navigation settles.
 */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle';
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const startedAt = useRef(0);

  useEffect(() => {
    if (!busy) {
      if (!visible) return;
      setProgress(100);
      const hide = setTimeout(() => {
        setVisible(false);
        setProgress(0);
      }, 300);
      return () => clearTimeout(hide);
    }
    let frame = 0;
    const throttle = setTimeout(() => {
      setVisible(true);
      startedAt.current = performance.now();
      const tick = () => {
        const elapsed = performance.now() - startedAt.current;
        // Eases towards 90 % over the duration, never "finishing" before the navigation does.
        setProgress(Math.min(90, (elapsed / LOADING_DURATION_MS) * 90));
        frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }, LOADING_THROTTLE_MS);
    return () => {
      clearTimeout(throttle);
      cancelAnimationFrame(frame);
    };
  }, [busy, visible]);

  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label="页面加载中"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-visible={visible}
      style={{ transform: `scaleX(${progress / 100})`, opacity: visible ? 1 : 0 }}
    />
  );
}
