import { Form } from 'react-router';
import { OccupationCategory } from '@shared/enums/learning';
import type { ProfessionListCounts } from '@shared/schemas/profession';
import { SearchIcon } from '@client/components/icons/search-icon';
import { professionListHref, type ProfessionListFilters } from '../profession-list-query';
import styles from './profession-filters.module.css';

/**
 * 职业分类 tabs (全部 · 职业技能 · 职业资格 · 兴趣爱好 · 公益, with counts), the 行业 row and a
 * keyword box: links and a GET form, so every filter works without JavaScript and is shareable.
 */
export function ProfessionFilters({ filters, counts }: { filters: ProfessionListFilters; counts: ProfessionListCounts | undefined }) {
  const allTypes = counts?.types.reduce((sum, entry) => sum + entry.count, 0);
  const typeCount = (type: number) => counts?.types.find((entry) => entry.type === type)?.count;
  const tab = (key: string, label: string, type: number | undefined, count: number | undefined) => {
    const active = filters.type === type;
    return (
      <li key={key}>
        <a
          href={professionListHref(filters, { type })}
          className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          aria-current={active ? 'true' : undefined}
          data-keep-scroll
        >
          {label}
          {count !== undefined ? <span className={styles.count}>{count}</span> : null}
        </a>
      </li>
    );
  };
  const industry = (key: string, label: string, category: string | undefined, count?: number) => {
    const active = filters.category === category;
    return (
      <li key={key}>
        <a
          href={professionListHref(filters, { category })}
          className={active ? `${styles.option} ${styles.active}` : styles.option}
          aria-current={active ? 'true' : undefined}
          data-keep-scroll
        >
          {label}
          {count !== undefined ? <span className={styles.optionCount}>{count}</span> : null}
        </a>
      </li>
    );
  };
  return (
    <>
      <div className={styles.bar}>
        <nav className={styles.tabs} aria-label="职业分类">
          <ul>
            {tab('all', '全部', undefined, allTypes)}
            {OccupationCategory.options.map((option) => tab(option.key, option.label, option.value, typeCount(option.value)))}
          </ul>
        </nav>
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
      <section className={styles.panel} aria-label="筛选职业">
        <div className={styles.row} role="group" aria-label="行业">
          <span className={styles.label}>行业</span>
          <ul className={styles.options}>
            {industry('all', '全部', undefined)}
            {(counts?.categories ?? []).map((category) => industry(category.name, category.name, category.name, category.count))}
          </ul>
        </div>
      </section>
    </>
  );
}
