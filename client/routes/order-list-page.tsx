import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { ORDER_GROUPS, ORDER_LIST_TABS, ORDER_TAB_LABELS } from '@shared/lib/order-rules';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { LinkTabs } from '@client/components/link-tabs/link-tabs';
import { Pagination } from '@client/components/pagination/pagination';
import { EmptyState } from '@client/components/empty-state/empty-state';
import { getOrdersQueryOptions, ORDERS_PAGE_SIZE, useOrders } from '@client/features/orders/get-orders';
import { orderListHref, parseOrderListUrl } from '@client/features/orders/order-list-query';
import { OrderCardItem } from '@client/features/orders/components/order-card';
import { OrderGroupNav } from '@client/features/orders/components/order-group-nav';
import styles from '@client/features/orders/order-pages.module.css';

/** /order/{course,project,package,enrollment,live}: protected; the route guard has sent a signed-out visitor to sign in. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await loadFresh(queryClient, getOrdersQueryOptions(api, parseOrderListUrl(new URL(request.url))));
  return null;
}

const EMPTY_TEXT: Record<string, string> = {
  all: '还没有这类订单，去看看适合你的课程吧。',
  unpaid: '没有待支付的订单。',
  paid: '没有已支付的订单。',
  refund: '没有退款或售后中的订单。',
  closed: '没有已关闭的订单。',
};

export function Component() {
  const location = useLocation();
  const query = parseOrderListUrl(new URL(location.pathname + location.search, 'http://site.local'));
  const data = useOrders(query);
  if (!data) return null;
  const tabs = ORDER_LIST_TABS.map((tab) => ({
    key: tab,
    label: `${ORDER_TAB_LABELS[tab]}${data.counts[tab] ? ` ${data.counts[tab]}` : ''}`,
    href: orderListHref({ ...query, tab, page: 1 }),
    active: tab === query.tab,
  }));
  return (
    <div className={styles.page}>
      <PageHeading />
      <div className={styles.columns}>
        <OrderGroupNav current={query.group} />
        <section className={styles.main} aria-labelledby="orders-title">
          <h2 id="orders-title" className="sr-only">
            {ORDER_GROUPS[query.group].label}列表
          </h2>
          <LinkTabs label="按订单状态筛选" tabs={tabs} />
          {data.list.length > 0 ? (
            <ol className={styles.list}>
              {data.list.map((order) => (
                <li key={order.id}>
                  <OrderCardItem order={order} />
                </li>
              ))}
            </ol>
          ) : (
            <EmptyState
              title="暂无订单"
              text={EMPTY_TEXT[query.tab] ?? ''}
              action={
                query.group === 'live'
                  ? { to: '/live', label: '去看直播' }
                  : query.group === 'enrollment'
                    ? { to: '/enrollment', label: '去报名' }
                    : { to: '/course', label: '去选课' }
              }
            />
          )}
          <Pagination page={query.page} total={data.total} size={ORDERS_PAGE_SIZE} hrefOf={(page) => orderListHref({ ...query, page })} />
        </section>
      </div>
    </div>
  );
}
