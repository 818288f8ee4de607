import { Form } from 'react-router';
import { OccupationCategory } from '@shared/enums/learning';
import type { ProfessionListCounts } from '@shared/schemas/profession';
import { SearchIcon } from '@client/components/icons';
import { CountTabs, type CountTab } from '@client/components/count-tabs/count-tabs';
import { allOption, FilterPanel, FilterRow, type FilterOption } from '@client/components/filter-panel/filter-panel';
import { professionListHref, type ProfessionListFilters } from '../profession-list-query';
import styles from './profession-filters.module.css';

/**
 * 职业分类 tabs (全部 · 职业技能 · 职业资格 · 兴趣爱好 · 公益, with counts), the 行业 row and a
 * keyword box: links and a GET form, so every filter works without JavaScript and is shareable.
 */
export function ProfessionFilters({ filters, counts }: { filters: ProfessionListFilters; counts: ProfessionListCounts | undefined }) {
  const typeTab = (key: string, label: string, type: number | undefined, count: number | undefined): CountTab => ({
    key,
    label,
    href: professionListHref(filters, { type }),
    active: filters.type === type,
    count,
  });
  const typeTabs = [
    typeTab(
      'all',
      '全部',
      undefined,
      counts?.types.reduce((sum, entry) => sum + entry.count, 0),
    ),
    ...OccupationCategory.options.map((option) =>
      typeTab(option.key, option.label, option.value, counts?.types.find((entry) => entry.type === option.value)?.count),
    ),
  ];
  const industries: FilterOption<{ category?: string }>[] = [
    allOption(filters.category === undefined, { category: undefined }),
    ...(counts?.categories ?? []).map(({ name, count }) => ({
      key: name,
      label: name,
      count,
      change: { category: name },
      active: filters.category === name,
    })),
  ];
  return (
    <>
      <div className={styles.bar}>
        <CountTabs label="职业分类" tabs={typeTabs} />
        <Form method="get" action="/profession" className={styles.search} role="search">
          {filters.type ? <input type="hidden" name="type" value={filters.type} /> : null}
          {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
          <label htmlFor="profession-keyword" className="sr-only">
            搜索职业
          </label>
          <input
            id="profession-keyword"
            name="keyword"
            type="search"
            defaultValue={filters.keyword ?? ''}
            placeholder="搜索职业名称或编码"
            maxLength={50}
            key={filters.keyword ?? ''}
          />
          <button type="submit" aria-label="搜索">
            <SearchIcon size={18} />
          </button>
        </Form>
      </div>
      <FilterPanel label="筛选职业">
        <FilterRow label="行业" options={industries} hrefOf={(change) => professionListHref(filters, change)} />
      </FilterPanel>
    </>
  );
}
