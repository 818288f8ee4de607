import { useState, type KeyboardEvent } from 'react';
import { closeLoginModal, useAppState } from '@client/lib/app-store';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { PHONE_QUERY, useMediaQuery } from '@client/lib/use-media-query';
import { PasswordLoginForm } from './password-login-form';
import { QrPanel } from './qr-panel';
import { RegisterForm } from './register-form';
import { SmsLoginForm } from './sms-login-form';
import { AgreementLinks } from './agreement-links';
import { startWechatLogin } from '../wechat-login';
import styles from './login-modal.module.css';

type Mode = 'password' | 'sms' | 'register';

const TITLES: Record<Mode, string> = { password: '密码登录', sms: '验证码登录', register: '注册' };
const TABS: { mode: 'password' | 'sms'; label: string }[] = [
  { mode: 'password', label: '密码登录' },
  { mode: 'sms', label: '验证码登录' },
];

/**
 * The login modal (spec §2): QR panel on the left, then the password or SMS-code tab, or the
 * registration form. It resets (password tab, form cleared) whenever it opens and when the mode
 * switches: the dialog's content unmounts while closed and each mode is its own form component.
 * On a phone the QR panel is left out: the phone would have to scan its own screen.
 */
export function LoginModal() {
  const open = useAppState((state) => state.showLoginModal);
  const onPhone = useMediaQuery(PHONE_QUERY);
  const [mode, setMode] = useState<Mode>('password');
  /** The phone carried to the SMS tab from a locked-out password form. */
  const [smsPhone, setSmsPhone] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setMode('password');
      setSmsPhone('');
    }
  }
  const switchToSms = (phone: string) => {
    setSmsPhone(phone);
    setMode('sms');
  };

  return (
    <ModalDialog open={open} onClose={closeLoginModal} title={TITLES[mode]} testId="login-modal" aside={onPhone ? undefined : <QrPanel />}>
      {mode === 'register' ? null : <LoginTabs mode={mode} onSelect={(next) => setMode(next)} />}
      {mode === 'password' ? (
        <div role="tabpanel" id="login-panel-password" aria-labelledby="login-tab-password">
          <PasswordLoginForm key="password" onRegister={() => setMode('register')} onForgot={closeLoginModal} onUseSms={switchToSms} />
        </div>
      ) : mode === 'sms' ? (
        <div role="tabpanel" id="login-panel-sms" aria-labelledby="login-tab-sms">
          <SmsLoginForm key={`sms-${smsPhone}`} phone={smsPhone} />
        </div>
      ) : (
        <RegisterForm key="register" onLogin={() => setMode('password')} />
      )}
      <div className={styles.social}>
        <span className={styles.socialLabel}>其他方式登录</span>
        <button type="button" className={styles.wechat} aria-label="微信登录" onClick={startWechatLogin}>
          <WechatIcon />
        </button>
      </div>
      {/* Registering asks for its own tick instead (the register form): this sentence is no consent to a new account. */}
      {mode === 'register' ? null : (
        <p className={styles.footer}>
          登录即代表同意
          <AgreementLinks />
        </p>
      )}
    </ModalDialog>
  );
}

/** The two ways to sign in with a phone, as tabs (arrow keys move between them, WAI-ARIA tabs). */
function LoginTabs({ mode, onSelect }: { mode: 'password' | 'sms'; onSelect: (mode: 'password' | 'sms') => void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = mode === 'password' ? 'sms' : 'password';
    onSelect(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label="登录方式">
      {TABS.map((tab) => (
        <button
          key={tab.mode}
          type="button"
          role="tab"
          id={`login-tab-${tab.mode}`}
          aria-selected={mode === tab.mode}
          aria-controls={`login-panel-${tab.mode}`}
          tabIndex={mode === tab.mode ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.mode)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

function WechatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
      <path d="M9 4C5.1 4 2 6.6 2 9.9c0 1.9 1 3.5 2.6 4.6L4 16.6l2.4-1.3c.8.2 1.7.4 2.6.4h.5a5.4 5.4 0 0 1-.2-1.5c0-3.3 3.1-5.9 6.9-5.9h.5C16 5.7 12.8 4 9 4zm-2.4 3.1a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm4.8 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z" />
      <path d="M22 14.2c0-2.8-2.7-5-6-5s-6 2.2-6 5 2.7 5 6 5c.7 0 1.4-.1 2-.3l1.9 1-.5-1.7c1.6-.9 2.6-2.4 2.6-4zm-8-1.3a.8.8 0 1 1 0-1.5.8.8 0 0 1 0 1.5zm4 0a.8.8 0 1 1 0-1.5.8.8 0 0 1 0 1.5z" />
    </svg>
  );
}
