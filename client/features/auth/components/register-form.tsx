import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { register as registerEndpoint } from '@shared/api/user';
import { REGISTER_TYPE, VerifyScene } from '@shared/enums/auth';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { checkNewPassword, checkPhone, checkSmsCode, clean, MSG_CONSENT_REQUIRED } from '@client/lib/auth-rules';
import { NewPasswordField, PhoneField, SubmitButton } from '@client/components/auth-form/auth-field';
import { SmsCodeField } from '@client/components/auth-form/sms-code-field';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { loginWithPassword, useSignedIn } from '@client/lib/session/use-signed-in';
import styles from '@client/components/auth-form/auth-form.module.css';
import { AgreementLinks } from './agreement-links';

interface RegisterValues {
  account: string;
  code: string;
  password: string;
}

/**
 * Mode 2 of the login modal: phone + SMS code + password, then signed in with that password (spec §4).
 * The terms are agreed to by the visitor's own tick, unticked at first, and the request carries it:
 * the API refuses a registration without it (1017), as regulators read a sentence or a pre-ticked box
 * as no consent.
 */
export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const api = useApi();
  const signedIn = useSignedIn();
  const { form, field } = useValidatedForm<RegisterValues>({ account: '', code: '', password: '' });
  // Kept beside the form's text fields: a box, checked on submit and cleared by ticking it.
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const { errors } = form.formState;
  const phone = form.watch('account');
  // Registered, then signed in with the new password.
  const signUp = useMutation({
    mutationFn: async ({ account, code, password }: RegisterValues) => {
      await api.call(registerEndpoint, {
        body: { account: clean(account), security: clean(code), password, type: REGISTER_TYPE, agreed },
      });
      return loginWithPassword(api, account, password);
    },
    // Inside the login modal: a 401 is a refusal to show.
    meta: { loginOn401: false },
    onSuccess: (user) => signedIn(user),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const consentGiven = () => {
    setConsentError(agreed ? null : MSG_CONSENT_REQUIRED);
    return agreed;
  };
  const onSubmit = form.handleSubmit(
    (values) => consentGiven() && signUp.mutate(values),
    () => consentGiven(),
  );

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
      <label className={styles.consent}>
        <input
          type="checkbox"
          name="agreed"
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
            if (event.target.checked) setConsentError(null);
          }}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? 'register-consent-error' : undefined}
        />
        <span>
          我已阅读并同意
          <AgreementLinks />
        </span>
      </label>
      <p id="register-consent-error" className={styles.error} role={consentError ? 'alert' : undefined}>
        {consentError ?? ''}
      </p>
      <SubmitButton loading={signUp.isPending}>注册并登录</SubmitButton>
    </form>
  );
}
