import { useCallback, useState } from 'react';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError, type ApiClient } from '@shared/api/api-client';
import {
  CODE_ALREADY_APPLIED,
  CODE_ENROLMENT_CLOSED,
  CODE_ENROLMENT_FULL,
  CODE_ENROLMENT_NOT_OPEN,
  CODE_NOTHING_TO_WITHDRAW,
  getEnrollmentPlan as planEndpoint,
  withdrawApplication,
} from '@shared/api/enrollment';
import type { EnrollmentPlanDetail } from '@shared/schemas/enrollment';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { useLastShown } from '@client/lib/use-last-shown';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';

export const getEnrollmentPlan = (api: ApiClient, id: number) => api.call(planEndpoint, { params: { id } });

const planKey = (viewer: number, id: number) => ['enrollment', 'detail', id, viewer] as const;

/** Short-lived: places and my audit status move; the loader asks again once this is five seconds old (loadFresh). */
export const getEnrollmentPlanQueryOptions = (api: ApiClient, viewer: number, id: number) =>
  queryOptions({ queryKey: planKey(viewer, id), queryFn: () => getEnrollmentPlan(api, id), staleTime: 5_000 });

/**
 * The plan the loader cached for this viewer. Signing in or out changes the viewer before the
 * reload has its answer: meanwhile the signed-out answer, or the one last shown, stands in.
 */
export function useEnrollmentPlan(viewer: number, id: number): EnrollmentPlanDetail | undefined {
  const api = useApi();
  const own = useCachedQueryData(getEnrollmentPlanQueryOptions(api, viewer, id));
  const anonymous = useCachedQueryData(getEnrollmentPlanQueryOptions(api, 0, id));
  return useLastShown(id, own ?? anonymous);
}

/** Refusals that mean the page is out of date (the window moved, the places went, I applied elsewhere): reload it. */
export const STALE_CODES = new Set([
  CODE_ENROLMENT_NOT_OPEN,
  CODE_ENROLMENT_CLOSED,
  CODE_ENROLMENT_FULL,
  CODE_ALREADY_APPLIED,
  CODE_NOTHING_TO_WITHDRAW,
]);

/**
 * After a write to my application: the plan as the API answered goes straight into the cache (or,
 * without one, is fetched again), and the lists and level paths that show my status refetch.
 */
export function afterPlanChange(queryClient: QueryClient, viewer: number, plan?: EnrollmentPlanDetail): void {
  if (plan) queryClient.setQueryData(planKey(viewer, plan.id), plan);
  else void queryClient.invalidateQueries({ queryKey: ['enrollment', 'detail'] });
  void queryClient.invalidateQueries({ queryKey: ['enrollment', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['professions', 'detail'] });
}

/**
 * 刷新状态 and 撤回报名 for one plan. Withdraw answers with the plan as it now stands (未报名, one
 * place more), which goes straight into the cache; a refusal is told in the API's words.
 */
export function usePlanActions(viewer: number, id: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}) => {
      if (!quiet) setRefreshing(true);
      try {
        await queryClient.fetchQuery({ ...getEnrollmentPlanQueryOptions(api, viewer, id), staleTime: 0 });
      } catch (error) {
        if (!quiet) toast.error(errorMessage(error));
      } finally {
        if (!quiet) setRefreshing(false);
      }
    },
    [api, queryClient, viewer, id],
  );

  const withdraw = useMutation({
    mutationFn: () => api.call(withdrawApplication, { params: { id } }),
    onSuccess: (plan) => {
      afterPlanChange(queryClient, viewer, plan);
      toast.success('报名已撤回', { description: '名额已释放；报名截止前可以重新填写报名表。' });
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (isApiError(error) && error.code !== undefined && STALE_CODES.has(error.code)) void refresh({ quiet: true });
    },
  });

  const busy: 'withdraw' | 'refresh' | null = withdraw.isPending ? 'withdraw' : refreshing ? 'refresh' : null;
  return {
    withdraw: () =>
      withdraw.mutateAsync().then(
        () => true,
        () => false,
      ),
    refresh,
    busy,
  };
}
