import { ORDER_GROUP_KEYS, ORDER_GROUPS, type OrderGroup } from '@shared/lib/order-rules';
import styles from './order-group-nav.module.css';

/** The five order lists as a side menu on desktops, a scrolling row on phones; plus the coin balance's page. */
export function OrderGroupNav({ current }: { current: OrderGroup | null }) {
  return (
    <nav className={styles.nav} aria-label="订单分类">
      <ul>
        {ORDER_GROUP_KEYS.map((group) => (
          <li key={group}>
            <a href={`/order/${group}`} aria-current={group === current ? 'page' : undefined}>
              {ORDER_GROUPS[group].label}
            </a>
          </li>
        ))}
        <li className={styles.extra}>
          <a href="/setting/user#coins">技能币明细</a>
        </li>
        <li>
          <a href="/setting/invoice">发票管理</a>
        </li>
      </ul>
    </nav>
  );
}
