import { SkillLevel } from '@shared/enums/learning';
import type { EnrollmentFacets, EnrollmentStatusCounts } from '@shared/schemas/enrollment';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { ENROLLMENT_STATUS_LABELS, ENROLLMENT_STATUS_ORDER } from '@client/lib/format/enrollment-format';
import { enrollmentListHref, type EnrollmentListFilters } from '../enrollment-list-query';
import { FilterHint, FilterPanel, FilterRow, type FilterOption } from '@client/components/filter-panel/filter-panel';
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
  return (
    <nav className={styles.tabs} aria-label="报名状态">
      <ul>
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
export function PlanFilters({ filters, facets }: { filters: EnrollmentListFilters; facets: EnrollmentFacets | undefined }) {
  // Forty professions at once are a wall of chips: the row lists those of one industry (the chosen
  // one, or that of a profession arrived at by link) and otherwise asks for an industry first.
  const industry = filters.category ?? facets?.professions.find((profession) => profession.id === filters.professionId)?.category;
  const professions = industry ? (facets?.professions ?? []).filter((profession) => profession.category === industry) : [];
  const all = (active: boolean, change: Partial<EnrollmentListFilters>): FilterOption<Partial<EnrollmentListFilters>> => ({
    key: 'all',
    label: '全部',
    change,
    active,
  });
  const hrefOf = (change: Partial<EnrollmentListFilters>) => enrollmentListHref(filters, change);
  return (
    <FilterPanel label="筛选报名计划">
      <FilterRow
        label="行业"
        hrefOf={hrefOf}
        options={[
          all(!filters.category, { category: undefined, professionId: undefined }),
          ...(facets?.categories ?? []).map((category) => ({
            key: category.name,
            label: category.name,
            change: { category: category.name },
            active: filters.category === category.name,
          })),
        ]}
      />
      {industry ? (
        <FilterRow
          label="职业"
          hrefOf={hrefOf}
          options={[
            all(!filters.professionId, { professionId: undefined }),
            ...professions.map((profession) => ({
              key: String(profession.id),
              label: profession.name,
              change: { professionId: profession.id },
              active: filters.professionId === profession.id,
            })),
          ]}
        />
      ) : (
        <FilterHint label="职业">选择行业后可按职业筛选</FilterHint>
      )}
      <FilterRow
        label="等级"
        hrefOf={hrefOf}
        options={[
          all(!filters.level, { level: undefined }),
          ...SkillLevel.values.map((level) => ({
            key: String(level),
            label: skillLevelName(level),
            change: { level },
            active: filters.level === level,
          })),
        ]}
      />
    </FilterPanel>
  );
}
