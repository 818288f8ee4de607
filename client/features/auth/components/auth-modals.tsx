import { useLocation, useNavigate } from 'react-router';
import { pathWithoutSocialParams, socialCallbackOf } from '@shared/auth/wechat-connect';
import { useAppState, appStore } from '@client/lib/app-store';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { BindForm } from './bind-form';
import { LoginModal } from './login-modal';
import { forgetWechatState } from '../wechat-login';

/**
 * The login and bind-account modals, mounted once in the global modal host so every page (the
 * error page too) can open them.
 */
export function AuthModals() {
  const showBind = useAppState((state) => state.showBindModal);
  const location = useLocation();
  const navigate = useNavigate();

  // Giving up on binding ends this WeChat attempt: the state is spent and code/state leave the URL.
  const closeBind = () => {
    appStore.set({ showBindModal: false });
    forgetWechatState();
    if (socialCallbackOf(location.search)) {
      void navigate(pathWithoutSocialParams(location), { replace: true, preventScrollReset: true });
    }
  };

  return (
    <>
      <LoginModal />
      <ModalDialog
        open={showBind}
        onClose={closeBind}
        title="绑定账号"
        description="绑定手机号后账号更安全，新用户将直接注册并绑定"
        testId="bind-modal"
      >
        <BindForm />
      </ModalDialog>
    </>
  );
}
