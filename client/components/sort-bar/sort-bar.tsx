import styles from './sort-bar.module.css';

export interface SortOption {
  key: string;
  label: string;
  /** The list's URL in this order (a plain link: no JavaScript needed, shareable, keeps the scroll). */
  href: string;
  active: boolean;
}

/** A list page's sort choices and how many results the filters left (`共 24 门课程`). */
export function SortBar({ options, total, unit }: { options: readonly SortOption[]; total: number; unit: string }) {
  return (
    <div className={styles.bar}>
      <nav aria-label="排序" className={styles.sorts}>
        {options.map(({ key, label, href, active }) => (
          <a
            key={key}
            href={href}
            className={active ? `${styles.sort} ${styles.active}` : styles.sort}
            aria-current={active ? 'true' : undefined}
            data-keep-scroll
          >
            {label}
          </a>
        ))}
      </nav>
      <p className={styles.total}>
        共 <strong>{total}</strong>
        {` ${unit}`}
      </p>
    </div>
  );
}
