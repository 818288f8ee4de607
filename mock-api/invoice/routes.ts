import type { FastifyInstance } from 'fastify';
import {
  applyInvoice,
  cancelInvoiceRequest,
  createInvoiceAddress,
  createInvoiceTitle,
  deleteInvoiceAddress,
  deleteInvoiceTitle,
  listInvoiceableOrders,
  listInvoiceAddresses,
  listInvoiceRequests,
  listInvoiceTitles,
  updateInvoiceAddress,
  updateInvoiceTitle,
} from '@shared/api/invoice';
import { RequestStatus } from '@shared/enums/order';
import { isVatReady } from '@shared/lib/invoice-rules';
import type { InvoiceAddress, InvoiceRequest, InvoiceTitle } from '@shared/schemas/invoice';
import { shanghaiIso } from '../core/faker';
import { BusinessError, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import type { MockStore } from '../core/store';
import { invoiceBlock, type AddressRecord, type InvoiceRequestRecord, type TitleRecord } from './invoices';

const toTitle = ({ accountId: _owner, updatedAt, ...title }: TitleRecord): InvoiceTitle => ({
  ...title,
  vatReady: isVatReady(title),
  updatedAt: shanghaiIso(updatedAt),
});
const toAddress = ({ accountId: _owner, createdAt: _created, ...address }: AddressRecord): InvoiceAddress => address;
const toRequest = (request: InvoiceRequestRecord): InvoiceRequest => ({
  id: request.id,
  requestNo: request.requestNo,
  status: request.status,
  type: request.type,
  holder: request.title.holder,
  titleName: request.title.name,
  taxNumber: request.title.taxNumber,
  email: request.email,
  address: request.address,
  orders: request.orders,
  amount: request.amount,
  remark: request.remark,
  rejectReason: request.rejectReason,
  invoiceNo: request.invoiceNo,
  trackingNo: request.trackingNo,
  appliedAt: shanghaiIso(request.appliedAt),
  updatedAt: shanghaiIso(request.updatedAt),
  actions: {
    cancel: request.status === RequestStatus.APPLY,
    reapply: request.status === RequestStatus.REJECTED || request.status === RequestStatus.CANCELLED,
  },
});

export function registerInvoiceRoutes(app: FastifyInstance, store: MockStore): void {
  const { invoices, orders } = store;
  const requireAccount = (token: string | undefined) => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '请先登录后再管理发票');
    return account;
  };

  handle(app, listInvoiceTitles, ({ token }) => ({ list: invoices.titlesOf(requireAccount(token).id).map(toTitle) }));
  handle(app, createInvoiceTitle, ({ token, body }) => toTitle(invoices.saveTitle(requireAccount(token).id, body)));
  handle(app, updateInvoiceTitle, ({ token, params, body }) => toTitle(invoices.saveTitle(requireAccount(token).id, body, params.id)));
  handle(app, deleteInvoiceTitle, ({ token, params }) => {
    invoices.deleteTitle(requireAccount(token).id, params.id);
    return { id: params.id };
  });

  handle(app, listInvoiceAddresses, ({ token }) => ({ list: invoices.addressesOf(requireAccount(token).id).map(toAddress) }));
  handle(app, createInvoiceAddress, ({ token, body }) => toAddress(invoices.saveAddress(requireAccount(token).id, body)));
  handle(app, updateInvoiceAddress, ({ token, params, body }) =>
    toAddress(invoices.saveAddress(requireAccount(token).id, body, params.id)),
  );
  handle(app, deleteInvoiceAddress, ({ token, params }) => {
    invoices.deleteAddress(requireAccount(token).id, params.id);
    return { id: params.id };
  });

  handle(app, listInvoiceableOrders, ({ token }) => {
    const account = requireAccount(token);
    // Requests first: a review that finished meanwhile may have given orders back.
    invoices.requestsOf(account.id);
    const list = orders
      .listOf(account.id)
      .map((order) => orders.settle(order))
      .filter((order) => invoiceBlock(order) === null)
      .map((order) => ({
        id: order.id,
        orderNo: order.orderNo,
        product: order.product,
        amount: order.amount,
        paidAt: shanghaiIso(order.paidAt ?? order.createdAt),
      }));
    return { list, lastEmail: invoices.lastEmailOf(account.id) };
  });

  handle(app, listInvoiceRequests, ({ token, query }) => {
    const list = invoices.requestsOf(requireAccount(token).id);
    const start = (query.page - 1) * query.size;
    return { list: list.slice(start, start + query.size).map(toRequest), total: list.length, page: query.page, size: query.size };
  });

  handle(app, applyInvoice, ({ token, body }) => toRequest(invoices.apply(requireAccount(token).id, body)));
  handle(app, cancelInvoiceRequest, ({ token, params }) => toRequest(invoices.cancel(requireAccount(token).id, params.id)));
}
