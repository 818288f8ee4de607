import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './player-sidebar.module.css';

/** One tab of the player's sidebar: its id (`data-tab`, `?`-free), its label and its panel. */
export interface SidebarTab {
  id: string;
  label: string;
  /** A count shown beside the label (笔记 3), or nothing. */
  count?: number;
  panel: ReactNode;
}

/**
 * The player's sidebar: tabs beside the lesson (目录, 笔记, …). Which tabs there are is the route's
 * list (client/routes/course-play-sidebar-tabs.tsx): a tab is one entry there. Every panel stays
 * mounted (a note being written, the syllabus' scroll survive a switch); the hidden ones are
 * `hidden`. Arrow keys move between tabs (the WAI-ARIA tabs pattern, activation follows focus).
 */
export function PlayerSidebar({ tabs, active, onSelect }: { tabs: readonly SidebarTab[]; active: string; onSelect: (id: string) => void }) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.some((tab) => tab.id === active) ? active : tabs[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: tabs.length - 1 - index }[event.key];
    if (step === undefined || index < 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onSelect(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <aside className={styles.sidebar} aria-label="学习工具">
      <div className={styles.tabs} role="tablist" aria-label="学习工具">
        {tabs.map((tab, index) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              data-tab={tab.id}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
              {tab.count ? <span className={styles.count}>{tab.count}</span> : null}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          className={styles.panel}
          hidden={tab.id !== current}
          data-testid={`sidebar-panel-${tab.id}`}
        >
          {tab.panel}
        </div>
      ))}
    </aside>
  );
}
