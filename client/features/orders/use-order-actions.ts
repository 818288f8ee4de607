import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { applyRefund, cancelOrder, cancelRefund } from '@shared/api/order';
import type { OrderCard, OrderDetail } from '@shared/schemas/order';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { afterOrderChange, getOrderQueryOptions } from './get-orders';

export type OrderAction = 'cancel' | 'refund' | 'cancel-refund';

/**
 * 取消订单, 申请退款 and 撤销退款 for one order. Each answer is the order as it now stands and goes
 * into every cached copy; a refusal (the window passed, the order moved on meanwhile) is told in
 * the API's words and the order is read again, so the buttons match the truth.
 */
export function useOrderActions(order: Pick<OrderCard, 'id'>) {
  const api = useApi();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: ({ call }: { action: OrderAction; call: () => Promise<OrderDetail>; done: string }) => call(),
    onSuccess: (changed, { done }) => {
      afterOrderChange(queryClient, changed);
      toast.success(done);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (isApiError(error) && error.code !== undefined && !isSignedOutError(error)) {
        void queryClient
          .fetchQuery({ ...getOrderQueryOptions(api, order.id), staleTime: 0 })
          .then((fresh) => afterOrderChange(queryClient, fresh))
          .catch(() => undefined);
      }
    },
  });
  /** True once done (a dialog closes), false when refused. */
  const run = (action: OrderAction, call: () => Promise<OrderDetail>, done: string): Promise<boolean> =>
    act.mutateAsync({ action, call, done }).then(
      () => true,
      () => false,
    );

  return {
    busy: act.isPending ? act.variables.action : null,
    cancel: () => run('cancel', () => api.call(cancelOrder, { params: { id: order.id } }), '订单已取消'),
    refund: (reason: number, description: string) =>
      run(
        'refund',
        () => api.call(applyRefund, { params: { id: order.id }, body: { reason, description } }),
        '退款申请已提交，平台审核后会通知你',
      ),
    cancelRefund: () => run('cancel-refund', () => api.call(cancelRefund, { params: { id: order.id } }), '已撤销退款申请'),
  };
}
