import { Outlet } from 'react-router';
import styles from './layouts.module.css';

/** Course and live players: full width, dark stage, no footer. */
export function Component() {
  return (
    <main id="main" className={styles.playMain} data-layout="play">
      <div className={styles.playStage}>
        <Outlet />
      </div>
    </main>
  );
}
