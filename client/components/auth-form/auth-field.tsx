import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_RULES_HINT } from '@client/lib/auth-rules';
import styles from './auth-form.module.css';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** A password input with the show/hide toggle. */
  password?: boolean;
  /** Rendered after the input, inside the field row (the SMS code button). */
  addon?: ReactNode;
  /** Shown under the input from the start (a new password's rules): known before typing, not learnt from a refusal. */
  hint?: ReactNode;
}

/** One labelled input of the login modal, its message underneath, wired with aria-invalid / -describedby. */
export function AuthField({ label, registration, error, password = false, addon, hint, ...inputProps }: AuthFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
          <input
            {...inputProps}
            {...registration}
            id={id}
            type={password ? (visible ? 'text' : 'password') : (inputProps.type ?? 'text')}
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          {password ? (
            <button
              type="button"
              className={styles.toggle}
              aria-label={visible ? '隐藏密码' : '显示密码'}
              onClick={() => setVisible((current) => !current)}
            >
              {visible ? <EyeIcon /> : <EyeOffIcon />}
            </button>
          ) : null}
        </div>
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {/* Always present, so a message appearing on blur never moves what the pointer is about to click. */}
      <p id={errorId} className={styles.error}>
        {error ?? ''}
      </p>
    </div>
  );
}

function EyeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M10.6 5.1A10.7 10.7 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7c1.9 0 3.5-.6 4.9-1.4" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </svg>
  );
}

/** The submit button: disabled and marked busy while the request runs. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={`btn btn-primary btn-lg btn-block ${styles.submit}`}
      disabled={loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** A password being chosen (register, recover, reset, change): rules of spec §5, show/hide toggle. */
export function NewPasswordField({
  label = '密码',
  placeholder = '请输入密码',
  registration,
  error,
}: {
  label?: string;
  placeholder?: string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <AuthField
      label={label}
      password
      autoComplete="new-password"
      placeholder={placeholder}
      maxLength={64}
      registration={registration}
      error={error}
      hint={PASSWORD_RULES_HINT}
    />
  );
}

/**
 * The phone field both modes (and later the bind form) start with. A mode switch unmounts the
 * link that had focus, so focus starts over here.
 */
export function PhoneField({
  registration,
  error,
  autoComplete,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: 'username' | 'tel';
}) {
  // The focus it opens with is the form's, not the visitor's: leaving it untouched and empty (a click
  // elsewhere, the other tab) is no mistake to flag. Once typed in, blur checks it; submit always does.
  const typed = useRef(false);
  const guarded: UseFormRegisterReturn = {
    ...registration,
    onChange: (event) => {
      typed.current = true;
      return registration.onChange(event);
    },
    onBlur: async (event) => {
      if (!typed.current && !(event.target as HTMLInputElement).value) return;
      return registration.onBlur(event);
    },
  };
  return (
    <AuthField
      label="手机号"
      // Spec: the sign-in, sign-up, bind and password-recovery forms open on their phone field (e2e
      // login.spec, account.spec); in the login modal it also takes the focus when the form switches.
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the form is all the visitor came for (above)
      autoFocus
      // A phone that signs in is the account's user name: `username` is valid on a text input only
      // (HTML's autofill control groups), and the numeric keypad comes from inputmode.
      type={autoComplete === 'username' ? 'text' : 'tel'}
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder="请输入手机号"
      maxLength={32}
      registration={guarded}
      error={error}
    />
  );
}
