import { NEWS_CATEGORIES } from '@shared/schemas/news';
import { newsListHref, type NewsListFilters } from '../news-list-query';
import styles from './news-category-tabs.module.css';

/** 全部 and one tab per category: plain links, so a category is a shareable, server-rendered URL. */
export function NewsCategoryTabs({ filters }: { filters: NewsListFilters }) {
  const tabs = [{ key: 'all', label: '全部', category: undefined }, ...NEWS_CATEGORIES.map((category) => ({ key: category, label: category, category }))];
  return (
    <nav className={styles.tabs} aria-label="资讯分类">
      {tabs.map((tab) => {
        const active = filters.category === tab.category;
        return (
          <a key={tab.key} href={newsListHref(filters, { category: tab.category })} className={active ? `${styles.tab} ${styles.active}` : styles.tab} aria-current={active ? 'page' : undefined} data-keep-scroll>
            {tab.label}
          </a>
        );
      })}
    </nav>
  );
}
