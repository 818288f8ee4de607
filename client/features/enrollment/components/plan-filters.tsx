import type { EnrollmentStatusCounts } from '@shared/schemas/enrollment';
import type { EnrollmentFacetsView } from '../get-enrollment-plans';
import { ENROLLMENT_STATUS_LABELS, ENROLLMENT_STATUS_ORDER } from '@client/lib/format/enrollment-format';
import { enrollmentListHref, type EnrollmentListFilters } from '../enrollment-list-query';
import { CategoryProfessionRows, FilterPanel, LevelRow } from '@client/components/filter-panel/filter-panel';
import { useActiveTabInView } from '@client/lib/use-active-tab-in-view';
import styles from './plan-filters.module.css';

/** 全部 · 报名中 · 未开始 · 已满 · 已截止 (with counts under the other filters), and 我的报名 when signed in. */
export function PlanStatusTabs({
  filters,
  counts,
  signedIn,
}: {
  filters: EnrollmentListFilters;
  counts: EnrollmentStatusCounts | undefined;
  signedIn: boolean;
}) {
  const tab = (key: string, label: string, change: Partial<EnrollmentListFilters>, active: boolean, count?: number) => (
    <li key={key}>
      <a
        href={enrollmentListHref(filters, change)}
        className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
        aria-current={active ? 'true' : undefined}
        data-keep-scroll
      >
        {label}
        {count !== undefined ? <span className={styles.count}>{count}</span> : null}
      </a>
    </li>
  );
  const rowRef = useActiveTabInView<HTMLUListElement>(`${filters.mine}-${filters.status}`);
  return (
    <nav className={styles.tabs} aria-label="报名状态">
      <ul ref={rowRef}>
        {tab('all', filters.mine ? '我的全部' : '全部', { status: undefined }, !filters.status, counts?.all)}
        {ENROLLMENT_STATUS_ORDER.map((status) =>
          tab(status, ENROLLMENT_STATUS_LABELS[status], { status }, filters.status === status, counts?.[status]),
        )}
      </ul>
      {signedIn ? (
        <a
          href={enrollmentListHref(filters, { mine: !filters.mine, status: undefined })}
          className={filters.mine ? `${styles.mine} ${styles.mineActive}` : styles.mine}
          aria-current={filters.mine ? 'true' : undefined}
          data-keep-scroll
        >
          我的报名
        </a>
      ) : null}
    </nav>
  );
}

/** 行业 · 职业 (of the chosen industry) · 等级: links, so a filter works without JavaScript and is shareable. */
export function PlanFilters({ filters, facets }: { filters: EnrollmentListFilters; facets: EnrollmentFacetsView | undefined }) {
  const hrefOf = (change: Partial<EnrollmentListFilters>) => enrollmentListHref(filters, change);
  return (
    <FilterPanel label="筛选报名计划">
      <CategoryProfessionRows
        label="行业"
        categories={facets?.categories ?? []}
        professions={facets?.professions ?? []}
        category={filters.category}
        professionId={filters.professionId}
        hrefOf={hrefOf}
        categoryFirst
      />
      <LevelRow level={filters.level} hrefOf={hrefOf} />
    </FilterPanel>
  );
}
