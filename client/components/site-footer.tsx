import { use, useState } from 'react';
import { siteLegalMarker } from '@shared/lib/site-legal';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { SiteLegalContext } from './site-legal-context';
import { HtmlBlock } from './html-block';
import { useHydrated } from './use-hydrated';
import styles from './site-footer.module.css';

// The footer's content is static markup and below every page's fold: the server renders it, hydration
// keeps that markup as it stands (an element with dangerouslySetInnerHTML is left as is), so its code
// (links, copy, the filing line) is not first-load JavaScript. It loads only where the footer mounts
// without server markup: after a client navigation from a page without it (the player's layout).
// (ServerMarkupBlock's logic, inline: every page has a footer, and that component as a chunk of its own cost them 0.3 KB.)
const loadFooterMarkup = () => import('./site-footer-markup');
const serverFooterMarkup = import.meta.env.SSR ? await loadFooterMarkup() : undefined;
const SERVER_MARKUP = { __html: '' };

/** Site footer: brand and slogan, 关于我们 / 帮助 / 合作 columns, the copyright and the filing numbers. */
export function SiteFooter() {
  const legal = use(SiteLegalContext);
  const hydrated = useHydrated();
  // Rendered while hydrating: the server's markup is in the page and stays.
  const [fromServer] = useState(() => !hydrated);
  const loaded = useLoadedModule(loadFooterMarkup, !fromServer, serverFooterMarkup);
  // Plain links: the app shell's delegated handler makes them client-side navigations.
  // data-site-legal: which filing line this page carries (the server serves no prerendered page built with another).
  return (
    <footer className={styles.footer} data-site-legal={siteLegalMarker(legal)}>
      {loaded ? (
        <HtmlBlock markup={loaded.footerMarkupFor(legal, styles)} />
      ) : fromServer ? (
        <div dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />
      ) : null}
    </footer>
  );
}
