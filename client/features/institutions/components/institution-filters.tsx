import { Form } from 'react-router';
import { InstitutionCategory, InstitutionType } from '@shared/enums/platform';
import type { InstitutionFacets, InstitutionSort } from '@shared/schemas/institution';
import { SearchIcon } from '@client/components/icons/search-icon';
import { institutionListHref, KEYWORD_MAX_LENGTH, type InstitutionListFilters } from '../institution-list-query';
import { allOption, FilterPanel, FilterRow, SortBar } from '@client/components/filter-panel/filter-panel';
import styles from './institution-filters.module.css';

/** 类型 · 分类 · 地区, each with how many institutions it holds. */
export function InstitutionFilters({ filters, facets }: { filters: InstitutionListFilters; facets: InstitutionFacets | undefined }) {
  const countOf = (list: readonly { value: number; count: number }[] | undefined, value: number) =>
    list?.find((item) => item.value === value)?.count;
  const hrefOf = (change: Partial<InstitutionListFilters>) => institutionListHref(filters, change);
  return (
    <FilterPanel label="筛选机构">
      <FilterRow
        label="类型"
        hrefOf={hrefOf}
        options={[
          allOption(!filters.type, { type: undefined }),
          ...InstitutionType.options.map(({ value, label }) => ({
            key: String(value),
            label,
            count: countOf(facets?.types, value),
            change: { type: value },
            active: filters.type === value,
          })),
        ]}
      />
      <FilterRow
        label="分类"
        hrefOf={hrefOf}
        options={[
          allOption(!filters.category, { category: undefined }),
          ...InstitutionCategory.options.map(({ value, label }) => ({
            key: String(value),
            label,
            count: countOf(facets?.categories, value),
            change: { category: value },
            active: filters.category === value,
          })),
        ]}
      />
      <FilterRow
        label="地区"
        hrefOf={hrefOf}
        options={[
          allOption(!filters.region, { region: undefined }),
          ...(facets?.regions ?? []).map((region) => ({
            key: region.name,
            label: region.name,
            change: { region: region.name },
            active: filters.region === region.name,
          })),
        ]}
      />
    </FilterPanel>
  );
}

const SORTS: { sort: InstitutionSort; label: string }[] = [
  { sort: 'recommend', label: '综合' },
  { sort: 'courses', label: '课程最多' },
  { sort: 'learners', label: '学员最多' },
  { sort: 'rating', label: '评分最高' },
];

export function InstitutionSortBar({ filters, total }: { filters: InstitutionListFilters; total: number }) {
  const options = SORTS.map(({ sort, label }) => ({
    key: sort,
    label,
    href: institutionListHref(filters, { sort }),
    active: filters.sort === sort,
  }));
  return <SortBar options={options} total={total} unit="家机构" />;
}

/**
 * Search by name: a GET form (without JavaScript the browser submits it; with it the router does),
 * carrying the other filters along so a search narrows the current list.
 */
export function InstitutionSearch({ filters }: { filters: InstitutionListFilters }) {
  return (
    <Form method="get" action="/institutional" role="search" className={styles.search}>
      {filters.type ? <input type="hidden" name="type" value={filters.type} /> : null}
      {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
      {filters.region ? <input type="hidden" name="region" value={filters.region} /> : null}
      {filters.sort !== 'recommend' ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      <input
        key={filters.keyword ?? ''}
        type="search"
        name="keyword"
        defaultValue={filters.keyword ?? ''}
        maxLength={KEYWORD_MAX_LENGTH}
        placeholder="搜索机构名称或专业方向"
        aria-label="搜索机构"
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton} aria-label="搜索">
        <SearchIcon size={18} />
      </button>
    </Form>
  );
}
