import { Outlet } from 'react-router';
import { SiteFooter } from '@client/components/site-footer';
import styles from './layouts.module.css';

/** Search results: a wide band across the top for the query, results below (filled by the search issue). */
export function Component() {
  return (
    <>
      <main id="main" className={styles.searchMain}>
        <div className={styles.searchInner}>
          <Outlet />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
