import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { Breadcrumb } from '@client/components/page-heading';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { ApplyPanel } from '@client/features/enrollment/components/apply-panel';
import { ApplySteps, MaterialsChecklist, PlanFacts } from '@client/features/enrollment/components/plan-sections';
import { ApplicationReview } from '@client/features/enrollment/components/application-review';
import { StatusBadge } from '@client/components/enrollment-status/status-badge';
import { formatDate, formatWindow } from '@client/lib/format/enrollment-format';
import { getEnrollmentPlanQueryOptions, useEnrollmentPlan } from '@client/features/enrollment/get-enrollment-plan';
import { loaderViewerId, useViewerId } from '@client/features/enrollment/viewer';
import styles from '@client/features/enrollment/enrollment-detail-page.module.css';
import { eligibilityHref } from '@client/lib/eligibility-href';
import { useLoadedModule } from '@client/lib/use-loaded-module';

/** A malformed id is a 404 like an unknown one; the page is named after the plan. */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const id = routeId(params.id, request);
  const app = context.get(appContext);
  const viewer = await loaderViewerId(app);
  const plan = await loadFresh(app.queryClient, getEnrollmentPlanQueryOptions(app.api, viewer, id));
  return {
    meta: {
      title: plan.title,
      description: `${plan.professionName}${skillLevelName(plan.skillLevel)}报名：报名时间 ${formatWindow(plan.enrolStart, plan.enrolEnd)}，考试日期 ${formatDate(plan.examDate)}，考点 ${plan.city}，由${plan.institutionName}组织，名额 ${plan.quota} 人。`,
    },
  };
}

// The WeChat subscribe prompt after an application is sent (the apply page says so in the navigation's
// state): loaded only then, so the plan page's first load does not carry it.
const loadPrompt = () => import('@client/features/reminders/components/wechat-subscribe-prompt');
const justApplied = (state: unknown) => (state as { applied?: boolean } | null)?.applied === true;

export function Component() {
  const id = Number(useParams().id);
  const viewer = useViewerId();
  const plan = useEnrollmentPlan(viewer, id);
  const applied = justApplied(useLocation().state);
  const prompt = useLoadedModule(loadPrompt, applied);
  if (!plan) return null;
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <section className={styles.hero} aria-labelledby="plan-title">
        <div className={styles.info}>
          <div className={styles.tags}>
            <StatusBadge status={plan.status} />
            <span className="tag accent-1">{skillLevelName(plan.skillLevel)}</span>
            {plan.subsidized ? <span className="tag accent-3">补贴性培训</span> : null}
            {plan.requiresRealName ? <span className="tag accent-6">需实名认证</span> : null}
          </div>
          <h1 id="plan-title" className={styles.title}>
            {plan.title}
          </h1>
          <PlanFacts plan={plan} />
        </div>
        <ApplyPanel plan={plan} viewer={viewer} />
      </section>
      {applied && prompt ? (
        <prompt.WechatSubscribePrompt
          events={plan.fee > 0 ? ['feeDeadline', 'ticketIssued', 'examTomorrow'] : ['ticketIssued', 'examTomorrow', 'scoresOut']}
          from={`/enrollment/${plan.id}`}
          lead="报名已提交。"
        />
      ) : null}
      <div className={styles.body}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="steps-title">
            <h2 id="steps-title" className={styles.sectionTitle}>
              报名流程
            </h2>
            <ApplySteps steps={plan.steps} />
            {plan.my && plan.my.status !== 0 ? (
              <p className={styles.hint}>
                每一步的时间和要做的事见<a href={`/study/certification/${plan.id}`}>考证进度</a>。
              </p>
            ) : null}
          </section>
          {plan.my?.details ? (
            <section className={styles.section} aria-labelledby="my-application-title">
              <h2 id="my-application-title" className={styles.sectionTitle}>
                我的报名表
              </h2>
              <ApplicationReview details={plan.my.details} />
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="intro-title">
            <h2 id="intro-title" className={styles.sectionTitle}>
              计划介绍
            </h2>
            <p className={styles.text}>{plan.description}</p>
          </section>
          <section className={styles.section} aria-labelledby="requirements-title">
            <h2 id="requirements-title" className={styles.sectionTitle}>
              申报条件
            </h2>
            <p className={styles.hint}>符合以下条件之一即可申报：</p>
            <ol className={styles.requirements}>
              {plan.requirements.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
            <p className={styles.selfCheck}>
              不确定自己是否符合？
              <a href={eligibilityHref({ professionId: plan.professionId, level: plan.skillLevel })}>做一次报考资格自测</a>
              ，看清可报考的等级和还差的条件。
            </p>
          </section>
          <section className={styles.section} aria-labelledby="materials-title">
            <h2 id="materials-title" className={styles.sectionTitle}>
              报名材料
            </h2>
            <p className={styles.hint}>请提前准备以下材料，填写报名表时逐项上传清晰的照片或扫描件（JPG、PNG 或 PDF）：</p>
            <MaterialsChecklist materials={plan.materials} />
          </section>
        </div>
        <aside className={styles.aside} aria-label="相关信息">
          <h2 className={styles.asideTitle}>学习路径</h2>
          <p className={styles.asideText}>
            报考{plan.professionName}
            {skillLevelName(plan.skillLevel)}，先系统学习对应等级的课程，再参加模拟考试，通过率更高。
          </p>
          <a href={`/profession/${plan.professionId}?level=${plan.skillLevel}`} className="btn btn-soft btn-block">
            查看{plan.professionName}学习路径
          </a>
          {plan.examId ? (
            <a href={`/exam/${plan.examId}`} className="btn btn-ghost btn-block">
              查看理论知识考试
            </a>
          ) : null}
          <p className={styles.asideText}>
            理论知识考试和操作技能考核均合格的，由评价机构颁发职业技能等级证书，可在<a href="/certificate/query">证书查询</a>核验真伪。
          </p>
          <p className={styles.institution}>
            组织机构
            <a href={`/institutional/${plan.institutionId}`}>{plan.institutionName}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}
