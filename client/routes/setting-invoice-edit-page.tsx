import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import {
  getInvoiceableOrdersQueryOptions,
  getInvoiceAddressesQueryOptions,
  getInvoiceTitlesQueryOptions,
  useInvoiceableOrders,
  useInvoiceAddresses,
  useInvoiceTitles,
} from '@client/features/invoices/get-invoices';
import { InvoiceApplyForm } from '@client/features/invoices/components/invoice-apply-form';

/** /setting/invoice/edit?orderId=…: protected; the orders asked for come ticked. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await Promise.all([
    loadFresh(queryClient, getInvoiceableOrdersQueryOptions(api)),
    loadFresh(queryClient, getInvoiceTitlesQueryOptions(api)),
    loadFresh(queryClient, getInvoiceAddressesQueryOptions(api)),
  ]);
  return null;
}

export function Component() {
  const [params] = useSearchParams();
  const invoiceable = useInvoiceableOrders();
  const titles = useInvoiceTitles();
  const addresses = useInvoiceAddresses();
  if (!invoiceable || !titles || !addresses) return null;
  const preselected = params
    .getAll('orderId')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return (
    <InvoiceApplyForm
      orders={invoiceable.list}
      titles={titles}
      addresses={addresses}
      lastEmail={invoiceable.lastEmail}
      preselected={preselected}
    />
  );
}
