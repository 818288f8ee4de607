import { useAppState, appStore, closeLoginModal } from '@client/lib/app-store';
import { AuthDialog } from './auth-dialog';
import styles from './auth-modals.module.css';

/**
 * The login and bind-account modals, mounted once in the global modal host so every page (the
 * error page too) can open them. Their forms — password, SMS registration, QR scan, WeChat —
 * arrive with the sign-in issue; until then they say so plainly instead of pretending to work.
 */
export function AuthModals() {
  const showLogin = useAppState((state) => state.showLoginModal);
  const showBind = useAppState((state) => state.showBindModal);
  return (
    <>
      <AuthDialog open={showLogin} onClose={closeLoginModal} title="密码登录" testId="login-modal">
        <p className={styles.notice}>登录与注册功能即将开放：支持手机号密码、短信验证码、技能学堂 App 扫码和微信登录。</p>
        <p className={styles.footer}>
          登录即代表同意
          <a href="/service" target="_blank" rel="noopener">《服务条款》</a>和
          <a href="/privacy" target="_blank" rel="noopener">《隐私协议》</a>
        </p>
      </AuthDialog>
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
