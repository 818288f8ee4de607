import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRevalidator } from 'react-router';
import type { ApiClient } from '@shared/api/api-client';
import { login } from '@shared/api/user';
import { LoginType } from '@shared/enums/auth';
import { safeSitePath } from '@shared/auth/site-paths';
import type { User } from '@shared/schemas/user';
import { session } from '@client/lib/session/session';
import { toast } from '@client/components/toast/toast-store';
import { clean } from '../auth-rules';

/**
 * Password login (spec §4), account and security trimmed. Only `user` is read from the answer:
 * the token travels in an HttpOnly cookie and may be absent from the JSON.
 */
export async function loginWithPassword(api: ApiClient, account: string, password: string): Promise<User> {
  const data = await api.call(login, {
    body: { account: clean(account), security: clean(password), loginType: LoginType.PASSWORD },
  });
  return data.user;
}

/** Where to go after signing in: the protected page that sent the visitor here (`?redirect=`), if any. */
export function redirectTargetOf(search: string): string | null {
  return safeSitePath(new URLSearchParams(search).get('redirect'));
}

/**
 * The common success path: signed in, modals closed, toast, unread counts refreshed, then the page
 * "reloaded" (spec §4): `to` when given (the WeChat callback drops code and state), else the
 * `redirect` of the URL, else this page's loaders run again for the signed-in user.
 */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  return (user: User, { to }: { to?: string } = {}) => {
    session.signedIn(queryClient, user);
    toast.success('登录成功');
    void queryClient.invalidateQueries({ queryKey: ['messages', 'unread-counts'] });
    const target = to ?? redirectTargetOf(window.location.search);
    if (target) void navigate(target, { replace: true, preventScrollReset: true });
    else void revalidator.revalidate();
  };
}
