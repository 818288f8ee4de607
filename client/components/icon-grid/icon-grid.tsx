import { LazyIcon } from '@client/components/lazy-icon/lazy-icon';
import type { IconName } from '@client/components/lazy-icon/fetch-icon';
import styles from './icon-grid.module.css';

export interface IconItem {
  icon: IconName;
  title: string;
  text: string;
}

/** A section of short points, each with a lazily loaded decorative icon (benefit, function, why). */
export function IconGrid({
  items,
  columns = 4,
  variant = 'card',
}: {
  items: readonly IconItem[];
  columns?: 3 | 4;
  variant?: 'card' | 'plain';
}) {
  return (
    <ul className={styles.grid} data-columns={columns} data-variant={variant}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <LazyIcon name={item.icon} size={48} />
          <div>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
