import { PageHeading } from '@client/components/page-heading';
import { useSelf } from '@client/features/session/get-self';
import { AccountSecurity } from '@client/features/account/account-security';
import styles from './setting-account-page.module.css';

/**
 * /setting/account — 账号安全. Protected: the root loader has the signed-in user in the cache. For
 * the moment between 退出登录 and the redirect away, there is no user and nothing to show.
 */
export function Component() {
  const user = useSelf();
  return (
    <div className={styles.page}>
      <PageHeading />
      {user ? <AccountSecurity user={user} /> : null}
    </div>
  );
}
