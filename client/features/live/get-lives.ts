import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { listLives } from '@shared/api/live';
import { LiveStatus, type LiveStatusValue } from '@shared/enums/live';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { LIVE_PAGE_SIZE, type LiveListFilters } from './live-list-query';

const listQuery = (filters: LiveListFilters) => ({ page: filters.page, size: LIVE_PAGE_SIZE, status: filters.status, type: filters.type });

export const getLiveList = (api: ApiClient, filters: LiveListFilters) => api.call(listLives, { query: listQuery(filters) });

// Live classes change state by the minute: 30 s fresh.
export const getLiveListQueryOptions = (api: ApiClient, filters: LiveListFilters) =>
  queryOptions({ queryKey: ['live', 'list', listQuery(filters)], queryFn: () => getLiveList(api, filters), staleTime: 30_000 });

export const useLiveList = (filters: LiveListFilters) => useCachedQueryData(getLiveListQueryOptions(useApi(), filters));

/** The overview's three sections: on air, the schedule (upcoming), replays — each its own status list. */
export const OVERVIEW_SECTIONS: readonly { status: LiveStatusValue; size: number }[] = [
  { status: LiveStatus.LIVE, size: 8 },
  { status: LiveStatus.NOT_STARTED, size: 30 },
  { status: LiveStatus.ENDED, size: 8 },
];

const sectionQuery = (status: LiveStatusValue, size: number, type: LiveListFilters['type']) => ({ page: 1, size, status, type });

export const getLiveSectionQueryOptions = (api: ApiClient, status: LiveStatusValue, size: number, type: LiveListFilters['type']) =>
  queryOptions({
    queryKey: ['live', 'list', sectionQuery(status, size, type)],
    queryFn: () => api.call(listLives, { query: sectionQuery(status, size, type) }),
    staleTime: 30_000,
  });

export const useLiveSection = (status: LiveStatusValue, size: number, type: LiveListFilters['type']) =>
  useCachedQueryData(getLiveSectionQueryOptions(useApi(), status, size, type));
