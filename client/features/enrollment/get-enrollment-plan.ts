import { useCallback, useState } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError, type ApiClient } from '@shared/api/api-client';
import {
  applyEnrollmentPlan,
  CODE_ALREADY_APPLIED,
  CODE_ENROLMENT_CLOSED,
  CODE_ENROLMENT_FULL,
  CODE_ENROLMENT_NOT_OPEN,
  getEnrollmentPlan as planEndpoint,
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
const STALE_CODES = new Set([CODE_ENROLMENT_NOT_OPEN, CODE_ENROLMENT_CLOSED, CODE_ENROLMENT_FULL, CODE_ALREADY_APPLIED]);

/**
 * 报名 and 刷新状态 for one plan. Apply answers with the plan as it now stands (审核中, one place
 * fewer), which goes straight into the cache; a refusal is told in the API's words.
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

  const apply = useMutation({
    mutationFn: () => api.call(applyEnrollmentPlan, { params: { id } }),
    onSuccess: (plan) => {
      queryClient.setQueryData(planKey(viewer, id), plan);
      void queryClient.invalidateQueries({ queryKey: ['enrollment', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['professions', 'detail'] });
      toast.success('报名已提交', { description: '资格审核一般在 1 个工作日内完成，请留意审核结果。' });
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (isApiError(error) && error.code !== undefined && STALE_CODES.has(error.code)) void refresh({ quiet: true });
    },
  });

  const busy: 'apply' | 'refresh' | null = apply.isPending ? 'apply' : refreshing ? 'refresh' : null;
  return { apply: () => apply.mutate(), refresh, busy };
}
