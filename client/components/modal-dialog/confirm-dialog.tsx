import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ModalDialog } from './modal-dialog';
import styles from './modal-dialog.module.css';

/** Asks before a step that cannot be undone (取消订单, 撤销退款). */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) onClose();
  };
  return (
    <ModalDialog open={open} onClose={onClose} title={title} description={description} testId="confirm-dialog">
      <div className={styles.actions}>
        <Dialog.Close className="btn btn-ghost">再想想</Dialog.Close>
        <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
