import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getCheckout, getOrder, listOrders } from '@shared/api/order';
import type { OrderGroup, OrderListTab } from '@shared/lib/order-rules';
import type { Checkout, OrderDetail, OrderPage } from '@shared/schemas/order';
import { useCachedQueryData } from '@client/lib/use-cached-query';

/** Every order query starts with this key: a payment or refund anywhere refreshes them all. */
export const ORDERS_QUERY_KEY = ['orders'] as const;
export const ORDERS_PAGE_SIZE = 10;

export interface OrderListQuery {
  group: OrderGroup;
  tab: OrderListTab;
  page: number;
}

const listKey = ({ group, tab, page }: OrderListQuery) => ['orders', 'list', group, tab, page] as const;
export const orderKey = (id: number) => ['orders', 'detail', id] as const;
const checkoutKey = (productType: number, productId: number) => ['orders', 'checkout', productType, productId] as const;

export const getOrders = (api: ApiClient, { group, tab, page }: OrderListQuery) =>
  api.call(listOrders, { query: { group, tab, page, size: ORDERS_PAGE_SIZE } });
export const getOrdersQueryOptions = (api: ApiClient, query: OrderListQuery) =>
  queryOptions({ queryKey: listKey(query), queryFn: () => getOrders(api, query) });
export const useOrders = (query: OrderListQuery) => useCachedQueryData<OrderPage>(listKey(query));

export const getOrderDetail = (api: ApiClient, id: number) => api.call(getOrder, { params: { id } });
export const getOrderQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: orderKey(id), queryFn: () => getOrderDetail(api, id) });
export const useOrder = (id: number) => useCachedQueryData<OrderDetail>(orderKey(id));

export const getCheckoutData = (api: ApiClient, productType: number, productId: number) =>
  api.call(getCheckout, { query: { productType, productId } });
export const getCheckoutQueryOptions = (api: ApiClient, productType: number, productId: number) =>
  queryOptions({ queryKey: checkoutKey(productType, productId), queryFn: () => getCheckoutData(api, productType, productId) });
export const useCheckout = (productType: number, productId: number) => useCachedQueryData<Checkout>(checkoutKey(productType, productId));

/**
 * Orders move by themselves (a deadline passes, a refund is reviewed) and belong to whoever is signed
 * in: a navigation to an order page asks again rather than show an older copy.
 */
export function forgetOrders(queryClient: QueryClient): void {
  if (typeof document !== 'undefined') queryClient.removeQueries({ queryKey: ORDERS_QUERY_KEY, type: 'inactive' });
}

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
