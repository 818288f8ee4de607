import type { ReactNode } from 'react';
import styles from './count-tabs.module.css';

export interface CountTab {
  key: string;
  label: string;
  href: string;
  active: boolean;
  /** How many results the tab leads to under the other filters; left out while unknown. */
  count?: number;
}

/**
 * A list page's top tabs with their counts (职业分类 on /profession, 报名状态 on /enrollment): plain
 * links, so each view is a shareable, server-rendered URL; the current one underlined and marked
 * aria-current; scrolls sideways on a phone. `children` stand at the row's end (我的报名). The
 * rule under the row is the caller's: it spans whatever shares the row (a search box).
 */
export function CountTabs({ label, tabs, children }: { label: string; tabs: readonly CountTab[]; children?: ReactNode }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a
              href={tab.href}
              className={tab.active ? `${styles.tab} ${styles.active}` : styles.tab}
              aria-current={tab.active ? 'true' : undefined}
              data-keep-scroll
            >
              {tab.label}
              {tab.count !== undefined ? <span className={styles.count}>{tab.count}</span> : null}
            </a>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
