import { Link, useLocation, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { Pagination } from '@client/components/pagination/pagination';
import { pageHasItems } from '@client/components/kept-block';
import { NewsCategoryTabs } from '@client/features/news/components/news-category-tabs';
import { NewsRows } from '@client/features/news/components/news-rows';
import { NewsSideList } from '@client/features/news/components/news-side-list';
import { NEWS_PAGE_SIZE, newsListHref, newsListSearch, parseNewsListQuery } from '@client/features/news/news-list-query';
import { getNewsListQueryOptions, getPopularNewsQueryOptions, useNewsList, usePopularNews } from '@client/features/news/get-news';
import styles from '@client/features/news/news-list-page.module.css';

const POPULAR_COUNT = 8;

export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const { queryClient, api } = context.get(appContext);
  const filters = parseNewsListQuery(new URL(request.url).searchParams);
  await Promise.all([
    loadQuery(queryClient, getNewsListQueryOptions(api, filters)),
    loadQuery(queryClient, getPopularNewsQueryOptions(api, POPULAR_COUNT)),
  ]);
  return {
    meta: {
      title: '资讯',
      description: `技能学堂资讯${filters.category ? `·${filters.category}` : ''}：职业技能等级认定政策解读、考试动态、行业资讯、平台公告与就业指导。`,
      canonical: `/news${newsListSearch(filters)}`,
    },
  };
}

export function Component() {
  const filters = parseNewsListQuery(new URLSearchParams(useLocation().search));
  const news = useNewsList(filters);
  const popular = usePopularNews(POPULAR_COUNT);
  const total = news?.total ?? 0;
  const list = news?.list;
  return (
    <div className={styles.page}>
      <PageHeading>
        <span className={styles.total}>
          共 <strong>{total}</strong> 篇
        </span>
      </PageHeading>
      <p className={styles.lead}>职业技能政策解读、等级认定考试动态与就业指导，第一时间了解。</p>
      <div className={styles.body}>
        <div className={styles.main}>
          <NewsCategoryTabs filters={filters} />
          <h2 className="sr-only">{filters.category ?? '全部'}资讯</h2>
          {pageHasItems(list, total, filters.page, NEWS_PAGE_SIZE) ? (
            <NewsRows news={list} />
          ) : (
            <div className={styles.empty} role="status">
              <h2>这一页没有资讯了</h2>
              <p>资讯列表没有这么多页。</p>
              <Link to={newsListHref(filters, {})}>回到第一页</Link>
            </div>
          )}
          <Pagination page={filters.page} total={total} size={NEWS_PAGE_SIZE} hrefOf={(page) => newsListHref(filters, { page })} />
        </div>
        <aside className={styles.aside} aria-label="热门资讯">
          <NewsSideList title="热门资讯" news={popular?.list ?? []} ranked testId="popular-news" />
        </aside>
      </div>
    </div>
  );
}
