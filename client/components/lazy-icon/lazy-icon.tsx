import { useEffect, useRef, useState } from 'react';
import { loadIconUrl, type IconName } from './fetch-icon';
import styles from './lazy-icon.module.css';

type IconState = 'idle' | 'loading' | 'loaded' | 'fallback';

interface LazyIconProps {
  name: IconName;
  /** Rendered size in px (square). */
  size?: number;
  className?: string;
}

/** How far below the fold an icon starts loading. */
const ROOT_MARGIN = '200px 0px';

/**
 * A decorative icon (benefit, function, why sections), fetched from /icons/{name}.svg only once it
 * is near the viewport. Until then, and for good when the file is missing or slower than 1500 ms,
 * a neutral placeholder shape of the same size holds its place. Always aria-hidden.
 */
export function LazyIcon({ name, size = 48, className }: LazyIconProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<IconState>('idle');
  const [src, setSrc] = useState<string>();

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let active = true;
    const start = () => {
      setState('loading');
      loadIconUrl(name).then(
        (url) => {
          if (!active) return;
          setSrc(url);
          setState('loaded');
        },
        () => active && setState('fallback'),
      );
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [name]);

  return (
    <span
      ref={holder}
      className={`${styles.icon} ${styles[`s${size}`] ?? ''} ${className ?? ''}`}
      data-icon={name}
      data-state={state}
      aria-hidden="true"
    >
      {state === 'loaded' && src ? (
        <img src={src} alt="" width={size} height={size} className={styles.image} draggable={false} />
      ) : (
        <span className={styles.placeholder} />
      )}
    </span>
  );
}
