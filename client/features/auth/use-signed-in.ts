import { useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import type { ApiClient } from '@shared/api/api-client';
import { login } from '@shared/api/user';
import { LoginType } from '@shared/enums/auth';
import type { User } from '@shared/schemas/user';
import { session } from '@client/features/session/session';
import { toast } from '@client/components/toast/toast-store';
import { clean } from './auth-rules';

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

/** The common success path: signed in, modal closed, toast, unread counts and page data refreshed. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return (user: User) => {
    session.signedIn(queryClient, user);
    toast.success('登录成功');
    void queryClient.invalidateQueries({ queryKey: ['messages', 'unread-counts'] });
    void revalidator.revalidate();
  };
}
