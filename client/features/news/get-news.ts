import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getNews, listNews } from '@shared/api/news';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { NEWS_PAGE_SIZE, type NewsListFilters } from './news-list-query';
import type { NewsDetail, NewsSummary } from '@shared/schemas/news';
import type { Page } from '@shared/schemas/common';
import { defineView, kept } from '@client/lib/data-view';

/** What a side list (热门资讯, 相关资讯) reads of a story: NewsSideList's NewsItem. */
const sideListFields = { id: true, title: true, category: true, publishedAt: true, views: true } as const;

/** /news's view (decision 017): the rows are the list's server markup only; the total lives. */
export const newsListView = defineView<Page<NewsSummary>>()({ list: kept(true), total: true });

/** 热门资讯: what its side list reads. */
export const popularNewsView = defineView<Page<NewsSummary>>()({ list: sideListFields });

/** A story's view: everything its page reads, the side columns' stories and courses as far as they show them. */
export const newsArticleView = defineView<NewsDetail>()({
  id: true,
  title: true,
  category: true,
  publishedAt: true,
  views: true,
  summary: true,
  cover: true,
  source: true,
  pinned: true,
  author: true,
  tags: true,
  blocks: true,
  readMinutes: true,
  prev: true,
  next: true,
  related: sideListFields,
  relatedCourses: { id: true, cover: true, title: true, learnerCount: true, isFree: true, price: true },
});

const listQuery = (filters: NewsListFilters) => ({ page: filters.page, size: NEWS_PAGE_SIZE, category: filters.category });

export const getNewsList = (api: ApiClient, filters: NewsListFilters) => api.call(listNews, { query: listQuery(filters) });

export const getNewsListQueryOptions = (api: ApiClient, filters: NewsListFilters) =>
  queryOptions({
    queryKey: ['news', 'list', listQuery(filters)],
    queryFn: () => getNewsList(api, filters).then(newsListView.select),
    staleTime: 60_000,
    meta: newsListView.meta,
  });

export const useNewsList = (filters: NewsListFilters) => useCachedQueryData(getNewsListQueryOptions(useApi(), filters));

/**
 * The first stories of the list (pinned first, then the newest), for the home page:
 * `loadQuery(queryClient, getLatestNewsQueryOptions(api, 8))` and `useLatestNews(8)`. The rows are
 * NewsSummary, a superset of home's NewsItem.
 */
export const getLatestNews = (api: ApiClient, count: number) => api.call(listNews, { query: { page: 1, size: count } });

export const getLatestNewsQueryOptions = (api: ApiClient, count: number) =>
  queryOptions({ queryKey: ['news', 'latest', count], queryFn: () => getLatestNews(api, count), staleTime: 60_000 });

export const useLatestNews = (count: number) => useCachedQueryData(getLatestNewsQueryOptions(useApi(), count));

export const getNewsArticle = (api: ApiClient, id: number) => api.call(getNews, { params: { id } });

export const getNewsArticleQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['news', 'detail', id],
    queryFn: () => getNewsArticle(api, id).then(newsArticleView.select),
    staleTime: 60_000,
    meta: newsArticleView.meta,
  });

export const useNewsArticle = (id: number) => useCachedQueryData(getNewsArticleQueryOptions(useApi(), id));

/** The most read stories, for the list page's side column. */
export const getPopularNews = (api: ApiClient, count: number) => api.call(listNews, { query: { page: 1, size: count, sort: 'popular' } });

export const getPopularNewsQueryOptions = (api: ApiClient, count: number) =>
  queryOptions({
    queryKey: ['news', 'popular', count],
    queryFn: () => getPopularNews(api, count).then(popularNewsView.select),
    staleTime: 5 * 60_000,
    meta: popularNewsView.meta,
  });

export const usePopularNews = (count: number) => useCachedQueryData(getPopularNewsQueryOptions(useApi(), count));
