import { toast } from '@client/components/toast/toast-store';

/**
 * The WeChat icon of the login modal. The open-platform QR-connect redirect (state cookie, callback,
 * bind modal) arrives with the WeChat part of the sign-in issue and replaces this body; until then
 * the icon says so plainly instead of pretending to work.
 */
export function startWechatLogin(): void {
  toast.info('微信登录即将开放');
}
