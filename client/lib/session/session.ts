import type { QueryClient } from '@tanstack/react-query';
import { appStore } from '@client/lib/app-store';
import { SELF_QUERY_KEY } from './get-self';
import type { User } from '@shared/schemas/user';

/**
 * The browser's view of the sign-in state. The token itself lives in an HttpOnly cookie the
 * page cannot read; the server tells us at first render whether one came with the request.
 */
let tokenPresent = false;

export const session = {
  init(hasToken: boolean, queryClient: QueryClient) {
    tokenPresent = hasToken;
    const user = queryClient.getQueryData<User | null>(SELF_QUERY_KEY);
    appStore.set({ isLogin: Boolean(user) });
  },
  hasToken: () => tokenPresent,
  signedIn(queryClient: QueryClient, user: User) {
    tokenPresent = true;
    queryClient.setQueryData(SELF_QUERY_KEY, user);
    appStore.set({ isLogin: true, showLoginModal: false, showBindModal: false });
  },
  signedOut(queryClient: QueryClient) {
    tokenPresent = false;
    queryClient.setQueryData(SELF_QUERY_KEY, null);
    appStore.set({ isLogin: false });
  },
};
