import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/user';
import { SELF_QUERY_KEY } from '@client/lib/session/get-self';

/** Puts the user an account change answered with into the self cache: header and pages follow. */
export function useUpdateSelf(): (user: User) => void {
  const queryClient = useQueryClient();
  return (user) => queryClient.setQueryData(SELF_QUERY_KEY, user);
}
