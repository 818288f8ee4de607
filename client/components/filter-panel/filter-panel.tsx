import type { ReactNode } from 'react';
import styles from './filter-panel.module.css';

export interface FilterOption<Change> {
  key: string;
  label: string;
  /** A count shown after the label (how many results the choice leads to). */
  count?: number;
  change: Change;
  active: boolean;
}

/** The boxed panel of filter rows above a list page's results. */
export function FilterPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-label={label}>
      {children}
    </section>
  );
}

/**
 * One row of choices; each is a plain link (the list's URL with that change), so a filter works
 * without JavaScript, is shareable, and keeps the scroll position on a client navigation.
 */
export function FilterRow<Change>({ label, options, hrefOf }: { label: string; options: readonly FilterOption<Change>[]; hrefOf: (change: Change) => string }) {
  return (
    <div className={styles.row} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.key}>
            <a
              href={hrefOf(option.change)}
              className={option.active ? `${styles.option} ${styles.active}` : styles.option}
              aria-current={option.active ? 'true' : undefined}
              data-keep-scroll
            >
              {option.label}
              {option.count !== undefined ? <span className={styles.count}>{option.count}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A row that says why it has no choices yet (职业 before an industry is chosen). */
export function FilterHint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <p className={styles.hint}>{children}</p>
    </div>
  );
}
