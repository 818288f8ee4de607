import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { register as registerEndpoint } from '@shared/api/user';
import { REGISTER_TYPE, VerifyScene } from '@shared/enums/auth';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { checkNewPassword, checkPhone, checkSmsCode, clean } from '@client/lib/auth-rules';
import { NewPasswordField, PhoneField, SubmitButton } from '@client/components/auth-form/auth-field';
import { SmsCodeField } from '@client/components/auth-form/sms-code-field';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { loginWithPassword, useSignedIn } from '@client/lib/session/use-signed-in';
import styles from '@client/components/auth-form/auth-form.module.css';

interface RegisterValues {
  account: string;
  code: string;
  password: string;
}

/** Mode 2 of the login modal: phone + SMS code + password, then signed in with that password (spec §4). */
export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const api = useApi();
  const signedIn = useSignedIn();
  const { form, field } = useValidatedForm<RegisterValues>({ account: '', code: '', password: '' });
  const { errors } = form.formState;
  const phone = form.watch('account');
  // Registered, then signed in with the new password.
  const signUp = useMutation({
    mutationFn: async ({ account, code, password }: RegisterValues) => {
      await api.call(registerEndpoint, { body: { account: clean(account), security: clean(code), password, type: REGISTER_TYPE } });
      return loginWithPassword(api, account, password);
    },
    // Inside the login modal: a 401 is a refusal to show.
    meta: { loginOn401: false },
    onSuccess: (user) => signedIn(user),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const onSubmit = form.handleSubmit((values) => signUp.mutate(values));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="注册">
      <PhoneField autoComplete="tel" registration={field('account', { validate: checkPhone })} error={errors.account?.message} />
      <SmsCodeField
        phone={phone}
        scene={VerifyScene.REGISTER}
        registration={field('code', { validate: checkSmsCode })}
        error={errors.code?.message}
      />
      <NewPasswordField registration={field('password', { validate: checkNewPassword })} error={errors.password?.message} />
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onLogin}>
          已有账号？立即登录
        </button>
      </div>
      <SubmitButton loading={signUp.isPending}>注册并登录</SubmitButton>
    </form>
  );
}
