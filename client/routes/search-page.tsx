import { useEffect } from 'react';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { parseSearchQuery } from '@client/lib/search/search-query';
import { getHotKeywordsQueryOptions, getSearchQueryOptions, useHotKeywords, useSearch } from '@client/features/search/get-search';
import { rememberSearch } from '@client/lib/search/use-search-history';
import { SearchResults } from '@client/features/search/components/search-results';
import { SearchLanding } from '@client/features/search/components/search-landing';

/** Without a keyword: the hot keywords (and, in the browser, the history). With one: a page of one kind's results. */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderMeta | null> {
  const { queryClient, api } = context.get(appContext);
  const query = parseSearchQuery(new URL(request.url).searchParams);
  const hot = loadQuery(queryClient, getHotKeywordsQueryOptions(api));
  if (!query.keyword) {
    await hot;
    return null;
  }
  await Promise.all([hot, loadQuery(queryClient, getSearchQueryOptions(api, query))]);
  return {
    meta: {
      title: `「${query.keyword}」的搜索结果`,
      description: `技能学堂站内搜索「${query.keyword}」：相关的课程、直播、考试、资讯与问答。`,
    },
  };
}

export function Component() {
  const location = useLocation();
  const query = parseSearchQuery(new URLSearchParams(location.search));
  const result = useSearch(query);
  const hot = useHotKeywords();
  // Every search shown is remembered, however it was started (either box, a link, a tab); a tab or a
  // page of the same keyword changes nothing.
  useEffect(() => {
    if (query.keyword) rememberSearch(query.keyword);
  }, [query.keyword]);
  if (!query.keyword) return <SearchLanding hot={hot} />;
  return result ? <SearchResults query={query} result={result} hot={hot} /> : null;
}
