import { useAppState, appStore } from '@client/lib/app-store';
import { AuthDialog } from './auth-dialog';
import { LoginModal } from './login-modal';
import styles from './auth-modals.module.css';

/**
 * The login and bind-account modals, mounted once in the global modal host so every page (the
 * error page too) can open them. The bind form arrives with the WeChat part of the sign-in issue;
 * until then it says so plainly instead of pretending to work.
 */
export function AuthModals() {
  const showBind = useAppState((state) => state.showBindModal);
  return (
    <>
      <LoginModal />
      <AuthDialog
        open={showBind}
        onClose={() => appStore.set({ showBindModal: false })}
        title="绑定账号"
        description="绑定手机号后账号更安全，新用户将直接注册并绑定"
        testId="bind-modal"
      >
        <p className={styles.notice}>账号绑定功能即将开放。</p>
      </AuthDialog>
    </>
  );
}
