import { NEWS_CATEGORIES } from '@shared/schemas/news';
import { LinkTabs } from '@client/components/link-tabs/link-tabs';
import { newsListHref, type NewsListFilters } from '../news-list-query';

/** 全部 and one tab per category. */
export function NewsCategoryTabs({ filters }: { filters: NewsListFilters }) {
  const categories = [undefined, ...NEWS_CATEGORIES];
  return (
    <LinkTabs
      label="资讯分类"
      tabs={categories.map((category) => ({
        key: category ?? 'all',
        label: category ?? '全部',
        href: newsListHref(filters, { category }),
        active: filters.category === category,
      }))}
    />
  );
}
