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
  const { errors, isSubmitting } = methods.formState;
  const phone = methods.watch('account');

  const onSubmit = methods.handleSubmit(async ({ account, code, password }) => {
    const endpoint = scene === VerifyScene.RECOVER_PASSWORD ? recoverPassword : resetPassword;
    try {
      await api.call(endpoint, { body: { account: clean(account), security: clean(code), password } });
    } catch (error) {
      // The form keeps what was typed.
      toast.error(errorMessage(error));
      return;
    }
    toast.success(MSG_PASSWORD_SET);
    try {
      signedIn(await loginWithPassword(api, account, password), { to: redirectTargetOf(location.search) ?? '/' });
    } catch (error) {
      // The password did change (the code is spent), so the form is done: sign in by hand instead.
      methods.reset();
      toast.error(errorMessage(error));
      openLoginModal();
    }
  });

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
      <SubmitButton loading={isSubmitting}>确认修改</SubmitButton>
    </form>
  );
}
