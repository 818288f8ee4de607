import { useMutation } from '@tanstack/react-query';
import * as Dialog from '@radix-ui/react-dialog';
import { errorMessage } from '@shared/api/api-client';
import { unbindWechat } from '@shared/api/account';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { useUpdateSelf } from '@client/lib/session/use-update-self';
import styles from './account-dialogs.module.css';

export const MSG_WECHAT_UNBOUND = '已解绑微信';

/** Asks before unbinding: afterwards this WeChat no longer signs in to the account. */
export function UnbindWechatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const updateSelf = useUpdateSelf();
  const unbind = useMutation({
    mutationFn: () => api.call(unbindWechat),
    onSuccess: ({ user }) => {
      updateSelf(user);
      toast.success(MSG_WECHAT_UNBOUND);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const busy = unbind.isPending;

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="解绑微信"
      description="解绑后将不能再用这个微信扫码登录，之后可使用手机号 + 密码或短信验证码登录。"
      testId="unbind-wechat-dialog"
    >
      <div className={`${styles.actions} ${styles.narrow}`}>
        <Dialog.Close className={`btn btn-ghost ${styles.action}`}>取消</Dialog.Close>
        <button
          type="button"
          className={`btn ${styles.danger} ${styles.action}`}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => unbind.mutate()}
        >
          确认解绑
        </button>
      </div>
    </ModalDialog>
  );
}
