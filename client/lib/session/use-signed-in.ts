import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRevalidator } from 'react-router';
import type { ApiClient } from '@shared/api/api-client';
import { login } from '@shared/api/user';
import { LoginType } from '@shared/enums/auth';
import { safeSitePath } from '@shared/auth/site-paths';
import type { AuthResult, User } from '@shared/schemas/user';
import { session } from '@client/lib/session/session';
import { appStore } from '@client/lib/app-store';
import { toast } from '@client/components/toast/toast-store';
import { clean } from '../auth-rules';

/**
 * Password login (spec §4), account and security trimmed. Only `user` is read from the answer:
 * the token travels in an HttpOnly cookie and may be absent from the JSON.
 */
export async function loginWithPassword(api: ApiClient, account: string, password: string): Promise<User> {
  return (await passwordLogin(api, account, password)).user;
}

/** The same, with the whole answer (whether the sign-in took a pending 注销 back). */
export function passwordLogin(api: ApiClient, account: string, password: string): Promise<AuthResult> {
  return api.call(login, { body: { account: clean(account), security: clean(password), loginType: LoginType.PASSWORD } });
}

/** SMS-code login (登录类型 2, spec §3): the phone and a code of scene 2, both trimmed. */
export async function loginWithSmsCode(api: ApiClient, account: string, code: string): Promise<AuthResult> {
  return api.call(login, { body: { account: clean(account), security: clean(code), loginType: LoginType.CODE } });
}

/** Told once a sign-in took a pending 注销 back (the API says so: signing in within the cooling-off period cancels it). */
export const MSG_DELETION_CANCELLED = '你在冷静期内登录，账号注销申请已撤销';

/** Where to go after signing in: the protected page that sent the visitor here (`?redirect=`), if any. */
export function redirectTargetOf(search: string): string | null {
  return safeSitePath(new URLSearchParams(search).get('redirect'));
}

/**
 * The common success path: signed in, modals closed, toast, unread counts refreshed, then the page
 * "reloaded" (spec §4): `to` when given (the WeChat callback drops code and state), else the
 * target of the protected link that opened the modal (免费试看: the lesson), else the `redirect` of
 * the URL, else this page's loaders run again for the signed-in user.
 */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  return (user: User, { to, deletionCancelled }: { to?: string; deletionCancelled?: boolean } = {}) => {
    const asked = safeSitePath(appStore.get().afterLogin);
    appStore.set({ afterLogin: null });
    session.signedIn(queryClient, user);
    toast.success('登录成功');
    if (deletionCancelled) toast.info(MSG_DELETION_CANCELLED, { description: '账号和数据均保持不变，消息中心留有通知。' });
    void queryClient.invalidateQueries({ queryKey: ['messages', 'unread-counts'] });
    const target = to ?? asked ?? redirectTargetOf(window.location.search);
    if (target) void navigate(target, { replace: true, preventScrollReset: true });
    else void revalidator.revalidate();
  };
}
