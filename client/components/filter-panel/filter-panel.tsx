import type { ReactNode } from 'react';
import { html, trusted } from '@client/components/html';
import { HtmlBlock } from '@client/components/html-block';
import styles from './filter-panel.module.css';

const CURRENT = trusted(' aria-current="true"');

export interface FilterOption<Change> {
  key: string;
  label: string;
  /** A count shown after the label (how many results the choice leads to). */
  count?: number;
  change: Change;
  active: boolean;
}

/** A row's 全部: active while its filter is unset; its change clears it. */
export const allOption = <Change,>(active: boolean, change: Change): FilterOption<Change> => ({
  key: 'all',
  label: '全部',
  change,
  active,
});

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
 * without JavaScript, is shareable, and keeps the scroll position on a client navigation. The
 * links reach React as one pre-rendered chunk (see <HtmlBlock>): a course list has ~65 of them,
 * ~200 elements that React's server renderer would otherwise pay for one by one on every request.
 */
export function FilterRow<Change>({
  label,
  options,
  hrefOf,
}: {
  label: string;
  options: readonly FilterOption<Change>[];
  hrefOf: (change: Change) => string;
}) {
  const markup = html`<span class="${styles.label}">${label}</span><ul class="${styles.options}">${options.map(
    (option) =>
      html`<li><a href="${hrefOf(option.change)}" class="${option.active ? `${styles.option} ${styles.active}` : styles.option}"${option.active ? CURRENT : ''} data-keep-scroll>${option.label}${
        option.count !== undefined ? html`<span class="${styles.count}">${option.count}</span>` : ''
      }</a></li>`,
  )}</ul>`;
  return <HtmlBlock className={styles.row} role="group" aria-label={label} markup={markup} />;
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
