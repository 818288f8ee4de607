import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '@shared/api/api-client';
import type { EndpointBody } from '@shared/api/define-endpoint';
import { applyInvoice } from '@shared/api/invoice';
import { DefaultAddressFlag, InvoiceType } from '@shared/enums/finance';
import type { InvoiceAddress, InvoiceableOrder, InvoiceTitle } from '@shared/schemas/invoice';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { applyRules, titleBlock, type ApplyValues } from './apply-rules';
import { afterInvoiceChange } from './get-invoices';

export interface InvoiceApplyInput {
  orders: InvoiceableOrder[];
  titles: InvoiceTitle[];
  addresses: InvoiceAddress[];
  lastEmail: string;
  /** Orders the link asked for (申请发票 on an order, 重新申请 on a request). */
  preselected: number[];
}

/**
 * 申请开票's state: the values (react-hook-form, checked when sent; the e-mail when left, the remark
 * when left while it has a message; a choice clears its section's message), what follows from them,
 * and the request (a mutation). A refusal is told and nothing chosen or typed is lost. The sections
 * render the values as given (the server renders the preselected orders and the last e-mail).
 */
export function useInvoiceApply({ orders, titles, addresses, lastEmail, preselected }: InvoiceApplyInput) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useSubmitCheckedForm<ApplyValues>({
    orders: orders.filter((order) => preselected.includes(order.id)).map((order) => order.id),
    type: InvoiceType.ORDINARY,
    title: titles[0]?.id ?? null,
    email: lastEmail,
    address: addresses.find((address) => address.isDefault === DefaultAddressFlag.DEFAULT)?.id ?? null,
    remark: '',
  });
  const { control } = form;
  // The title's rule reads this render's titles: useController registers its rules again on every render.
  const rules = applyRules(titles);
  const chosenOrders = useController({ control, name: 'orders', rules: { validate: rules.orders } }).field;
  const type = useController({ control, name: 'type' }).field;
  const title = useController({ control, name: 'title', rules: { validate: rules.title } }).field;
  const email = useController({ control, name: 'email', rules: { validate: rules.email } }).field;
  const address = useController({ control, name: 'address', rules: { validate: rules.address } }).field;
  const remark = useController({ control, name: 'remark', rules: { validate: rules.remark } }).field;
  const values: ApplyValues = {
    orders: chosenOrders.value,
    type: type.value,
    title: title.value,
    email: email.value,
    address: address.value,
    remark: remark.value,
  };
  const { errors: problems } = form.formState;
  const errors: Partial<Record<keyof ApplyValues, string>> = {
    orders: problems.orders?.message,
    title: problems.title?.message,
    email: problems.email?.message,
    address: problems.address?.message,
    remark: problems.remark?.message,
  };

  // A refused send focuses the first field with a message once the messages are on the page:
  // react-hook-form publishes them with the end of its submit (isSubmitting false), after onInvalid
  // asked. One try per refusal, so a later message (an e-mail left invalid) does not take the focus.
  const formRef = useRef<HTMLFormElement>(null);
  const [focusAsked, setFocusAsked] = useState(0);
  const focusDone = useRef(0);
  const { isSubmitting } = form.formState;
  useEffect(() => {
    if (focusAsked === focusDone.current || isSubmitting) return;
    focusDone.current = focusAsked;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')?.focus();
  }, [focusAsked, isSubmitting]);

  const vat = values.type === InvoiceType.VAT_SPECIAL;
  const total = useMemo(
    () => orders.filter((order) => values.orders.includes(order.id)).reduce((sum, order) => sum + order.amount, 0),
    [orders, values.orders],
  );

  const apply = useMutation({
    mutationFn: (body: EndpointBody<typeof applyInvoice>) => api.call(applyInvoice, { body }),
    onSuccess: async (request) => {
      await afterInvoiceChange(queryClient);
      toast.success(`开票申请已提交（${request.requestNo}），审核结果会通过消息通知你`);
      void navigate('/setting/invoice');
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      void afterInvoiceChange(queryClient);
    },
  });

  return {
    formRef,
    values,
    errors,
    vat,
    total,
    /** Orders the link asked for that cannot be invoiced (any more). */
    missing: preselected.some((id) => !orders.some((order) => order.id === id)),
    busy: apply.isPending,
    toggleOrder(id: number) {
      chosenOrders.onChange(values.orders.includes(id) ? values.orders.filter((one) => one !== id) : [...values.orders, id]);
      form.clearErrors('orders');
    },
    chooseType(next: number) {
      type.onChange(next);
      form.clearErrors();
      // A VAT invoice needs a ready company title: move to one when the chosen title cannot take it.
      const chosen = titles.find((candidate) => candidate.id === values.title);
      if (chosen && titleBlock(chosen, next)) title.onChange(titles.find((candidate) => !titleBlock(candidate, next))?.id ?? values.title);
    },
    chooseTitle(id: number) {
      title.onChange(id);
      form.clearErrors('title');
    },
    chooseAddress(id: number) {
      address.onChange(id);
      form.clearErrors('address');
    },
    email: { onChange: (next: string) => email.onChange(next), onBlur: () => void form.trigger('email') },
    remark: { onChange: (next: string) => remark.onChange(next), onBlur: () => errors.remark && void form.trigger('remark') },
    submit: form.handleSubmit(
      (checked) =>
        apply.mutate({
          orderIds: checked.orders,
          titleId: checked.title!,
          type: checked.type,
          email: checked.email.trim(),
          addressId: checked.type === InvoiceType.VAT_SPECIAL ? checked.address : null,
          remark: checked.remark.trim(),
        }),
      () => setFocusAsked((count) => count + 1),
    ),
  };
}
