import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { cancelInvoiceRequest } from '@shared/api/invoice';
import { InvoiceHolder, InvoiceType } from '@shared/enums/finance';
import { RequestStatus, RequestStatusDisplay } from '@shared/enums/order';
import { formatFen } from '@shared/lib/money-format';
import type { InvoiceRequest } from '@shared/schemas/invoice';
import { useApi } from '@client/lib/api-context';
import { runMutation } from '@client/lib/run-mutation';
import { toast } from '@client/components/toast/toast-store';
import { formatSiteTime } from '@client/components/site-time-format';
import { afterInvoiceChange, INVOICE_REQUESTS_SIZE, useInvoiceRequests } from '../get-invoices';
import { useInvoiceDialogs } from '../use-invoice-dialogs';
import styles from '../invoices.module.css';

/** The badge colour of each request state: under way azure, passed teal, done green, refused red, the rest gray. */
const TONE: Record<number, string | undefined> = {
  [RequestStatus.APPLY]: styles.toneWait,
  [RequestStatus.APPROVED]: styles.tonePass,
  [RequestStatus.DONE]: styles.toneDone,
  [RequestStatus.REJECTED]: styles.toneBad,
  [RequestStatus.FAILED]: styles.toneBad,
};

const WHAT_NEXT: Record<number, string> = {
  [RequestStatus.APPLY]: '平台将在 1 个工作日内审核，审核前可撤销。',
  [RequestStatus.APPROVED]: '审核已通过，发票开具中。',
};

/** 开票记录: each request with its state, what it covers, and what can be done with it. */
export function InvoiceRequests() {
  const [page, setPage] = useState(1);
  const { data } = useInvoiceRequests(page);
  if (!data) return null;
  if (data.total === 0) return <p className={styles.empty}>还没有开票记录。已支付的订单可在「我的订单」中申请发票。</p>;
  const pages = Math.ceil(data.total / INVOICE_REQUESTS_SIZE);
  return (
    <>
      <ul className={styles.requests}>
        {data.list.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label="开票记录分页">
          <button type="button" className="btn btn-ghost btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </button>
          <span>
            {page} / {pages}
          </span>
          <button type="button" className="btn btn-ghost btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            下一页
          </button>
        </nav>
      ) : null}
    </>
  );
}

function RequestCard({ request }: { request: InvoiceRequest }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const dialogs = useInvoiceDialogs(confirming);
  const vat = request.type === InvoiceType.VAT_SPECIAL;
  const reapply = `/setting/invoice/edit?${request.orders.map((order) => `orderId=${order.id}`).join('&')}`;

  // runMutation, not useMutation: the confirm dialog shows its own pending state, and /setting/invoice (an
  // index page) would load useMutation's observer for it.
  const cancel = () =>
    runMutation(
      queryClient,
      {
        mutationFn: () => api.call(cancelInvoiceRequest, { params: { id: request.id } }),
        onSuccess: async () => {
          await afterInvoiceChange(queryClient);
          toast.success('已撤销开票申请');
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          void afterInvoiceChange(queryClient);
        },
      },
      undefined,
    );

  return (
    <li className={styles.request} data-testid="invoice-request">
      <header className={styles.requestHead}>
        <span className={`${styles.badge} ${TONE[request.status] ?? ''}`}>{RequestStatusDisplay.label(request.status, '未知')}</span>
        <strong>{vat ? '增值税专用发票（纸质）' : '电子普通发票'}</strong>
        <span className={styles.muted}>
          申请编号 {request.requestNo} · {formatSiteTime(request.appliedAt, 'YYYY-MM-DD HH:mm')}
        </span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>发票抬头</dt>
          <dd>
            {request.titleName}
            <span className={styles.muted}>（{InvoiceHolder.label(request.holder, '')}）</span>
            {request.taxNumber ? <span className={`${styles.mono} ${styles.muted}`}> 税号 {request.taxNumber}</span> : null}
          </dd>
        </div>
        <div>
          <dt>开票金额</dt>
          <dd className={styles.amount}>{formatFen(request.amount)}</dd>
        </div>
        <div>
          <dt>{vat ? '寄送地址' : '接收邮箱'}</dt>
          <dd>
            {vat && request.address
              ? `${request.address.receiver} ${request.address.mobile}，${request.address.region} ${request.address.street}`
              : request.email}
          </dd>
        </div>
        {request.invoiceNo ? (
          <div>
            <dt>发票号码</dt>
            <dd className={styles.mono}>
              {request.invoiceNo}
              {request.trackingNo ? <span className={styles.muted}>（顺丰 {request.trackingNo}）</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <ul className={styles.requestOrders} aria-label="开票订单">
        {request.orders.map((order) => (
          <li key={order.id}>
            <a href={`/order/detail/${order.id}`}>{order.title}</a>
            <span className={styles.muted}>订单号 {order.orderNo}</span>
            <span className={styles.mono}>{formatFen(order.amount)}</span>
          </li>
        ))}
      </ul>
      {request.status === RequestStatus.REJECTED && request.rejectReason ? (
        <p className={styles.reject} role="note">
          <strong>驳回原因：</strong>
          {request.rejectReason}
        </p>
      ) : null}
      {WHAT_NEXT[request.status] ? <p className={styles.next}>{WHAT_NEXT[request.status]}</p> : null}
      {request.actions.cancel || request.actions.reapply ? (
        <footer className={styles.requestActions}>
          {request.actions.cancel ? (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirming(true)}>
              撤销申请
            </button>
          ) : null}
          {request.actions.reapply ? (
            <a className="btn btn-soft btn-sm" href={reapply}>
              重新申请
            </a>
          ) : null}
        </footer>
      ) : null}
      {dialogs ? (
        <dialogs.ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="撤销开票申请？"
          description="撤销后这些订单可重新申请发票。"
          confirmLabel="撤销申请"
          onConfirm={() =>
            cancel().then(
              () => true,
              () => false,
            )
          }
        />
      ) : null}
    </li>
  );
}
