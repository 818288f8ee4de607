import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { Pagination } from '@client/components/pagination/pagination';
import { PlanCard } from '@client/features/enrollment/components/plan-card';
import { KeptBlock, pageHasItems } from '@client/components/kept-block';
import { PlanFilters, PlanStatusTabs } from '@client/features/enrollment/components/plan-filters';
import {
  ENROLLMENT_PAGE_SIZE,
  enrollmentListHref,
  parseEnrollmentListQuery,
  type EnrollmentListFilters,
} from '@client/features/enrollment/enrollment-list-query';
import {
  getEnrollmentFacetsQueryOptions,
  getEnrollmentPlansQueryOptions,
  useEnrollmentFacets,
  useEnrollmentPlans,
} from '@client/features/enrollment/get-enrollment-plans';
import { loaderViewerId, useViewerId } from '@client/features/enrollment/viewer';
import { EmptyState } from '@client/components/empty-state/empty-state';
import styles from '@client/features/enrollment/enrollment-list-page.module.css';

export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const app = context.get(appContext);
  const viewer = await loaderViewerId(app);
  const filters = parseEnrollmentListQuery(new URL(request.url).searchParams, { signedIn: viewer > 0 });
  await Promise.all([
    loadQuery(app.queryClient, getEnrollmentPlansQueryOptions(app.api, viewer, filters)),
    loadQuery(app.queryClient, getEnrollmentFacetsQueryOptions(app.api)),
  ]);
  return {
    meta: {
      title: '报名',
      description:
        '职业技能等级认定与职业资格考试报名：电工、焊工、养老护理员等职业的报名时间、考试时间地点、名额与费用，在线报名、查看审核进度。',
    },
  };
}

function NoPlans({ filters, pastTheEnd }: { filters: EnrollmentListFilters; pastTheEnd: boolean }) {
  const [title, text, to, label] = pastTheEnd
    ? ['这一页没有报名计划了', '列表没有这么多页。', enrollmentListHref(filters, { page: 1 }), '回到第一页']
    : filters.mine
      ? ['你还没有报名记录', '找到适合你的职业与等级，提交报名后可在这里查看审核进度。', '/enrollment?status=open', '看看报名中的计划']
      : ['没有找到符合条件的报名计划', '换个筛选条件试试，或者看看全部报名计划。', '/enrollment', '查看全部报名计划'];
  return (
    <EmptyState
      title={title}
      text={text}
      action={{ to, label }}
      illustration={
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <rect x="12" y="10" width="40" height="46" rx="7" fill="currentColor" opacity=".12" />
          <path d="M22 24h20M22 32h20M22 40h12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity=".5" />
          <circle cx="47" cy="47" r="9" fill="var(--surface)" stroke="currentColor" strokeWidth="3" opacity=".7" />
          <path
            d="m43.5 47 2.5 2.5 4.5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
            opacity=".7"
          />
        </svg>
      }
    />
  );
}

export function Component() {
  const location = useLocation();
  const viewer = useViewerId();
  const filters = parseEnrollmentListQuery(new URLSearchParams(location.search), { signedIn: viewer > 0 });
  const plans = useEnrollmentPlans(viewer, filters);
  const facets = useEnrollmentFacets();
  const total = plans?.total ?? 0;
  const list = plans?.list;
  return (
    <div className={styles.page}>
      <PageHeading>
        <p className={styles.summary}>
          共 <strong>{total}</strong> 个报名计划
        </p>
      </PageHeading>
      <PlanStatusTabs filters={filters} counts={plans?.counts} signedIn={viewer > 0} />
      <PlanFilters filters={filters} facets={facets} />
      <h2 className="sr-only">{filters.mine ? '我的报名' : '报名计划列表'}</h2>
      {pageHasItems(list, total, filters.page, ENROLLMENT_PAGE_SIZE) ? (
        // Right after hydration the cards are the server's markup only (the page's view keeps them there).
        <KeptBlock
          data={list}
          className={styles.grid}
          render={(plansShown) => plansShown.map((plan) => <PlanCard key={plan.id} plan={plan} />)}
        />
      ) : (
        <NoPlans filters={filters} pastTheEnd={total > 0} />
      )}
      <Pagination page={filters.page} total={total} size={ENROLLMENT_PAGE_SIZE} hrefOf={(page) => enrollmentListHref(filters, { page })} />
    </div>
  );
}
