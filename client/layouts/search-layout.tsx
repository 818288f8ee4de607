import { Outlet } from 'react-router';
import styles from './layouts.module.css';

/** Search results: a wide band for the query on top, results below (filled by the search issue). */
export function Component() {
  return (
    <main id="main" className={styles.searchMain}>
      <Outlet />
    </main>
  );
}
