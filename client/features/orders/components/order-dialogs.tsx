// The order pages' dialogs (Radix, a form): one chunk, fetched when a learner asks for one.
import { useForm } from 'react-hook-form';
import * as Dialog from '@radix-ui/react-dialog';
import { RefundReason } from '@shared/lib/order-rules';
import { PayMethod } from '@shared/enums/order';
import type { OrderCard } from '@shared/schemas/order';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { paidAmountText } from '../order-format';
import styles from './order-dialogs.module.css';

// The invoice pages ask with the same dialog; this chunk hands it out with the order dialogs.
export { ConfirmDialog } from '@client/components/modal-dialog/confirm-dialog';

const DESCRIPTION_MAX = 200;

interface DialogProps {
  order: OrderCard;
  open: boolean;
  onClose: () => void;
}

/** 申请退款: a reason (required) and what happened (≤ 200); the amount and where it goes back. */
export function RefundDialog({
  order,
  open,
  onClose,
  onSubmit,
}: DialogProps & { onSubmit: (reason: number, description: string) => Promise<boolean> }) {
  // Checked when sent; any change clears the message. One message at a time, the reason's first.
  const form = useForm<{ reason: string; description: string }>({
    defaultValues: { reason: '', description: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting: busy } = form.formState;
  const error = errors.reason?.message ?? errors.description?.message ?? '';
  const description = form.watch('description');
  const clear = { onChange: () => form.clearErrors() };

  const submit = form.handleSubmit(async (values) => {
    const done = await onSubmit(Number(values.reason), values.description.trim());
    // A refusal keeps the dialog and what was typed.
    if (done) onClose();
  });

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="申请退款"
      description={order.refundRule ? `${order.refundRule}。` : '平台审核通过后原路退回。'}
      testId="refund-dialog"
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.amount}>
          退款金额 <strong>{paidAmountText(order)}</strong>
          <span>
            {order.coinAmount > 0 ? '退回技能币余额' : order.payMethod === PayMethod.AGGREGATED ? '原路退回支付账户' : '原路退回微信'}
          </span>
        </p>
        <fieldset className={styles.reasons} aria-describedby={error ? 'refund-error' : undefined}>
          <legend className={styles.legend}>退款原因</legend>
          {RefundReason.options.map((option) => (
            <label key={option.value} className={styles.reason}>
              <input
                type="radio"
                value={option.value}
                {...form.register('reason', { validate: (reason) => (reason ? true : '请选择退款原因'), ...clear })}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        <label className={styles.legend} htmlFor="refund-description">
          补充说明（选填）
        </label>
        <textarea
          id="refund-description"
          className={styles.textarea}
          rows={3}
          maxLength={DESCRIPTION_MAX + 50}
          placeholder="说说遇到的问题，便于我们改进"
          {...form.register('description', {
            validate: (text) => text.trim().length <= DESCRIPTION_MAX || `补充说明不能超过 ${DESCRIPTION_MAX} 字`,
            ...clear,
          })}
        />
        <p className={styles.count} aria-live="polite">
          {description.trim().length}/{DESCRIPTION_MAX}
        </p>
        {error ? (
          <p id="refund-error" className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Dialog.Close className="btn btn-ghost">取消</Dialog.Close>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
            提交申请
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
