import { use } from 'react';
import { siteLegalMarker } from '@shared/lib/site-legal';
import { NearViewSection } from './near-view-section';
import { SiteLegalContext } from './site-legal-context';
import styles from './site-footer.module.css';

// The footer's markup is the server's (kept through hydration, plain links that the app shell's delegated
// handler makes client-side navigations); its code loads as the footer comes near, or at once where a
// client navigation mounts the footer.
const loadFooterContent = () => import('./site-footer-content');
const FOOTER_CONTENT_MODULE = 'client/components/site-footer-content.tsx';
const serverFooterContent = import.meta.env.SSR ? await loadFooterContent() : undefined;

/** Site footer: brand and slogan, 关于我们 / 帮助 / 合作 columns, the copyright and the filing numbers. */
export function SiteFooter() {
  const legal = use(SiteLegalContext);
  const marker = siteLegalMarker(legal);
  // data-site-legal: which filing line this page carries (the server serves no prerendered page built with another).
  return (
    <footer className={styles.footer} data-site-legal={marker}>
      <NearViewSection
        load={loadFooterContent}
        moduleId={FOOTER_CONTENT_MODULE}
        serverModule={serverFooterContent}
        contentKey={marker}
        render={(loaded) => <loaded.FooterContent legal={legal} />}
      />
    </footer>
  );
}
