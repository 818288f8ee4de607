import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getCheckout, getOrder, listOrders } from '@shared/api/order';
import type { OrderGroup, OrderListTab } from '@shared/lib/order-rules';
import type { OrderDetail } from '@shared/schemas/order';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

export const ORDERS_PAGE_SIZE = 10;

export interface OrderListQuery {
  group: OrderGroup;
  tab: OrderListTab;
  page: number;
}

export const orderKey = (id: number) => ['orders', 'detail', id] as const;

export const getOrders = (api: ApiClient, { group, tab, page }: OrderListQuery) =>
  api.call(listOrders, { query: { group, tab, page, size: ORDERS_PAGE_SIZE } });
/** No staleTime: orders move by themselves (a deadline passes, a refund is reviewed), and the pages read them with loadFresh. */
export const getOrdersQueryOptions = (api: ApiClient, query: OrderListQuery) =>
  queryOptions({ queryKey: ['orders', 'list', query.group, query.tab, query.page], queryFn: () => getOrders(api, query) });
export const useOrders = (query: OrderListQuery) => useCachedQueryData(getOrdersQueryOptions(useApi(), query));

export const getOrderDetail = (api: ApiClient, id: number) => api.call(getOrder, { params: { id } });
export const getOrderQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: orderKey(id), queryFn: () => getOrderDetail(api, id) });
export const useOrder = (id: number) => useCachedQueryData(getOrderQueryOptions(useApi(), id));

export const getCheckoutData = (api: ApiClient, productType: number, productId: number) =>
  api.call(getCheckout, { query: { productType, productId } });
export const getCheckoutQueryOptions = (api: ApiClient, productType: number, productId: number) =>
  queryOptions({ queryKey: ['orders', 'checkout', productType, productId], queryFn: () => getCheckoutData(api, productType, productId) });
export const useCheckout = (productType: number, productId: number) =>
  useCachedQueryData(getCheckoutQueryOptions(useApi(), productType, productId));

/** After money moved: the order as it now stands everywhere, and what it touched (courses, balance, messages). */
export function afterOrderChange(queryClient: QueryClient, order: OrderDetail): void {
  queryClient.setQueryData(orderKey(order.id), order);
  void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['learning'] });
  void queryClient.invalidateQueries({ queryKey: ['session'] });
  void queryClient.invalidateQueries({ queryKey: ['messages'] });
  // A live class bought or refunded: its detail (owned) and playback are asked again on the next visit.
  queryClient.removeQueries({ queryKey: ['live'], type: 'inactive' });
}
