import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { listInvoiceableOrders, listInvoiceAddresses, listInvoiceRequests, listInvoiceTitles } from '@shared/api/invoice';
import type { InvoiceAddress, InvoiceTitle } from '@shared/schemas/invoice';
import { useApi } from '@client/lib/api-context';

/** Every invoice query starts with this key: a change anywhere refreshes them all. */
export const INVOICE_QUERY_KEY = ['invoice'] as const;
export const INVOICE_REQUESTS_SIZE = 5;

const titlesKey = ['invoice', 'titles'] as const;
const addressesKey = ['invoice', 'addresses'] as const;
const invoiceableKey = ['invoice', 'orders'] as const;

export const getInvoiceTitlesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: titlesKey, queryFn: async () => (await api.call(listInvoiceTitles)).list });
/** Live queries (not cache reads): after a change, invalidation refetches them. */
export const useInvoiceTitles = (): InvoiceTitle[] | undefined => useQuery(getInvoiceTitlesQueryOptions(useApi())).data;

export const getInvoiceAddressesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: addressesKey, queryFn: async () => (await api.call(listInvoiceAddresses)).list });
export const useInvoiceAddresses = (): InvoiceAddress[] | undefined => useQuery(getInvoiceAddressesQueryOptions(useApi())).data;

export const getInvoiceableOrdersQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: invoiceableKey, queryFn: () => api.call(listInvoiceableOrders) });
export const useInvoiceableOrders = () => useQuery(getInvoiceableOrdersQueryOptions(useApi())).data;

export const getInvoiceRequestsQueryOptions = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['invoice', 'requests', page],
    queryFn: () => api.call(listInvoiceRequests, { query: { page, size: INVOICE_REQUESTS_SIZE } }),
  });

/** 开票记录, a page at a time in place; while a request is under review it is read again every 5 s. */
export function useInvoiceRequests(page: number) {
  const api = useApi();
  return useQuery({
    ...getInvoiceRequestsQueryOptions(api, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some((request) => request.status === 1 || request.status === 2) ? 5_000 : false),
  });
}

/** After a change: the invoice lists, the orders (their invoice state and 申请发票) and the messages. */
export function afterInvoiceChange(queryClient: QueryClient): Promise<unknown> {
  void queryClient.invalidateQueries({ queryKey: ['orders'] });
  void queryClient.invalidateQueries({ queryKey: ['messages'] });
  return queryClient.invalidateQueries({ queryKey: INVOICE_QUERY_KEY });
}
