import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { CODE_ALREADY_OWNED, CODE_ORDER_PAID, createOrder, payOrder } from '@shared/api/order';
import { OrderStatus, PayMethod } from '@shared/enums/order';
import type { Checkout, OrderDetail, PayResult } from '@shared/schemas/order';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { afterOrderChange, getCheckoutQueryOptions, getOrderQueryOptions } from './get-orders';

export type CheckoutStage =
  | { kind: 'choose' }
  | { kind: 'wechat'; order: OrderDetail; payUrl: string; expiresAt: string }
  | { kind: 'paid'; order: OrderDetail }
  | { kind: 'closed'; order: OrderDetail };

/** A key per checkout: the same key twice is the same order or payment on the server, so a double click never pays twice. */
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * 提交订单 and what follows: the order (one per key), then WeChat (QR and polling, in the panel) or
 * skill coins (at once). Refusals keep the page as it was, with the API's words in a toast; a
 * product bought meanwhile, or an order paid elsewhere, refreshes the page to say so.
 */
export function useCheckoutFlow(checkout: Checkout) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<CheckoutStage>({ kind: 'choose' });
  const keys = useRef<{ order?: string; pay: Map<number, string> }>({ pay: new Map() });
  const { product } = checkout;

  const refresh = useCallback(() => {
    void queryClient.fetchQuery({ ...getCheckoutQueryOptions(api, product.type, product.id), staleTime: 0 }).catch(() => undefined);
  }, [api, queryClient, product.type, product.id]);

  const finish = useCallback(
    (order: OrderDetail) => {
      afterOrderChange(queryClient, order);
      refresh();
      setStage(order.status === OrderStatus.PAID ? { kind: 'paid', order } : { kind: 'closed', order });
    },
    [queryClient, refresh],
  );

  /** The order (one per key), then its payment by `method` unless the order is already settled. */
  const pay = useMutation({
    mutationFn: async (method: number): Promise<{ order: OrderDetail; result?: PayResult }> => {
      keys.current.order ??= newKey();
      const order = await api.call(createOrder, {
        body: { productType: product.type, productId: product.id, idempotencyKey: keys.current.order },
      });
      if (order.status !== OrderStatus.CREATED && order.status !== OrderStatus.READY_TO_PAY) return { order };
      // A key per order and method: a second click pays nothing more; another method is another attempt.
      const payKey = keys.current.pay.get(method) ?? newKey();
      keys.current.pay.set(method, payKey);
      const result = await api.call(payOrder, { params: { id: order.id }, body: { payMethod: method, idempotencyKey: payKey } });
      return { order, result };
    },
    onSuccess: ({ order, result }, method) => {
      if (!result) return finish(order);
      afterOrderChange(queryClient, result.order);
      if (result.order.status === OrderStatus.PAID) finish(result.order);
      else if (method === PayMethod.WECHAT && result.wechat)
        setStage({ kind: 'wechat', order: result.order, payUrl: result.wechat.payUrl, expiresAt: result.wechat.expiresAt });
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (isApiError(error) && (error.code === CODE_ALREADY_OWNED || error.code === CODE_ORDER_PAID)) refresh();
    },
  });
  const busy = pay.isPending;
  /** Settles when the attempt has (the coin payment's confirm dialog waits for it). */
  const submit = (method: number): Promise<void> =>
    busy
      ? Promise.resolve()
      : pay.mutateAsync(method).then(
          () => undefined,
          () => undefined,
        );

  /** The panel's poll saw the order change: read it whole and move on. */
  const settled = useCallback(
    async (orderId: number) => {
      try {
        finish(await queryClient.fetchQuery({ ...getOrderQueryOptions(api, orderId), staleTime: 0 }));
      } catch (error) {
        toast.error(errorMessage(error));
      }
    },
    [api, queryClient, finish],
  );

  /** Back to choosing (another method, or a new order after this one closed). */
  const restart = useCallback(
    (fresh: boolean) => {
      if (fresh) keys.current = { pay: new Map() };
      setStage({ kind: 'choose' });
      refresh();
    },
    [refresh],
  );

  return { stage, busy, submit, settled, restart };
}
