import { useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { AuditStatus } from '@shared/enums/order';
import type { EnrollmentPlanDetail } from '@shared/schemas/enrollment';
import { formatFee } from '@shared/lib/money-format';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { dayjs, SITE_TIMEZONE } from '@client/lib/dayjs-setup';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { formatSiteTime } from '@client/components/site-time-format';
import { Breadcrumb } from '@client/components/page-heading';
import { toast } from '@client/components/toast/toast-store';
import { getEnrollmentPlanQueryOptions, useEnrollmentPlan } from '@client/features/enrollment/get-enrollment-plan';
import { loaderViewerId, useViewerId } from '@client/features/enrollment/viewer';
import { ApplicationForm } from '@client/features/enrollment/components/application-form';
import { ResubmitForm } from '@client/features/enrollment/components/resubmit-form';
import { REAL_NAME_PATH } from '@client/features/enrollment/real-name-path';
import styles from '@client/features/enrollment/enrollment-apply-page.module.css';

type ApplyLoaderData = LoaderMeta & { year: number };

// The site's own time format, not client/lib/format/enrollment-format: importing that module from this page
// alone split the chunk the list and home pages share it in (+0.1 KB on home's first load).
const formatDate = (iso: string) => formatSiteTime(iso, 'YYYY年M月D日');
const formatDateTime = (iso: string) => formatSiteTime(iso, 'M月D日 HH:mm');

export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<ApplyLoaderData> {
  const id = routeId(params.id, request);
  const app = context.get(appContext);
  const viewer = await loaderViewerId(app);
  const plan = await loadFresh(app.queryClient, getEnrollmentPlanQueryOptions(app.api, viewer, id));
  return { year: dayjs().tz(SITE_TIMEZONE).year(), meta: { title: `报名表 · ${plan.title}` } };
}

/** Why the form is not offered now, with the way on; null when it is. */
function blocked(plan: EnrollmentPlanDetail): { title: string; text: string; href: string; action: string } | null {
  const status = plan.my?.status ?? AuditStatus.NOT_APPLIED;
  const back = { href: `/enrollment/${plan.id}`, action: '返回报名计划' };
  if (status === AuditStatus.PENDING || status === AuditStatus.APPROVED)
    return { title: status === AuditStatus.PENDING ? '报名审核中' : '报名已通过', text: '你已提交这期报名，无需再填写报名表。', ...back };
  if (status === AuditStatus.REJECTED && plan.my?.details?.items.some((item) => item.review === 'rejected')) return null;
  if (plan.status === 'upcoming') return { title: '报名未开始', text: `报名将于 ${formatDateTime(plan.enrolStart)} 开始。`, ...back };
  if (plan.status === 'closed') return { title: '报名已截止', text: '本期报名已结束，请关注后续报名计划。', ...back };
  if (plan.status === 'full') return { title: '名额已满', text: '本期名额已报满，请关注后续报名计划。', ...back };
  if (plan.requiresRealName && plan.my && !plan.my.realNameVerified)
    return {
      title: '需要实名认证',
      text: '该报名计划需要实名认证，完成认证后即可填写报名表。',
      href: REAL_NAME_PATH,
      action: '去实名认证',
    };
  return null;
}

export function Component() {
  const id = Number(useParams().id);
  const { year } = useLoaderData<ApplyLoaderData>();
  const viewer = useViewerId();
  const plan = useEnrollmentPlan(viewer, id);
  const navigate = useNavigate();
  if (!plan?.my) return null;
  const my = plan.my;
  const stop = blocked(plan);
  const resubmitting = my.status === AuditStatus.REJECTED && !stop;
  const done = (message: string) => () => {
    toast.success(message, { description: '资格审核一般在 1 个工作日内完成，结果会通过站内消息通知你。' });
    // The plan page then offers the WeChat subscription (准考证, 考前提醒…): a natural moment to ask.
    void navigate(`/enrollment/${plan.id}`, { state: { applied: true } });
  };

  return (
    <div className={styles.page}>
      <Breadcrumb />
      <header className={styles.head}>
        <h1 className={styles.title}>{resubmitting ? '补交报名材料' : '填写报名表'}</h1>
        <p className={styles.plan}>
          <a href={`/enrollment/${plan.id}`}>{plan.title}</a>
        </p>
        <ul className={styles.facts} aria-label="报名计划">
          <li>{skillLevelName(plan.skillLevel)}</li>
          <li>考试日期 {formatDate(plan.examDate)}</li>
          <li>报名截止 {formatDateTime(plan.enrolEnd)}</li>
          <li>{plan.fee === 0 ? '考核费用全免' : `报名费 ${formatFee(plan.fee)}（审核通过后缴纳）`}</li>
        </ul>
      </header>
      {stop ? (
        <section className={styles.blocked} aria-labelledby="apply-blocked-title" data-testid="apply-blocked">
          <h2 id="apply-blocked-title">{stop.title}</h2>
          <p>{stop.text}</p>
          <a className="btn btn-primary" href={stop.href}>
            {stop.action}
          </a>
        </section>
      ) : resubmitting ? (
        <ResubmitForm plan={plan} viewer={viewer} onSubmitted={done('材料已重新提交')} />
      ) : (
        <ApplicationForm plan={{ ...plan, my }} viewer={viewer} year={year} onSubmitted={done('报名表已提交')} />
      )}
    </div>
  );
}
