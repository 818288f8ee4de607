import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { VerifyScene } from '@shared/enums/auth';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { checkPhone, checkSmsCode } from '@client/lib/auth-rules';
import { PhoneField, SubmitButton } from '@client/components/auth-form/auth-field';
import { SmsCodeField } from '@client/components/auth-form/sms-code-field';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { loginWithSmsCode, useSignedIn } from '@client/lib/session/use-signed-in';
import styles from '@client/components/auth-form/auth-form.module.css';

interface SmsLoginValues {
  account: string;
  code: string;
}

/**
 * 验证码登录 (登录类型 2, scene 2): phone and SMS code. A phone with no account is registered by its
 * first SMS login (spec §1: sign-in or registration by phone and code), which the hint says.
 * `phone` fills the field when the password tab sends a locked-out learner here.
 */
export function SmsLoginForm({ phone: initialPhone = '' }: { phone?: string }) {
  const api = useApi();
  const signedIn = useSignedIn();
  const { form, field } = useValidatedForm<SmsLoginValues>({ account: initialPhone, code: '' });
  const { errors } = form.formState;
  const phone = form.watch('account');
  const signIn = useMutation({
    mutationFn: ({ account, code }: SmsLoginValues) => loginWithSmsCode(api, account, code),
    // Inside the login modal: a 401 is a refusal to show.
    meta: { loginOn401: false },
    onSuccess: ({ user, deletionCancelled }) => signedIn(user, { deletionCancelled }),
    // The form keeps what was typed.
    onError: (error) => toast.error(errorMessage(error)),
  });
  const onSubmit = form.handleSubmit((values) => signIn.mutate(values));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="验证码登录">
      <PhoneField autoComplete="tel" registration={field('account', { validate: checkPhone })} error={errors.account?.message} />
      <SmsCodeField
        phone={phone}
        scene={VerifyScene.LOGIN}
        registration={field('code', { validate: checkSmsCode })}
        error={errors.code?.message}
      />
      <p className={styles.hint}>未注册的手机号验证后将自动注册并登录</p>
      <SubmitButton loading={signIn.isPending}>登录</SubmitButton>
    </form>
  );
}
