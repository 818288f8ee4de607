import { createInvoiceTitle, updateInvoiceTitle } from '@shared/api/invoice';
import { InvoiceHolder } from '@shared/enums/finance';
import {
  checkBankAccount,
  checkBankName,
  checkCompanyName,
  checkCreditCode,
  checkPersonalName,
  checkRegisteredAddress,
  checkRegisteredPhone,
  type TitleFields,
} from '@shared/lib/invoice-rules';
import type { InvoiceTitle } from '@shared/schemas/invoice';
import { useApi } from '@client/lib/api-context';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { useBookEntrySave } from '../use-book-entry-save';
import { HookFormField } from '@client/components/hook-form-field';
import styles from '../invoices.module.css';

type TitleValues = Omit<TitleFields, 'holder'> & { holder: string };

const EMPTY: TitleValues = {
  holder: String(InvoiceHolder.COMPANY),
  name: '',
  taxNumber: '',
  bank: '',
  bankAccount: '',
  registeredAddress: '',
  registeredPhone: '',
};
const BANK_FIELDS = ['bank', 'bankAccount', 'registeredAddress', 'registeredPhone'] as const;
const anyBank = (values: TitleValues) => BANK_FIELDS.some((name) => values[name].trim() !== '');

interface TitleDialogProps {
  open: boolean;
  /** The title edited; none for a new one. */
  title?: InvoiceTitle;
  onClose: () => void;
  onSaved?: (title: InvoiceTitle) => void;
}

/** 新增/编辑发票抬头: the fields follow the holder; bank details are all or nothing (a VAT invoice needs them). */
export function TitleDialog({ open, title, onClose, onSaved }: TitleDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title ? '编辑发票抬头' : '新增发票抬头'}
      description="抬头须与营业执照或身份证上的名称一致，开具后不能修改。"
      testId="title-dialog"
    >
      {open ? <TitleForm title={title} onClose={onClose} onSaved={onSaved} /> : null}
    </ModalDialog>
  );
}

function TitleForm({ title, onClose, onSaved }: Omit<TitleDialogProps, 'open'>) {
  const api = useApi();
  const { form, field } = useValidatedForm<TitleValues>(title ? { ...title, holder: String(title.holder) } : EMPTY);
  const company = form.watch('holder') === String(InvoiceHolder.COMPANY);
  const { errors } = form.formState;

  const save = useBookEntrySave({
    save: (values: TitleValues) => {
      const body = { ...values, holder: Number(values.holder) };
      return title ? api.call(updateInvoiceTitle, { params: { id: title.id }, body }) : api.call(createInvoiceTitle, { body });
    },
    message: title ? '发票抬头已保存' : '发票抬头已添加',
    onSaved,
    onClose,
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values));
  const busy = save.isPending;

  const bankRule = (check: (value: string, required: boolean) => true | string) => (value: string, values: TitleValues) =>
    check(value, anyBank(values));
  // On change, not on blur: a message vanishing on blur moves the 保存 button under the pointer between press and release.
  const revalidateBank = () => {
    for (const name of BANK_FIELDS) if (errors[name]) void form.trigger(name);
  };

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
      <fieldset className={styles.segmented}>
        <legend className={styles.srOnly}>抬头类型</legend>
        {InvoiceHolder.options.map((option) => (
          <label key={option.value}>
            <input type="radio" value={String(option.value)} {...form.register('holder', { onChange: () => form.clearErrors() })} />
            <span>{option.value === InvoiceHolder.COMPANY ? '企业单位' : '个人 / 非企业'}</span>
          </label>
        ))}
      </fieldset>
      <HookFormField idPrefix="invoice" classes={styles} form={form} name="name" label={company ? '单位名称' : '个人姓名'}>
        <input
          autoComplete={company ? 'organization' : 'name'}
          maxLength={60}
          placeholder={company ? '与营业执照一致' : '如：王晓明'}
          {...field('name', { validate: (value) => (company ? checkCompanyName(value) : checkPersonalName(value)) })}
        />
      </HookFormField>
      {company ? (
        <>
          <HookFormField
            idPrefix="invoice"
            classes={styles}
            form={form}
            name="taxNumber"
            label="纳税人识别号"
            hint="18 位统一社会信用代码，见营业执照"
          >
            <input
              autoComplete="off"
              spellCheck={false}
              maxLength={24}
              className={styles.mono}
              placeholder="如：91440300MA5F8XK2Q"
              {...field('taxNumber', { validate: (value) => checkCreditCode(value) })}
            />
          </HookFormField>
          <p className={styles.groupNote}>以下信息开具增值税专用发票时必填，普通发票可不填</p>
          <HookFormField idPrefix="invoice" classes={styles} form={form} name="bank" label="开户银行">
            <input
              maxLength={60}
              placeholder="如：招商银行深圳科技园支行"
              {...field('bank', { validate: bankRule(checkBankName), onChange: revalidateBank })}
            />
          </HookFormField>
          <HookFormField idPrefix="invoice" classes={styles} form={form} name="bankAccount" label="银行账号">
            <input
              inputMode="numeric"
              maxLength={40}
              className={styles.mono}
              {...field('bankAccount', { validate: bankRule(checkBankAccount), onChange: revalidateBank })}
            />
          </HookFormField>
          <HookFormField idPrefix="invoice" classes={styles} form={form} name="registeredAddress" label="注册地址">
            <input
              maxLength={100}
              autoComplete="street-address"
              {...field('registeredAddress', { validate: bankRule(checkRegisteredAddress), onChange: revalidateBank })}
            />
          </HookFormField>
          <HookFormField idPrefix="invoice" classes={styles} form={form} name="registeredPhone" label="注册电话">
            <input
              inputMode="tel"
              maxLength={20}
              placeholder="如：0755-86001234"
              {...field('registeredPhone', { validate: bankRule(checkRegisteredPhone), onChange: revalidateBank })}
            />
          </HookFormField>
        </>
      ) : null}
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
