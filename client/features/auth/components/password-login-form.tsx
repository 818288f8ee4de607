import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '@shared/api/api-client';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { checkLoginPassword, checkPhone } from '@client/lib/auth-rules';
import { AuthField, PhoneField, SubmitButton } from '@client/components/auth-form/auth-field';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { loginWithPassword, useSignedIn } from '@client/lib/session/use-signed-in';
import styles from '@client/components/auth-form/auth-form.module.css';

interface PasswordLoginValues {
  account: string;
  password: string;
}

/** Mode 1 of the login modal: phone + password (spec §2). 忘记密码 closes the modal and goes to /recover. */
export function PasswordLoginForm({ onRegister, onForgot }: { onRegister: () => void; onForgot: () => void }) {
  const api = useApi();
  const signedIn = useSignedIn();
  const { form, field } = useValidatedForm<PasswordLoginValues>({ account: '', password: '' });
  const { errors } = form.formState;
  const signIn = useMutation({
    mutationFn: ({ account, password }: PasswordLoginValues) => loginWithPassword(api, account, password),
    // The login modal is this form's own: a 401 is a refusal to show, not a session to restore.
    meta: { loginOn401: false },
    onSuccess: (user) => signedIn(user),
    // The form keeps what was typed.
    onError: (error) => toast.error(errorMessage(error)),
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
      <SubmitButton loading={signIn.isPending}>登录</SubmitButton>
    </form>
  );
}
