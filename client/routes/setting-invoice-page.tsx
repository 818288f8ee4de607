import type { LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import {
  getInvoiceAddressesQueryOptions,
  getInvoiceRequestsQueryOptions,
  getInvoiceTitlesQueryOptions,
} from '@client/features/invoices/get-invoices';
import { InvoiceRequests } from '@client/features/invoices/components/invoice-requests';
import { InvoiceAddresses, InvoiceTitles } from '@client/features/invoices/components/invoice-book';
import styles from '@client/features/invoices/invoices.module.css';

/** /setting/invoice: protected. Read fresh on every visit: a review may have moved on. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await Promise.all([
    loadFresh(queryClient, getInvoiceRequestsQueryOptions(api, 1)),
    loadFresh(queryClient, getInvoiceTitlesQueryOptions(api)),
    loadFresh(queryClient, getInvoiceAddressesQueryOptions(api)),
  ]);
  return null;
}

export function Component() {
  return (
    <>
      <section className={styles.section} aria-labelledby="requests-title">
        <div className={styles.sectionHead}>
          <div>
            <h2 id="requests-title">开票记录</h2>
            <p>已支付的订单可合并开具一张发票；电子发票开具后发送至邮箱。</p>
          </div>
          <a className="btn btn-primary btn-sm" href="/setting/invoice/edit">
            申请开票
          </a>
        </div>
        <InvoiceRequests />
      </section>
      <section id="titles" className={styles.section} aria-labelledby="titles-title">
        <div className={styles.sectionHead}>
          <div>
            <h2 id="titles-title">发票抬头</h2>
            <p>企业抬头需填写统一社会信用代码；补全开户信息后可开具增值税专用发票。</p>
          </div>
        </div>
        <InvoiceTitles />
      </section>
      <section id="addresses" className={styles.section} aria-labelledby="addresses-title">
        <div className={styles.sectionHead}>
          <div>
            <h2 id="addresses-title">收件地址</h2>
            <p>纸质专用发票寄往所选地址，默认地址优先选中。</p>
          </div>
        </div>
        <InvoiceAddresses />
      </section>
    </>
  );
}
