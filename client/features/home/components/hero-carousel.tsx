import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { Banner } from '@shared/schemas/home';
import type { PreloadImage } from '@client/lib/route-meta';
import { HtmlBlock } from '@client/components/html-block';
import { html } from '@client/components/html';
import styles from './hero-carousel.module.css';

export const AUTO_ADVANCE_MS = 5000;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where the home page switches from the desktop banners (slot 1) to the phone ones (slot 2). */
export const PHONE_BANNER_QUERY = '(max-width: 767px)';
const DESKTOP_BANNER_QUERY = '(min-width: 768px)';

export type BannerSlotShown = 1 | 2;

/** The banners a phone and a desktop show by screen size (a phone falls back to the desktop ones). */
export function bannersBySlot(banners: readonly Banner[]): { desktop: Banner[]; phone: Banner[] } {
  const desktop = banners.filter((banner) => banner.slot === 1);
  const phone = banners.filter((banner) => banner.slot === 2);
  return { desktop, phone: phone.length > 0 ? phone : desktop };
}

/** The first slide of each carousel is the home page's largest paint: preloaded for the screens that show it. */
export function heroImagePreloads(banners: readonly Banner[]): PreloadImage[] {
  const { desktop, phone } = bannersBySlot(banners);
  return [
    ...(desktop[0] ? [{ href: desktop[0].image, media: DESKTOP_BANNER_QUERY }] : []),
    ...(phone[0] ? [{ href: phone[0].image, media: PHONE_BANNER_QUERY }] : []),
  ];
}

/**
 * The slides: static markup (one chunk on the server); the first image loads eagerly for LCP. Both
 * slots are in the page and CSS shows one; a `<source>` answering the other screen size with an
 * empty image keeps the hidden carousel's art from being downloaded at all.
 */
/** A valid 1×1 transparent GIF: `data:,` alone is logged by Chromium as ERR_INVALID_URL. */
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function slidesHtml(banners: readonly Banner[], slot: BannerSlotShown) {
  const count = banners.length;
  const [width, height] = slot === 2 ? [750, 420] : [1200, 360];
  const blankOn = slot === 2 ? DESKTOP_BANNER_QUERY : PHONE_BANNER_QUERY;
  return html`${banners.map(
    (banner, index) =>
      html`<div id="hero-${slot}-slide-${index + 1}" class="${styles.slide}" role="group" aria-roledescription="幻灯片" aria-label="${index + 1} / ${count}"><picture><source media="${blankOn}" srcset="${BLANK_IMAGE}"><img class="${styles.image}" src="${banner.image}" alt="" width="${width}" height="${height}" ${
        index === 0 ? html`loading="eager" fetchpriority="high"` : html`loading="lazy" decoding="async"`
      }></picture><div class="${styles.content}"><p class="${styles.title}">${banner.title}</p><p class="${styles.subtitle}">${banner.subtitle}</p><a href="${banner.link}" class="${styles.cta}">立即查看</a></div></div>`,
  )}`;
}

/**
 * Banner carousel on CSS scroll-snap: swipe/scroll works with no JavaScript at all, and the dots are
 * in-page links. With JS the dots and arrows scroll the track, the active dot follows the scroll,
 * and slides advance every 5 s unless the visitor prefers reduced motion, hovers or focuses it.
 */
export function HeroCarousel({ banners, slot = 1 }: { banners: readonly Banner[]; slot?: BannerSlotShown }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [held, setHeld] = useState(false);
  const count = banners.length;
  const slides = useMemo(() => slidesHtml(banners, slot), [banners, slot]);

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
      // The other screen size's carousel is display:none (no width): it stays still.
      if (!document.hidden && trackRef.current?.clientWidth) go(active + 1);
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
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="上一张" onClick={() => go(active - 1)} />
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="下一张" onClick={() => go(active + 1)} />
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <a
                key={banner.id}
                href={`#hero-${slot}-slide-${index + 1}`}
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
