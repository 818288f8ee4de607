import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Client-side navigation for plain `<a href="/…">` anywhere in the app. Lists of cards render
 * ordinary anchors (cheap to server-render, no router hooks per card) and this one handler at
 * the root turns an ordinary left click on a same-origin link into a router navigation.
 * Anything special — modifier keys, target, download, another origin, `data-reload` — is left
 * to the browser. `data-keep-scroll` keeps the scroll position (a list's filters and sorts), on the
 * link or on an element around a group of links (a filter row says it once, not once per link).
 */
export function useLinkDelegation() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest?.('a');
      if (!anchor || !anchor.hasAttribute('href') || anchor.hasAttribute('download') || anchor.hasAttribute('data-reload')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // API files and static assets are not app routes.
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash, { preventScrollReset: anchor.closest('[data-keep-scroll]') !== null });
    },
    [navigate],
  );
}
