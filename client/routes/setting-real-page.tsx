import { useEffect, useRef } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/user';
import { AuditStatus } from '@shared/enums/order';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { toast } from '@client/components/toast/toast-store';
import { SELF_QUERY_KEY } from '@client/lib/session/get-self';
import { getRealNameQueryOptions, useRealName } from '@client/features/real-name/get-real-name';
import { RealNameForm } from '@client/features/real-name/components/real-name-form';
import { RealNameIntro, RealNameStatusCard } from '@client/features/real-name/components/real-name-status';
import styles from '@client/features/real-name/real-name.module.css';

/** /setting/real: protected. Read fresh on every visit: a review may have decided meanwhile. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await loadFresh(queryClient, getRealNameQueryOptions(api));
  return null;
}

/** What knows whether the learner is verified: the header's user, the profile, the enrolment plans. */
function refreshVerified(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: SELF_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ['settings'] });
  void queryClient.invalidateQueries({ queryKey: ['enrollment'] });
}

/**
 * When a review under way on this page decides: say so. Whenever the page shows 已认证 while the
 * cached user still says unverified (decided while the learner was elsewhere), refresh what depends on it.
 */
function useOutcomeNotice(status: number | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (status === AuditStatus.APPROVED && queryClient.getQueryData<User | null>(SELF_QUERY_KEY)?.realNameVerified === false)
      refreshVerified(queryClient);
    if (was !== AuditStatus.PENDING || status === was) return;
    if (status === AuditStatus.APPROVED) toast.success('实名认证已通过');
    else if (status === AuditStatus.REJECTED) toast.error('实名认证未通过，请查看原因后重新提交');
  }, [status, queryClient]);
}

export function Component() {
  const status = useRealName();
  useOutcomeNotice(status?.status);
  if (!status) return null;
  const canSubmit = status.status === AuditStatus.NOT_APPLIED || status.status === AuditStatus.REJECTED;
  return (
    <>
      {status.status !== AuditStatus.NOT_APPLIED ? <RealNameStatusCard status={status} /> : null}
      {canSubmit ? (
        <>
          {status.status === AuditStatus.NOT_APPLIED ? <RealNameIntro /> : null}
          <section className={styles.card} aria-labelledby="real-form-title">
            <h2 id="real-form-title" className={styles.formTitle}>
              {status.status === AuditStatus.REJECTED ? '重新提交认证信息' : '填写身份信息'}
            </h2>
            <p className={styles.formLead}>请填写本人的居民身份证信息，姓名与证件号码须一致。</p>
            <RealNameForm attemptsLeft={status.attemptsLeft} resubmit={status.status === AuditStatus.REJECTED} />
          </section>
        </>
      ) : null}
    </>
  );
}
