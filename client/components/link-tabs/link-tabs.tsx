import styles from './link-tabs.module.css';

export interface LinkTab {
  key: string;
  label: string;
  href: string;
  active: boolean;
  /** How many the tab holds, shown after its label (a book's 今日待复习 3). */
  count?: number;
}

/**
 * A row of tabs that are plain links (each view a shareable, server-rendered URL), the current one
 * underlined and marked aria-current; scrolls sideways on a phone. Switching keeps the scroll position.
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <a
          key={tab.key}
          href={tab.href}
          className={tab.active ? `${styles.tab} ${styles.active}` : styles.tab}
          aria-current={tab.active ? 'page' : undefined}
          data-keep-scroll
        >
          {tab.label}
          {tab.count !== undefined ? <span className={styles.count}>{tab.count}</span> : null}
        </a>
      ))}
    </nav>
  );
}
