import { ORDER_GROUP_KEYS, ORDER_LIST_TABS, type OrderGroup, type OrderListTab } from '@shared/lib/order-rules';
import type { OrderListQuery } from './get-orders';

const isGroup = (value: string | undefined): value is OrderGroup => (ORDER_GROUP_KEYS as readonly string[]).includes(value ?? '');
const isTab = (value: string | null): value is OrderListTab => (ORDER_LIST_TABS as readonly string[]).includes(value ?? '');

/** `/order/live?tab=paid&page=2` → its query; anything unknown falls back to 全部, page 1 (a shared link never breaks). */
export function parseOrderListUrl(url: URL): OrderListQuery {
  const segment = url.pathname.split('/').filter(Boolean)[1];
  const page = Number(url.searchParams.get('page'));
  const tab = url.searchParams.get('tab');
  return {
    group: isGroup(segment) ? segment : 'course',
    tab: isTab(tab) ? tab : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
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
