import { useSelf } from '@client/lib/session/get-self';
import { AccountSecurity } from '@client/features/account/components/account-security';

/**
 * /setting/account — 账号安全, inside the settings layout (heading and menu). Protected: the root
 * loader has the signed-in user in the cache. For the moment between 退出登录 and the redirect
 * away, there is no user and nothing to show.
 */
export function Component() {
  const user = useSelf();
  return user ? <AccountSecurity user={user} /> : null;
}
