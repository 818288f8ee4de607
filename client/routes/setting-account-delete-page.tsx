import type { LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { useSelf } from '@client/lib/session/get-self';
import { getDeletionStatusQueryOptions } from '@client/features/account/get-account-lifecycle';
import { AccountDeletion } from '@client/features/account/components/account-deletion';

/** /setting/account/delete — 注销账号. Protected; what must happen first is read fresh on every visit. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await loadFresh(queryClient, getDeletionStatusQueryOptions(api));
  return null;
}

export function Component() {
  const user = useSelf();
  return user ? <AccountDeletion user={user} /> : null;
}
