import styles from './pagination.module.css';

/**
 * The page numbers to show: first, last, and two either side of the current one, with gaps (null)
 * where pages are left out — e.g. 1 … 4 5 [6] 7 8 … 20. A gap would hide a single page: that page
 * is shown instead.
 */
export function pageWindow(current: number, last: number): (number | null)[] {
  const shown = [...new Set([1, last, ...[-2, -1, 0, 1, 2].map((offset) => current + offset)])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b);
  const pages: (number | null)[] = [];
  for (const page of shown) {
    const previous = pages[pages.length - 1];
    if (typeof previous === 'number' && page - previous === 2) pages.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) pages.push(null);
    pages.push(page);
  }
  return pages;
}

/**
 * Page links (work without JavaScript); `hrefOf(page)` builds each URL. Nothing for a single page.
 * Plain anchors: the app shell's delegated handler makes them client navigations, without a
 * router Link's hooks per page number on every server render.
 */
export function Pagination({ page, total, size, hrefOf }: { page: number; total: number; size: number; hrefOf: (page: number) => string }) {
  const last = Math.max(1, Math.ceil(total / size));
  if (last <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="分页">
      {page > 1 ? (
        // Past the end (a stale link), the way back is the last real page.
        <a href={hrefOf(Math.min(page - 1, last))} className={styles.step} rel="prev">
          上一页
        </a>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          上一页
        </span>
      )}
      <ol className={styles.pages}>
        {pageWindow(Math.min(page, last), last).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={hrefOf(item)}
                className={item === page ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`第 ${item} 页`}
              >
                {item}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < last ? (
        <a href={hrefOf(page + 1)} className={styles.step} rel="next">
          下一页
        </a>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          下一页
        </span>
      )}
    </nav>
  );
}
