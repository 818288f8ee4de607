import { Outlet, useLocation } from 'react-router';
import { PageHeading } from '@client/components/page-heading';
import styles from '@client/features/settings/setting-layout.module.css';

const SECTIONS: readonly [path: string, label: string][] = [
  ['/setting/user', '个人资料'],
  ['/setting/account', '账号安全'],
  ['/setting/real', '实名认证'],
  ['/setting/notify', '提醒设置'],
  ['/setting/invoice', '发票管理'],
];

/** 设置: one heading and a side menu (a row of tabs on phones) around each settings page. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <PageHeading />
      <div className={styles.columns}>
        <nav className={styles.nav} aria-label="设置">
          <ul>
            {SECTIONS.map(([path, label]) => (
              <li key={path}>
                <a href={path} aria-current={pathname === path || pathname.startsWith(`${path}/`) ? 'page' : undefined}>
                  {label}
                </a>
              </li>
            ))}
            <li className={styles.extra}>
              <a href="/order/course">我的订单</a>
            </li>
          </ul>
        </nav>
        <div className={styles.main}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
