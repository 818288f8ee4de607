import { useState } from 'react';
import { useInvoiceApply, type InvoiceApplyInput } from '../use-invoice-apply';
import { useInvoiceDialogs } from '../use-invoice-dialogs';
import { ApplyDeliveryStep } from './apply-delivery-step';
import { ApplyOrdersStep } from './apply-orders-step';
import { ApplyRemarkField } from './apply-remark-field';
import { ApplySubmitBar } from './apply-submit-bar';
import { ApplyTitleStep } from './apply-title-step';
import { ApplyTypeStep } from './apply-type-step';
import styles from '../invoices.module.css';

/**
 * 申请开票: orders (one or more, merged into one invoice), the invoice type, the title, where it goes
 * (an e-mail, or a postal address for a paper VAT invoice) and a remark. Checked as the learner goes;
 * a refusal from the API is shown and nothing chosen or typed is lost. A title or an address added
 * here (their dialogs load on demand) is chosen at once.
 */
export function InvoiceApplyForm(props: InvoiceApplyInput) {
  const { orders, titles, addresses } = props;
  const apply = useInvoiceApply(props);
  const { values, errors } = apply;
  const [dialog, setDialog] = useState<'title' | 'address' | null>(null);
  const dialogs = useInvoiceDialogs(dialog !== null);

  return (
    <form ref={apply.formRef} className={styles.apply} onSubmit={apply.submit} noValidate>
      <ApplyOrdersStep
        orders={orders}
        selected={values.orders}
        missing={apply.missing}
        problem={errors.orders}
        onToggle={apply.toggleOrder}
      />
      <ApplyTypeStep type={values.type} onChange={apply.chooseType} />
      <ApplyTitleStep
        titles={titles}
        type={values.type}
        chosen={values.title}
        problem={errors.title}
        onChoose={apply.chooseTitle}
        onAdd={() => setDialog('title')}
      />
      <ApplyDeliveryStep
        vat={apply.vat}
        email={{ value: values.email, problem: errors.email, ...apply.email }}
        address={{
          addresses,
          chosen: values.address,
          problem: errors.address,
          onChoose: apply.chooseAddress,
          onAdd: () => setDialog('address'),
        }}
      >
        <ApplyRemarkField value={values.remark} problem={errors.remark} {...apply.remark} />
      </ApplyDeliveryStep>
      <ApplySubmitBar count={values.orders.length} total={apply.total} busy={apply.busy} disabled={orders.length === 0} />

      {dialogs ? (
        <dialogs.TitleDialog open={dialog === 'title'} onClose={() => setDialog(null)} onSaved={(saved) => apply.chooseTitle(saved.id)} />
      ) : null}
      {dialogs ? (
        <dialogs.AddressDialog
          open={dialog === 'address'}
          first={addresses.length === 0}
          onClose={() => setDialog(null)}
          onSaved={(saved) => apply.chooseAddress(saved.id)}
        />
      ) : null}
    </form>
  );
}
