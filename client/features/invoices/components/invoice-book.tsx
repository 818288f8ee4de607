import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { deleteInvoiceAddress, deleteInvoiceTitle, updateInvoiceAddress } from '@shared/api/invoice';
import { DefaultAddressFlag, InvoiceHolder } from '@shared/enums/finance';
import { INVOICE_LIMITS } from '@shared/lib/invoice-rules';
import type { InvoiceAddress, InvoiceTitle } from '@shared/schemas/invoice';
import { useApi } from '@client/lib/api-context';
import { runMutation } from '@client/lib/run-mutation';
import { toast } from '@client/components/toast/toast-store';
import { afterInvoiceChange, useInvoiceAddresses, useInvoiceTitles } from '../get-invoices';
import { useInvoiceDialogs } from '../use-invoice-dialogs';
import styles from '../invoices.module.css';

type Editing<T> = { item?: T } | null;

/**
 * A change to the invoice book as a mutation: it tells how it went and refreshes every invoice list.
 * The returned function resolves true once done (a confirm dialog closes), false when refused.
 */
function useInvoiceChange<V>(call: (variables: V) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  // runMutation, not useMutation: nothing shows it pending, and /setting/invoice (an index page) would load
  // useMutation's observer for it.
  return (variables: V) =>
    runMutation(
      queryClient,
      {
        mutationFn: call,
        onSuccess: async () => {
          await afterInvoiceChange(queryClient);
          toast.success(done);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
      variables,
    ).then(
      () => true,
      () => false,
    );
}

/** 发票抬头: personal and company titles, VAT-ready ones marked. */
export function InvoiceTitles() {
  const api = useApi();
  const titles = useInvoiceTitles() ?? [];
  const deleteTitle = useInvoiceChange((id: number) => api.call(deleteInvoiceTitle, { params: { id } }), '发票抬头已删除');
  const [editing, setEditing] = useState<Editing<InvoiceTitle>>(null);
  const [removing, setRemoving] = useState<InvoiceTitle | null>(null);
  const dialogs = useInvoiceDialogs(editing !== null || removing !== null);
  return (
    <>
      {titles.length === 0 ? <p className={styles.empty}>还没有发票抬头。</p> : null}
      <ul className={styles.cards}>
        {titles.map((title) => (
          <li key={title.id} className={styles.card} data-testid="invoice-title">
            <p className={styles.cardTitle}>
              {title.name}
              <span className={`${styles.tag} ${title.holder === InvoiceHolder.COMPANY ? styles.tagCompany : ''}`}>
                {title.holder === InvoiceHolder.COMPANY ? '企业' : '个人'}
              </span>
              {title.vatReady ? <span className={`${styles.tag} ${styles.tagVat}`}>可开专票</span> : null}
            </p>
            {title.taxNumber ? <p className={`${styles.cardLine} ${styles.mono}`}>税号 {title.taxNumber}</p> : null}
            {title.bank ? (
              <p className={styles.cardLine}>
                {title.bank} <span className={styles.mono}>{title.bankAccount}</span>
              </p>
            ) : null}
            <div className={styles.cardActions}>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => setEditing({ item: title })}
                aria-label={`编辑抬头 ${title.name}`}
              >
                编辑
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => setRemoving(title)}
                aria-label={`删除抬头 ${title.name}`}
              >
                删除
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-soft btn-sm"
        disabled={titles.length >= INVOICE_LIMITS.titlesMax}
        onClick={() => setEditing({})}
      >
        新增抬头
      </button>
      {dialogs ? <dialogs.TitleDialog open={editing !== null} title={editing?.item} onClose={() => setEditing(null)} /> : null}
      {dialogs ? (
        <dialogs.ConfirmDialog
          open={removing !== null}
          onClose={() => setRemoving(null)}
          title="删除发票抬头？"
          description={`「${removing?.name ?? ''}」删除后不影响已提交的开票申请。`}
          confirmLabel="删除"
          onConfirm={() => deleteTitle(removing!.id)}
        />
      ) : null}
    </>
  );
}

/** 收件地址: exactly one default; a paper VAT invoice goes to the one chosen when applying. */
export function InvoiceAddresses() {
  const api = useApi();
  const addresses = useInvoiceAddresses() ?? [];
  const deleteAddress = useInvoiceChange((id: number) => api.call(deleteInvoiceAddress, { params: { id } }), '收件地址已删除');
  const [editing, setEditing] = useState<Editing<InvoiceAddress>>(null);
  const [removing, setRemoving] = useState<InvoiceAddress | null>(null);
  const dialogs = useInvoiceDialogs(editing !== null || removing !== null);
  const makeDefault = useInvoiceChange(
    (address: InvoiceAddress) =>
      api.call(updateInvoiceAddress, { params: { id: address.id }, body: { ...address, isDefault: DefaultAddressFlag.DEFAULT } }),
    '已设为默认地址',
  );
  return (
    <>
      {addresses.length === 0 ? <p className={styles.empty}>还没有收件地址。开具纸质专用发票时需要。</p> : null}
      <ul className={styles.cards}>
        {addresses.map((address) => (
          <li key={address.id} className={styles.card} data-testid="invoice-address">
            <p className={styles.cardTitle}>
              {address.receiver} <span className={styles.mono}>{address.mobile}</span>
              {address.isDefault === DefaultAddressFlag.DEFAULT ? <span className={`${styles.tag} ${styles.tagDefault}`}>默认</span> : null}
            </p>
            <p className={styles.cardLine}>
              {address.region} {address.street}
            </p>
            <div className={styles.cardActions}>
              {address.isDefault !== DefaultAddressFlag.DEFAULT ? (
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => void makeDefault(address)}>
                  设为默认
                </button>
              ) : null}
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => setEditing({ item: address })}
                aria-label={`编辑 ${address.receiver} 的地址`}
              >
                编辑
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => setRemoving(address)}
                aria-label={`删除 ${address.receiver} 的地址`}
              >
                删除
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-soft btn-sm"
        disabled={addresses.length >= INVOICE_LIMITS.addressesMax}
        onClick={() => setEditing({})}
      >
        新增地址
      </button>
      {dialogs ? (
        <dialogs.AddressDialog
          open={editing !== null}
          address={editing?.item}
          first={addresses.length === 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {dialogs ? (
        <dialogs.ConfirmDialog
          open={removing !== null}
          onClose={() => setRemoving(null)}
          title="删除收件地址？"
          description={
            removing?.isDefault === DefaultAddressFlag.DEFAULT
              ? '这是默认地址，删除后最新添加的地址将成为默认。'
              : '删除后不影响已寄出的发票。'
          }
          confirmLabel="删除"
          onConfirm={() => deleteAddress(removing!.id)}
        />
      ) : null}
    </>
  );
}
