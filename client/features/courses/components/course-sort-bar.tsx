import type { CourseSort } from '@shared/schemas/course';
import { courseListHref, type CourseListFilters } from '../course-list-query';
import styles from './course-sort-bar.module.css';

const SORTS: { sort: CourseSort; label: string }[] = [
  { sort: 'recommend', label: '综合' },
  { sort: 'latest', label: '最新' },
  { sort: 'popular', label: '最热' },
  { sort: 'price-asc', label: '价格 ↑' },
  { sort: 'price-desc', label: '价格 ↓' },
];

/** The sort choices and the total of the filtered list. */
export function CourseSortBar({ filters, total }: { filters: CourseListFilters; total: number }) {
  return (
    <div className={styles.bar}>
      <nav aria-label="排序" className={styles.sorts}>
        {SORTS.map(({ sort, label }) => (
          <a
            key={sort}
            href={courseListHref(filters, { sort })}
            className={filters.sort === sort ? `${styles.sort} ${styles.active}` : styles.sort}
            aria-current={filters.sort === sort ? 'true' : undefined}
            data-keep-scroll
          >
            {label}
          </a>
        ))}
      </nav>
      <p className={styles.total}>
        共 <strong>{total}</strong> 门课程
      </p>
    </div>
  );
}
