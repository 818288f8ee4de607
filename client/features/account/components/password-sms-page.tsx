import { Link } from 'react-router';
import { VerifyScene } from '@shared/enums/auth';
import { PageHeading } from '@client/components/page-heading';
import { openLoginModal } from '@client/lib/app-store';
import { useSelf } from '@client/lib/session/get-self';
import { PasswordSmsForm, type PasswordSmsScene } from './password-sms-form';
import styles from './password-sms-page.module.css';

export const RESET_SIGNED_IN_HINT = '为保障账号安全，请使用绑定的手机号接收验证码';

/** The centred card of /recover and /reset. */
export function PasswordSmsPage({ scene }: { scene: PasswordSmsScene }) {
  const user = useSelf();
  const recovering = scene === VerifyScene.RECOVER_PASSWORD;
  return (
    <div className={styles.page}>
      <PageHeading />
      <section className={styles.card} aria-labelledby="password-sms-title">
        <div className={styles.badge} aria-hidden="true">
          <LockIcon />
        </div>
        <h2 id="password-sms-title" className={styles.title}>
          {recovering ? '通过手机验证码找回密码' : '通过手机验证码重置密码'}
        </h2>
        <p className={styles.lead}>验证手机号后设置新密码（8-16 位，须包含大小写字母、数字和特殊字符），完成后将自动登录。</p>
        {/* Signed in, the page only knows the masked number, so the visitor types it in full. */}
        {user && !recovering ? (
          <p className={styles.hint} role="note">
            <InfoIcon />
            <span>
              {RESET_SIGNED_IN_HINT}
              <span className={styles.masked}>（{user.phone}）</span>
            </span>
          </p>
        ) : null}
        <PasswordSmsForm scene={scene} />
        <p className={styles.back}>
          {user ? (
            <Link to="/setting/account">返回账号安全</Link>
          ) : (
            <button type="button" onClick={openLoginModal}>
              想起密码了？去登录
            </button>
          )}
        </p>
      </section>
    </div>
  );
}

function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="26"
      height="26"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      <circle cx="12" cy="15.5" r="1.3" fill="currentColor" stroke="none" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5" />
      <circle cx="12" cy="7.8" r=".8" fill="currentColor" stroke="none" />
    </svg>
  );
}
