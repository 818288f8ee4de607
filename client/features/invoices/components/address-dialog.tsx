import { createInvoiceAddress, updateInvoiceAddress } from '@shared/api/invoice';
import { DefaultAddressFlag } from '@shared/enums/finance';
import { checkMobile, checkReceiver, checkRegion, checkStreet, type AddressFields } from '@shared/lib/invoice-rules';
import type { InvoiceAddress } from '@shared/schemas/invoice';
import { useApi } from '@client/lib/api-context';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { useBookEntrySave } from '../use-book-entry-save';
import { HookFormField } from '@client/components/hook-form-field';
import styles from '../invoices.module.css';

type AddressValues = AddressFields & { isDefault: boolean };

interface AddressDialogProps {
  open: boolean;
  address?: InvoiceAddress;
  /** The first address is the default whatever is ticked. */
  first?: boolean;
  onClose: () => void;
  onSaved?: (address: InvoiceAddress) => void;
}

/** 新增/编辑收件地址: where a paper VAT special invoice is posted. */
export function AddressDialog({ open, address, first, onClose, onSaved }: AddressDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={address ? '编辑收件地址' : '新增收件地址'}
      description="纸质增值税专用发票将通过顺丰快递寄往此地址。"
      testId="address-dialog"
    >
      {open ? <AddressForm address={address} first={first} onClose={onClose} onSaved={onSaved} /> : null}
    </ModalDialog>
  );
}

function AddressForm({ address, first, onClose, onSaved }: Omit<AddressDialogProps, 'open'>) {
  const api = useApi();
  const { form, field } = useValidatedForm<AddressValues>(
    address
      ? { ...address, isDefault: address.isDefault === DefaultAddressFlag.DEFAULT }
      : { receiver: '', mobile: '', region: '', street: '', isDefault: Boolean(first) },
  );

  const save = useBookEntrySave({
    save: (values: AddressValues) => {
      const body = { ...values, isDefault: values.isDefault ? DefaultAddressFlag.DEFAULT : DefaultAddressFlag.NOT_DEFAULT };
      return address ? api.call(updateInvoiceAddress, { params: { id: address.id }, body }) : api.call(createInvoiceAddress, { body });
    },
    message: address ? '收件地址已保存' : '收件地址已添加',
    onSaved,
    onClose,
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values));
  const busy = save.isPending;

  return (
    <form
      className={styles.dialogForm}
      onSubmit={(event) => {
        // The dialog is portalled out of the page's DOM but not out of React's tree: its submit must not reach the apply form around it.
        event.stopPropagation();
        void onSubmit(event);
      }}
      noValidate
    >
      <HookFormField idPrefix="invoice" classes={styles} form={form} name="receiver" label="收件人">
        <input autoComplete="name" maxLength={20} {...field('receiver', { validate: (value) => checkReceiver(String(value)) })} />
      </HookFormField>
      <HookFormField idPrefix="invoice" classes={styles} form={form} name="mobile" label="手机号">
        <input
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
          {...field('mobile', { validate: (value) => checkMobile(String(value)) })}
        />
      </HookFormField>
      <HookFormField
        idPrefix="invoice"
        classes={styles}
        form={form}
        name="region"
        label="所在地区"
        hint="省 市 区，如：广东省 深圳市 南山区"
      >
        <input autoComplete="address-level1" maxLength={40} {...field('region', { validate: (value) => checkRegion(String(value)) })} />
      </HookFormField>
      <HookFormField idPrefix="invoice" classes={styles} form={form} name="street" label="详细地址">
        <textarea
          rows={2}
          autoComplete="street-address"
          maxLength={120}
          placeholder="街道、楼栋、门牌号"
          {...field('street', { validate: (value) => checkStreet(String(value)) })}
        />
      </HookFormField>
      <label className={styles.check}>
        <input type="checkbox" {...form.register('isDefault')} disabled={first && !address} />
        设为默认地址
      </label>
      <div className={styles.dialogActions}>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          取消
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          保存
        </button>
      </div>
    </form>
  );
}
