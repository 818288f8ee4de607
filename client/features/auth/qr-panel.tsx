import styles from './login-modal.module.css';

/**
 * The left column of the login modal: the app-scan QR panel (spec §2). The QR code itself, its
 * polling and its overlays arrive with the QR part of the sign-in issue; until then the 176 px box
 * shows a quiet loading state and nothing that looks scannable.
 */
export function QrPanel() {
  return (
    <section className={styles.qr} aria-labelledby="login-qr-title">
      <h3 id="login-qr-title" className={styles.qrTitle}>扫码登录</h3>
      <div className={styles.qrBox} data-testid="qr-box" role="status" aria-live="polite">
        <span className={styles.qrSpinner} aria-hidden="true" />
        <span className={styles.qrLoading}>二维码加载中</span>
      </div>
      <p className={styles.qrHint}>打开技能学堂App，在「我的」页面左上角点击扫一扫</p>
    </section>
  );
}
