import { ORDER_GROUP_KEYS, ORDER_LIST_TABS } from '@shared/lib/order-rules';
import { oneOf, pageParam } from '@client/lib/url-query';
import type { OrderListQuery } from './get-orders';

/** `/order/live?tab=paid&page=2` → its query; anything unknown falls back to 全部, page 1 (a shared link never breaks). */
export function parseOrderListUrl(url: URL): OrderListQuery {
  const segment = url.pathname.split('/').filter(Boolean)[1];
  return {
    group: oneOf(segment ?? null, ORDER_GROUP_KEYS) ?? 'course',
    tab: oneOf(url.searchParams.get('tab'), ORDER_LIST_TABS) ?? 'all',
    page: pageParam(url.searchParams),
  };
}

/** The canonical URL of a list view: defaults left out. */
export function orderListHref({ group, tab, page }: OrderListQuery): string {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/order/${group}${search ? `?${search}` : ''}`;
}
