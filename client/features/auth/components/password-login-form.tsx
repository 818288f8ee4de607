import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { CODE_LOGIN_LOCKED } from '@shared/api/business-codes';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { checkLoginPassword, checkPhone, clean } from '@client/lib/auth-rules';
import { AuthField, PhoneField, SubmitButton } from '@client/components/auth-form/auth-field';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { passwordLogin, useSignedIn } from '@client/lib/session/use-signed-in';
import styles from '@client/components/auth-form/auth-form.module.css';

interface PasswordLoginValues {
  account: string;
  password: string;
}

interface PasswordLoginFormProps {
  onRegister: () => void;
  onForgot: () => void;
  /** To the SMS-code tab with this phone: the way out of the lockout after too many wrong passwords. */
  onUseSms: (phone: string) => void;
}

/**
 * Mode 1 of the login modal: phone + password (spec §2). 忘记密码 closes the modal and goes to
 * /recover. Locked out (1004), the form says so beside the button that switches to the SMS-code tab.
 */
export function PasswordLoginForm({ onRegister, onForgot, onUseSms }: PasswordLoginFormProps) {
  const [lockedMessage, setLockedMessage] = useState<string | null>(null);
  const api = useApi();
  const signedIn = useSignedIn();
  const { form, field } = useValidatedForm<PasswordLoginValues>({ account: '', password: '' });
  const { errors } = form.formState;
  const signIn = useMutation({
    mutationFn: ({ account, password }: PasswordLoginValues) => passwordLogin(api, account, password),
    // The login modal is this form's own: a 401 is a refusal to show, not a session to restore.
    meta: { loginOn401: false },
    onSuccess: ({ user, deletionCancelled }) => signedIn(user, { deletionCancelled }),
    // The form keeps what was typed.
    onError: (error) => {
      if (isApiError(error) && error.code === CODE_LOGIN_LOCKED) setLockedMessage(errorMessage(error));
      else toast.error(errorMessage(error));
    },
  });
  const onSubmit = form.handleSubmit((values) => signIn.mutate(values));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="密码登录">
      <PhoneField autoComplete="username" registration={field('account', { validate: checkPhone })} error={errors.account?.message} />
      <AuthField
        label="密码"
        password
        autoComplete="current-password"
        placeholder="请输入密码"
        maxLength={64}
        registration={field('password', { validate: checkLoginPassword })}
        error={errors.password?.message}
      />
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onRegister}>
          免费注册
        </button>
        <Link to="/recover" className={styles.link} onClick={onForgot}>
          忘记密码
        </Link>
      </div>
      {lockedMessage ? (
        <div className={styles.lockout} role="alert">
          <span>{lockedMessage}</span>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => onUseSms(clean(form.getValues('account')))}>
            使用验证码登录
          </button>
        </div>
      ) : null}
      <SubmitButton loading={signIn.isPending}>登录</SubmitButton>
    </form>
  );
}
