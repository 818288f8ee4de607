import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { Banner } from '@shared/schemas/home';
import { ChevronLeftIcon, ChevronRightIcon, iconHtml } from '@client/components/icons';
import { HtmlBlock } from '@client/components/html-block';
import { html } from '@client/components/html';
import styles from './hero-carousel.module.css';

export const AUTO_ADVANCE_MS = 5000;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The slides: static markup (one chunk on the server); the first image loads eagerly for LCP. */
function slidesHtml(banners: readonly Banner[]) {
  const count = banners.length;
  return html`${banners.map(
    (banner, index) =>
      html`<div id="hero-slide-${index + 1}" class="${styles.slide}" role="group" aria-roledescription="幻灯片" aria-label="${index + 1} / ${count}"><img class="${styles.image}" src="${banner.image}" alt="" width="1200" height="360" ${
        index === 0 ? html`loading="eager" fetchpriority="high"` : html`loading="lazy" decoding="async"`
      }><div class="${styles.content}"><p class="${styles.title}">${banner.title}</p><p class="${styles.subtitle}">${banner.subtitle}</p><a href="${banner.link}" class="${styles.cta}">立即查看${iconHtml('arrowRight', 16)}</a></div></div>`,
  )}`;
}

/**
 * Banner carousel on CSS scroll-snap: swipe/scroll works with no JavaScript at all, and the dots are
 * in-page links. With JS the dots and arrows scroll the track, the active dot follows the scroll,
 * and slides advance every 5 s unless the visitor prefers reduced motion, hovers or focuses it.
 */
export function HeroCarousel({ banners }: { banners: readonly Banner[] }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [held, setHeld] = useState(false);
  const count = banners.length;
  const slides = useMemo(() => slidesHtml(banners), [banners]);

  const go = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const target = ((index % count) + count) % count;
      track.scrollTo({ left: target * track.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    [count],
  );

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(Math.round(track.scrollLeft / Math.max(1, track.clientWidth))));
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (held || count < 2 || reducedMotion()) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) go(active + 1);
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [held, active, count, go]);

  const onDot = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    event.preventDefault();
    go(index);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="轮播"
      aria-label="精选推荐"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <HtmlBlock ref={trackRef} className={styles.track} markup={slides} />
      {count > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="上一张" onClick={() => go(active - 1)}>
            <ChevronLeftIcon size={20} />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="下一张" onClick={() => go(active + 1)}>
            <ChevronRightIcon size={20} />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <a
                key={banner.id}
                href={`#hero-slide-${index + 1}`}
                className={styles.dot}
                aria-label={`第 ${index + 1} 张：${banner.title}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={(event) => onDot(event, index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
