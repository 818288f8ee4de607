import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { CODE_ALREADY_OWNED, CODE_ORDER_PAID, createOrder, payOrder } from '@shared/api/order';
import { OrderStatus, PayMethod } from '@shared/enums/order';
import type { Checkout, OrderDetail, PayResult } from '@shared/schemas/order';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { afterOrderChange, getCheckoutQueryOptions, getOrderQueryOptions } from './get-orders';
import { payChannel } from './pay-channel';

export type CheckoutStage =
  | { kind: 'choose' }
  | { kind: 'wechat'; order: OrderDetail; payUrl: string; expiresAt: string }
  /** Gone to the provider's page (WeChat H5, the cashier): the browser is leaving. */
  | { kind: 'leaving'; order: OrderDetail }
  /** Back from the provider's page with the order still 待支付: its state is read from the server until it moves. */
  | { kind: 'returned'; order: OrderDetail }
  | { kind: 'paid'; order: OrderDetail }
  | { kind: 'closed'; order: OrderDetail };

const isAwaiting = (order: OrderDetail) => order.status === OrderStatus.CREATED || order.status === OrderStatus.READY_TO_PAY;

/** The stage an order shown on return from the provider's page puts the checkout in. */
const stageOf = (order: OrderDetail): CheckoutStage =>
  order.status === OrderStatus.PAID ? { kind: 'paid', order } : isAwaiting(order) ? { kind: 'returned', order } : { kind: 'closed', order };

/** A key per checkout: the same key twice is the same order or payment on the server, so a double click never pays twice. */
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * 提交订单 and what follows: the order (one per key), then WeChat (QR and polling, in the panel) or
 * skill coins (at once). Refusals keep the page as it was, with the API's words in a toast; a
 * product bought meanwhile, or an order paid elsewhere, refreshes the page to say so.
 */
export function useCheckoutFlow(checkout: Checkout, returned: OrderDetail | null = null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<CheckoutStage>(() => (returned ? stageOf(returned) : { kind: 'choose' }));
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
      // A key per order, method and channel: a second click pays nothing more; another way is another attempt.
      const channel = method === PayMethod.SKILL_COIN ? 'qr' : payChannel();
      const slot = method * 10 + (channel === 'h5' ? 1 : 0);
      const payKey = keys.current.pay.get(slot) ?? newKey();
      keys.current.pay.set(slot, payKey);
      const result = await api.call(payOrder, {
        params: { id: order.id },
        body: { payMethod: method, idempotencyKey: payKey, channel },
      });
      return { order, result };
    },
    onSuccess: ({ order, result }, method) => {
      if (!result) return finish(order);
      afterOrderChange(queryClient, result.order);
      if (result.order.status === OrderStatus.PAID) finish(result.order);
      else if (result.h5) {
        // WeChat's page or the cashier, in this browser; it comes back to this checkout with the order's id.
        setStage({ kind: 'leaving', order: result.order });
        window.location.assign(result.h5.url);
      } else if (method === PayMethod.WECHAT && result.wechat)
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

/**
 * While the checkout says 你有一笔该商品的待支付订单, it follows that order: read again when the learner
 * comes back to the tab (they may have paid it in another one) and every half minute while shown.
 */
export function useFollowPendingOrder(checkout: Checkout, active: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { type, id } = checkout.product;
  const following = active && checkout.pendingOrderId !== null;
  useEffect(() => {
    if (!following) return;
    const reread = () => {
      if (document.visibilityState !== 'visible') return;
      void queryClient.fetchQuery({ ...getCheckoutQueryOptions(api, type, id), staleTime: 0 }).catch(() => undefined);
    };
    const timer = setInterval(reread, 30_000);
    document.addEventListener('visibilitychange', reread);
    window.addEventListener('focus', reread);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', reread);
      window.removeEventListener('focus', reread);
    };
  }, [following, api, queryClient, type, id]);
}
