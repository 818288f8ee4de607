import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { changePhone } from '@shared/api/account';
import { VerifyScene } from '@shared/enums/auth';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { AuthField, SubmitButton } from '@client/components/auth-form/auth-field';
import { checkPhone, checkSmsCode, clean } from '@client/lib/auth-rules';
import { SmsCodeField } from '@client/components/auth-form/sms-code-field';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { useUpdateSelf } from '@client/lib/session/use-update-self';
import form from '@client/components/auth-form/auth-form.module.css';
import styles from './account-dialogs.module.css';

interface ChangePhoneValues {
  account: string;
  code: string;
}

export const MSG_PHONE_CHANGED = '手机号已更换';

/** 更换手机号: the new phone and a code sent to it (scene 6, see shared/api/account.ts). */
export function ChangePhoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="更换手机号"
      description="验证码将发送到新手机号，更换后请使用新手机号登录。"
      testId="change-phone-dialog"
    >
      <ChangePhoneForm onDone={onClose} />
    </ModalDialog>
  );
}

function ChangePhoneForm({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const updateSelf = useUpdateSelf();
  const { form: methods, field } = useValidatedForm<ChangePhoneValues>({ account: '', code: '' });
  const { errors } = methods.formState;
  const phone = methods.watch('account');
  const change = useMutation({
    mutationFn: ({ account, code }: ChangePhoneValues) =>
      api.call(changePhone, { body: { account: clean(account), security: clean(code) } }),
    onSuccess: ({ user }) => {
      updateSelf(user);
      toast.success(MSG_PHONE_CHANGED);
      onDone();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const onSubmit = methods.handleSubmit((values) => change.mutate(values));

  return (
    <form className={`${form.form} ${styles.narrow}`} onSubmit={onSubmit} noValidate aria-label="更换手机号">
      <AuthField
        label="新手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="请输入新手机号"
        maxLength={32}
        registration={field('account', { validate: checkPhone })}
        error={errors.account?.message}
      />
      <SmsCodeField
        phone={phone}
        scene={VerifyScene.SOCIAL_BIND}
        registration={field('code', { validate: checkSmsCode })}
        error={errors.code?.message}
      />
      <SubmitButton loading={change.isPending}>确认更换</SubmitButton>
    </form>
  );
}
