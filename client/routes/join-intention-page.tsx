import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { AuditStatus } from '@shared/enums/order';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadFresh } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { getMyJoinQueryOptions, useMyJoin } from '@client/features/join/get-join-application';
import { JoinForm } from '@client/features/join/components/join-form';
import { JoinStatus } from '@client/features/join/components/join-status';
import styles from '@client/features/join/join.module.css';

/** /join/intention (rendered per request): open to everyone; a signed-in visitor's application is read fresh. */
export async function loader({ context }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const { queryClient, api, hasToken } = context.get(appContext);
  // Never fails the page: a stale sign-in just shows the form.
  if (hasToken()) await loadFresh(queryClient, getMyJoinQueryOptions(api)).catch(() => undefined);
  return {
    meta: {
      title: '入驻意向',
      description: '填写技能学堂机构入驻意向：主体类型、机构名称、机构分类、统一社会信用代码、联系人与机构简介。',
    },
  };
}

export function Component() {
  const mine = useMyJoin();
  // 未通过 → 修改并重新提交: the form again, filled from the rejected application.
  const [resubmitting, setResubmitting] = useState<number | null>(null);
  const application = mine?.application ?? null;
  const showForm = !application || (application.status === AuditStatus.REJECTED && resubmitting === application.id);
  return (
    <div className={styles.intention}>
      <PageHeading />
      {showForm ? (
        <div className={styles.formLayout}>
          <JoinForm
            key={application ? `resubmit-${application.id}` : 'new'}
            initial={application?.fields}
            onSubmitted={() => {
              setResubmitting(null);
              window.scrollTo({ top: 0 });
            }}
          />
          <aside className={styles.formAside} aria-label="入驻须知">
            <h2>入驻须知</h2>
            <ul>
              <li>提交入驻意向与平台审核均不收取费用。</li>
              <li>机构须填写 18 位统一社会信用代码；个人讲师可不填。</li>
              <li>同一统一社会信用代码只能提交一份入驻申请。</li>
              <li>审核未通过可修改后重新提交。</li>
            </ul>
            <p>
              入驻咨询：<a href="tel:4008801234">400-880-1234</a> 转 2
            </p>
          </aside>
        </div>
      ) : (
        <JoinStatus application={application} onResubmit={() => setResubmitting(application.id)} />
      )}
    </div>
  );
}
