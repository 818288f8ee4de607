import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getPin } from '@shared/api/community';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

export const pinKey = (id: number) => ['community', 'pin', id] as const;

export const getPinQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: pinKey(id), queryFn: () => api.call(getPin, { params: { id } }), staleTime: 60_000 });

export const usePin = (id: number) => useCachedQueryData(getPinQueryOptions(useApi(), id));
