import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { errorMessage } from '@shared/api/api-client';
import { login } from '@shared/api/user';
import { LoginType, SocialType, VerifyScene } from '@shared/enums/auth';
import { pathWithoutSocialParams, socialCallbackOf } from '@shared/auth/wechat-connect';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { checkPhone, checkSmsCode, clean } from '@client/lib/auth-rules';
import { PhoneField, SubmitButton } from '@client/components/auth-form/auth-field';
import { SmsCodeField } from '@client/components/auth-form/sms-code-field';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { useSignedIn } from '@client/lib/session/use-signed-in';
import { forgetWechatState, startWechatLogin } from '../wechat-login';
import styles from '@client/components/auth-form/auth-form.module.css';

interface BindValues {
  account: string;
  code: string;
}

/**
 * 绑定账号 (spec §2, §4): phone + SMS code (scene 6) for a WeChat identity that has no account yet.
 * The open platform's code and state come from the URL the callback left them in; an existing
 * phone gets the WeChat attached, a new phone is registered and bound in one step.
 */
export function BindForm() {
  const api = useApi();
  const location = useLocation();
  const signedIn = useSignedIn();
  const callback = socialCallbackOf(location.search);
  const { form, field } = useValidatedForm<BindValues>({ account: '', code: '' });
  const { errors } = form.formState;
  const phone = form.watch('account');
  const bind = useMutation({
    mutationFn: ({ account, code, social }: BindValues & { social: { code: string; state: string } }) =>
      api.call(login, {
        body: {
          account: clean(account),
          security: clean(code),
          loginType: LoginType.CODE,
          socialType: SocialType.WECHAT_OPEN,
          socialCode: social.code,
          socialState: social.state,
        },
      }),
    // The bind form is in the login modals: opening the login modal would close it.
    meta: { loginOn401: false },
    onSuccess: ({ user }) => {
      forgetWechatState();
      signedIn(user, { to: pathWithoutSocialParams(location) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const onSubmit = form.handleSubmit((values) => callback && bind.mutate({ ...values, social: callback }));

  if (!callback) {
    return (
      <div className={styles.form}>
        <p className={styles.notice}>微信授权信息已失效，请重新使用微信登录。</p>
        <button type="button" className={`btn btn-primary btn-lg btn-block ${styles.submit}`} onClick={startWechatLogin}>
          重新微信登录
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="绑定账号">
      <PhoneField autoComplete="tel" registration={field('account', { validate: checkPhone })} error={errors.account?.message} />
      <SmsCodeField
        phone={phone}
        scene={VerifyScene.SOCIAL_BIND}
        registration={field('code', { validate: checkSmsCode })}
        error={errors.code?.message}
      />
      <SubmitButton loading={bind.isPending}>绑定</SubmitButton>
    </form>
  );
}
