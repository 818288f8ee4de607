import { useQrLogin } from '../use-qr-login';
import styles from './login-modal.module.css';

/** The left column of the login modal: the app-scan QR panel and its states (spec §2). */
export function QrPanel() {
  const { state, refresh } = useQrLogin();
  return (
    <section className={styles.qr} aria-labelledby="login-qr-title">
      <h3 id="login-qr-title" className={styles.qrTitle}>
        扫码登录
      </h3>
      <div className={styles.qrBox} data-testid="qr-box" data-state={state.status} role="status" aria-live="polite">
        {state.status === 'loading' ? (
          <>
            <span className={styles.qrSpinner} aria-hidden="true" />
            <span className={styles.qrLoading}>二维码加载中</span>
          </>
        ) : null}
        {state.status === 'failed' ? (
          <div className={styles.qrFailed}>
            <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
              <rect x="6" y="6" width="36" height="36" rx="8" fill="currentColor" opacity=".12" />
              <path d="M18 18l12 12M30 18L18 30" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
            <p>二维码加载失败，请点击按钮重试～</p>
            <button type="button" className="btn btn-primary" onClick={refresh}>
              重新加载
            </button>
          </div>
        ) : null}
        {'image' in state ? <img className={styles.qrImage} src={state.image} width={176} height={176} alt="扫码登录二维码" /> : null}
        {state.status === 'expired' ? (
          <button type="button" className={styles.qrOverlay} onClick={refresh}>
            <strong>二维码已过期</strong>
            <span>点击刷新</span>
          </button>
        ) : null}
        {state.status === 'scanned' ? (
          <div className={styles.qrOverlay}>
            <strong>扫描成功</strong>
          </div>
        ) : null}
      </div>
      <p className={styles.qrHint}>打开技能学堂App，在「我的」页面左上角点击扫一扫</p>
    </section>
  );
}
