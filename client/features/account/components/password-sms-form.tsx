import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { errorMessage } from '@shared/api/api-client';
import { recoverPassword, resetPassword } from '@shared/api/account';
import { VerifyScene } from '@shared/enums/auth';
import { useApi } from '@client/lib/api-context';
import { openLoginModal } from '@client/lib/app-store';
import { toast } from '@client/components/toast/toast-store';
import { checkNewPassword, checkPhone, checkSmsCode, clean } from '@client/lib/auth-rules';
import { NewPasswordField, PhoneField, SubmitButton } from '@client/components/auth-form/auth-field';
import { SmsCodeField } from '@client/components/auth-form/sms-code-field';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { loginWithPassword, redirectTargetOf, useSignedIn } from '@client/lib/session/use-signed-in';
import form from '@client/components/auth-form/auth-form.module.css';

export type PasswordSmsScene = typeof VerifyScene.RECOVER_PASSWORD | typeof VerifyScene.RESET_PASSWORD;

interface PasswordSmsValues {
  account: string;
  code: string;
  password: string;
}

export const MSG_PASSWORD_SET = '密码已重置';

/**
 * 找回密码 (scene 4) and 重置密码 (scene 5): phone, SMS code, new password, validated like the login
 * modal. Success signs in with the new password and goes on to `?redirect=` (a site path) or home.
 */
export function PasswordSmsForm({ scene }: { scene: PasswordSmsScene }) {
  const api = useApi();
  const location = useLocation();
  const signedIn = useSignedIn();
  const { form: methods, field } = useValidatedForm<PasswordSmsValues>({ account: '', code: '', password: '' });
  const { errors } = methods.formState;
  const phone = methods.watch('account');

  const signIn = useMutation({
    mutationFn: ({ account, password }: PasswordSmsValues) => loginWithPassword(api, account, password),
    // A failure opens the login modal below, whatever it was.
    meta: { loginOn401: false },
    onSuccess: (user) => signedIn(user, { to: redirectTargetOf(location.search) ?? '/' }),
    onError: (error) => {
      // The password did change (the code is spent), so the form is done: sign in by hand instead.
      methods.reset();
      toast.error(errorMessage(error));
      openLoginModal();
    },
  });
  const setPassword = useMutation({
    mutationFn: ({ account, code, password }: PasswordSmsValues) =>
      api.call(scene === VerifyScene.RECOVER_PASSWORD ? recoverPassword : resetPassword, {
        body: { account: clean(account), security: clean(code), password },
      }),
    onSuccess: (_answer, values) => {
      toast.success(MSG_PASSWORD_SET);
      signIn.mutate(values);
    },
    // The form keeps what was typed.
    onError: (error) => toast.error(errorMessage(error)),
  });
  const onSubmit = methods.handleSubmit((values) => setPassword.mutate(values));

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate aria-label={VerifyScene.label(scene)}>
      <PhoneField autoComplete="username" registration={field('account', { validate: checkPhone })} error={errors.account?.message} />
      <SmsCodeField phone={phone} scene={scene} registration={field('code', { validate: checkSmsCode })} error={errors.code?.message} />
      <NewPasswordField
        label="新密码"
        placeholder="请输入新密码"
        registration={field('password', { validate: checkNewPassword })}
        error={errors.password?.message}
      />
      <SubmitButton loading={setPassword.isPending || signIn.isPending}>确认修改</SubmitButton>
    </form>
  );
}
