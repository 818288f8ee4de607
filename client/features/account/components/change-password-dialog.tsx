import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '@shared/api/api-client';
import { changePassword } from '@shared/api/account';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { AuthField, NewPasswordField, SubmitButton } from '@client/components/auth-form/auth-field';
import { checkLoginPassword, checkNewPassword } from '@client/lib/auth-rules';
import { useValidatedForm } from '@client/lib/use-field-validation';
import form from '@client/components/auth-form/auth-form.module.css';
import styles from './account-dialogs.module.css';

interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export const MSG_CONFIRM_REQUIRED = '请再次输入新密码';
export const MSG_PASSWORD_MISMATCH = '两次输入的新密码不一致';

export const MSG_PASSWORD_CHANGED = '密码已修改';

/** 修改密码: the current password (required only, like sign-in) and a new one (registration rules). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="修改密码"
      description="新密码为 8-16 位，须包含大小写字母、数字和特殊字符。修改后，其他设备上的登录将失效。"
      testId="change-password-dialog"
    >
      <ChangePasswordForm onDone={onClose} />
    </ModalDialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const { form: methods, field } = useValidatedForm<ChangePasswordValues>({ oldPassword: '', password: '', confirmPassword: '' });
  const { errors } = methods.formState;
  const change = useMutation({
    mutationFn: (body: ChangePasswordValues) => api.call(changePassword, { body }),
    onSuccess: () => {
      toast.success(MSG_PASSWORD_CHANGED);
      onDone();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const onSubmit = methods.handleSubmit((values) => change.mutate(values));

  return (
    <form className={`${form.form} ${styles.narrow}`} onSubmit={onSubmit} noValidate aria-label="修改密码">
      <AuthField
        label="当前密码"
        password
        autoComplete="current-password"
        placeholder="请输入当前密码"
        maxLength={64}
        registration={field('oldPassword', { validate: checkLoginPassword })}
        error={errors.oldPassword?.message}
      />
      <NewPasswordField
        label="新密码"
        placeholder="请输入新密码"
        registration={field('password', {
          validate: checkNewPassword,
          // A confirmation already typed is checked again when the new password changes.
          onChange: () => {
            if (methods.getValues('confirmPassword')) void methods.trigger('confirmPassword');
          },
        })}
        error={errors.password?.message}
      />
      <AuthField
        label="确认新密码"
        password
        autoComplete="new-password"
        placeholder="请再次输入新密码"
        maxLength={64}
        registration={field('confirmPassword', {
          validate: (value, values) => (!value ? MSG_CONFIRM_REQUIRED : value === values.password || MSG_PASSWORD_MISMATCH),
        })}
        error={errors.confirmPassword?.message}
      />
      <div className={styles.links}>
        {/* The dialog unmounts with the page it belongs to; no need to close it first. */}
        <Link to="/reset">忘记当前密码？</Link>
      </div>
      <SubmitButton loading={change.isPending}>确认修改</SubmitButton>
    </form>
  );
}
