import { useMutation } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { errorMessage } from '@shared/api/api-client';
import { sendSmsCode } from '@shared/api/user';
import type { VerifySceneValue } from '@shared/enums/auth';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { clean, isValidPhone, SMS_CODE_MAX_LENGTH } from '@client/lib/auth-rules';
import { AuthField } from './auth-field';
import { useCountdown } from './use-countdown';
import styles from './auth-form.module.css';

/** Spec §9: the resend countdown. */
export const SMS_RESEND_SECONDS = 60;

interface SmsCodeFieldProps {
  /** The phone the code goes to (the form's current value, trimmed before sending). */
  phone: string;
  /** The verification scene sent as `type` (register 1, recover 4, reset 5, bind 6). */
  scene: VerifySceneValue;
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * The 验证码 input with its 获取验证码 button (spec §4): disabled while the phone is not a valid
 * number, while sending and during the 60 s `N秒后重试` countdown; toast 发送成功 or the server's msg.
 * Every form that asks for an SMS code (register, bind, recover, reset, change phone) uses this one.
 */
export function SmsCodeField({ phone, scene, registration, error }: SmsCodeFieldProps) {
  const api = useApi();
  const countdown = useCountdown();
  const send = useMutation({
    mutationFn: (account: string) => api.call(sendSmsCode, { body: { account, type: scene } }),
    // Also in the bind form, which opening the login modal would close.
    meta: { loginOn401: false },
    onSuccess: () => {
      toast.success('发送成功');
      countdown.start(SMS_RESEND_SECONDS);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const sending = send.isPending;

  return (
    <AuthField
      label="验证码"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="请输入验证码"
      maxLength={SMS_CODE_MAX_LENGTH}
      registration={registration}
      error={error}
      addon={
        <button
          type="button"
          className={`btn btn-ghost ${styles.codeButton}`}
          disabled={!isValidPhone(phone) || countdown.running || sending}
          onClick={() => send.mutate(clean(phone))}
        >
          {countdown.running ? `${countdown.left}秒后重试` : '获取验证码'}
        </button>
      }
    />
  );
}
