import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getDeletionStatus, listDevices } from '@shared/api/account-lifecycle';
import { useApi } from '@client/lib/api-context';

export const DEVICES_KEY = ['account', 'devices'] as const;
export const DELETION_STATUS_KEY = ['account', 'deletion'] as const;

/** The API path of the data export (a file route, not an endpoint): the browser downloads it. */
export const ACCOUNT_EXPORT_HREF = '/api/user/export';

export const getDevicesQueryOptions = (api: ApiClient) => queryOptions({ queryKey: DEVICES_KEY, queryFn: () => api.call(listDevices) });

export const getDeletionStatusQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: DELETION_STATUS_KEY, queryFn: () => api.call(getDeletionStatus) });

/** The signed-in devices, read when 账号安全 shows (fresh each visit: another device may have signed in). */
export function useDevices() {
  return useQuery({ ...getDevicesQueryOptions(useApi()), staleTime: 0 });
}

/** What must happen before the account may be deleted (the loader put it in the cache). */
export function useDeletionStatus() {
  return useQuery(getDeletionStatusQueryOptions(useApi())).data;
}
