import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { toast } from '@client/components/toast/toast-store';

export const MSG_SELF_FAILED = '获取登录信息失败，请刷新页面后重试～';

/**
 * Spec §8: a token came with the page but self-info failed → say so once. The server clears a
 * cookie whose session is gone (401), so a refresh then shows the page signed out.
 */
export function SelfInfoNotice() {
  const data = useRouteLoaderData('root') as { selfFailed?: boolean } | undefined;
  const failed = Boolean(data?.selfFailed);
  useEffect(() => {
    if (failed) toast.error(MSG_SELF_FAILED);
  }, [failed, data]);
  return null;
}
