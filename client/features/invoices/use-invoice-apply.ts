import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '@shared/api/api-client';
import type { EndpointBody } from '@shared/api/define-endpoint';
import { applyInvoice } from '@shared/api/invoice';
import { DefaultAddressFlag, InvoiceType } from '@shared/enums/finance';
import type { InvoiceAddress, InvoiceableOrder, InvoiceTitle } from '@shared/schemas/invoice';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { useRuleForm } from '@client/components/rule-form/use-rule-form';
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
 * 申请开票's state: the values (useRuleForm, checked when sent; the e-mail when left, the remark when
 * left while it has a message; a choice clears its section's message), what follows from them, and
 * the request (a mutation). A refusal is told and nothing chosen or typed is lost.
 */
export function useInvoiceApply({ orders, titles, addresses, lastEmail, preselected }: InvoiceApplyInput) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A failed send focuses the first field with a message, once the messages are on the page.
  const formRef = useRef<HTMLFormElement>(null);
  const [focusAsked, setFocusAsked] = useState(0);
  const { values, errors, change, validate, validateAll, setErrors } = useRuleForm<ApplyValues>(
    {
      orders: orders.filter((order) => preselected.includes(order.id)).map((order) => order.id),
      type: InvoiceType.ORDINARY,
      title: titles[0]?.id ?? null,
      email: lastEmail,
      address: addresses.find((address) => address.isDefault === DefaultAddressFlag.DEFAULT)?.id ?? null,
      remark: '',
    },
    applyRules(titles),
    { checkAsTyped: false, focus: () => setFocusAsked((count) => count + 1) },
  );
  useEffect(() => {
    if (focusAsked) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')?.focus();
  }, [focusAsked]);

  const vat = values.type === InvoiceType.VAT_SPECIAL;
  const total = useMemo(
    () => orders.filter((order) => values.orders.includes(order.id)).reduce((sum, order) => sum + order.amount, 0),
    [orders, values.orders],
  );
  const clear = (name: keyof ApplyValues) => setErrors((current) => ({ ...current, [name]: undefined }));

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
      change('orders', values.orders.includes(id) ? values.orders.filter((one) => one !== id) : [...values.orders, id]);
      clear('orders');
    },
    chooseType(type: number) {
      change('type', type);
      setErrors({});
      // A VAT invoice needs a ready company title: move to one when the chosen title cannot take it.
      const title = titles.find((candidate) => candidate.id === values.title);
      if (title && titleBlock(title, type)) change('title', titles.find((candidate) => !titleBlock(candidate, type))?.id ?? values.title);
    },
    chooseTitle(id: number) {
      change('title', id);
      clear('title');
    },
    chooseAddress(id: number) {
      change('address', id);
      clear('address');
    },
    email: { onChange: (email: string) => change('email', email), onBlur: () => validate('email') },
    remark: { onChange: (remark: string) => change('remark', remark), onBlur: () => errors.remark && validate('remark') },
    submit(event: FormEvent) {
      event.preventDefault();
      if (!validateAll()) return;
      apply.mutate({
        orderIds: values.orders,
        titleId: values.title!,
        type: values.type,
        email: values.email.trim(),
        addressId: vat ? values.address : null,
        remark: values.remark.trim(),
      });
    },
  };
}
