import { Outlet } from 'react-router';
import { SiteFooter } from '@client/components/site-footer';
import styles from './layouts.module.css';

export function Component() {
  return (
    <>
      <main id="main" className={styles.defaultMain}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
