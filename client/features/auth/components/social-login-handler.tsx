import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { bindWechat } from '@shared/api/account-lifecycle';
import { CODE_SOCIAL_UNBOUND } from '@shared/api/business-codes';
import { login } from '@shared/api/user';
import { LOGIN_TYPE_SOCIAL_OPEN } from '@shared/enums/auth';
import { pathWithoutSocialParams, socialCallbackOf } from '@shared/auth/wechat-connect';
import { useApi } from '@client/lib/api-context';
import { appStore } from '@client/lib/app-store';
import { useUpdateSelf } from '@client/lib/session/use-update-self';
import { toast } from '@client/components/toast/toast-store';
import { forgetWechatState, savedWechatState } from '../wechat-login';
import { useSignedIn } from '@client/lib/session/use-signed-in';

export const MSG_SOCIAL_LOGIN_FAILED = '获取用户信息失败，请稍后重试';
export const MSG_WECHAT_BOUND = '已绑定微信';

/**
 * The WeChat callback, on any page whose query carries code and state (spec §2, §4), mounted by
 * SocialLoginCallback the first time such a query shows up, and kept from then on. The state must
 * be the one this browser left with (a link someone else crafted carries theirs): otherwise it is
 * refused with the failure toast and nobody is signed in. Success → signed in and the page reloaded
 * without code and state; 209 → the bind modal, which reads both from the URL. A learner already
 * signed in came back from 账号安全's 绑定微信: the WeChat is bound to this account instead (a
 * WeChat of another account is refused with the API's message), and the page stays.
 */
export function SocialLoginHandler() {
  const location = useLocation();
  const api = useApi();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const updateSelf = useUpdateSelf();

  useEffect(() => {
    const callback = socialCallbackOf(location.search);
    if (!callback || handled.current === location.key) return;
    handled.current = location.key;
    const cleanPath = pathWithoutSocialParams(location);
    const refuse = () => {
      forgetWechatState();
      toast.error(MSG_SOCIAL_LOGIN_FAILED);
      void navigate(cleanPath, { replace: true, preventScrollReset: true });
    };
    if (savedWechatState() !== callback.state) return refuse();

    if (appStore.get().isLogin) {
      const back = () => {
        forgetWechatState();
        void navigate(cleanPath, { replace: true, preventScrollReset: true });
      };
      api
        .call(bindWechat, { body: { code: callback.code, state: callback.state } })
        .then(({ user }) => {
          updateSelf(user);
          toast.success(MSG_WECHAT_BOUND);
          back();
        })
        .catch((error: unknown) => {
          toast.error(errorMessage(error));
          back();
        });
      return;
    }

    // An unbound account (209) opens the bind modal: its code downloads while the sign-in call runs.
    void import('./auth-modals').catch(() => undefined);
    api
      .call(login, { body: { account: callback.code, security: callback.state, loginType: LOGIN_TYPE_SOCIAL_OPEN } })
      .then(({ user, deletionCancelled }) => {
        forgetWechatState();
        signedIn(user, { to: cleanPath, deletionCancelled });
      })
      .catch((error: unknown) => {
        // Kept for the bind form: the state stays valid until it binds or the dialog closes.
        if (isApiError(error) && error.code === CODE_SOCIAL_UNBOUND) appStore.set({ showBindModal: true, showLoginModal: false });
        else refuse();
      });
  }, [location, api, signedIn, navigate, updateSelf]);

  return null;
}
