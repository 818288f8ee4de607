import { AuditStatus } from '@shared/enums/order';
import type { EnrollmentPlanDetail } from '@shared/schemas/enrollment';
import { MATERIAL_RULES, type MaterialKind } from '@shared/lib/application-materials';
import { CheckIcon } from '@client/components/icons/check-icon';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { formatSiteTime } from '@client/components/site-time-format';
import { formatDate, formatDateTime, formatWindow } from '@client/lib/format/enrollment-format';
import styles from './plan-sections.module.css';

/** The plan's facts as a definition list: profession and institution link to their pages. */
export function PlanFacts({ plan }: { plan: EnrollmentPlanDetail }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>职业</dt>
        <dd>
          <a href={`/profession/${plan.professionId}`}>{plan.professionName}</a>
        </dd>
      </div>
      <div>
        <dt>技能等级</dt>
        <dd>{skillLevelName(plan.skillLevel)}</dd>
      </div>
      <div>
        <dt>培训机构</dt>
        <dd>
          <a href={`/institutional/${plan.institutionId}`}>{plan.institutionName}</a>
        </dd>
      </div>
      <div>
        <dt>报名时间</dt>
        <dd>
          {formatWindow(plan.enrolStart, plan.enrolEnd)}
          <small>截止 {formatDateTime(plan.enrolEnd)}</small>
        </dd>
      </div>
      <div>
        <dt>考试时间</dt>
        <dd>
          {formatDate(plan.examDate)} {formatSiteTime(plan.examDate, 'HH:mm')}
        </dd>
      </div>
      <div>
        <dt>考试地点</dt>
        <dd>{plan.address}</dd>
      </div>
      <div>
        <dt>培训学时</dt>
        <dd>{plan.trainingHours} 学时</dd>
      </div>
      <div>
        <dt>咨询电话</dt>
        <dd>{plan.contactPhone}</dd>
      </div>
    </dl>
  );
}

export function MaterialsChecklist({ materials }: { materials: readonly MaterialKind[] }) {
  return (
    <ul className={styles.checklist}>
      {materials.map((kind) => (
        <li key={kind}>
          <CheckIcon size={16} />
          <span>
            {MATERIAL_RULES[kind].label}
            <small className={styles.checklistHint}>{MATERIAL_RULES[kind].hint}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}

const STEPS = ['在线报名', '资格审核', '缴费确认', '参加考试', '领取证书'];

/**
 * 报名流程, with the learner's place in it: 未报名 → step 1, 审核中/未通过 → step 2, 已通过 with the
 * fee due (or lapsed) → step 3, paid or free → step 4 (参加考试).
 */
export function ApplySteps({ my }: { my: EnrollmentPlanDetail['my'] }) {
  const status = my?.status ?? AuditStatus.NOT_APPLIED;
  const feeSettled = my?.fee === null || my?.fee?.status === 'paid';
  const current = status === AuditStatus.NOT_APPLIED ? 0 : status !== AuditStatus.APPROVED ? 1 : feeSettled ? 3 : 2;
  const failed = status === AuditStatus.REJECTED || (status === AuditStatus.APPROVED && my?.fee?.status === 'expired');
  return (
    <ol className={styles.steps}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={index < current ? styles.done : index === current ? (failed ? styles.failed : styles.current) : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.stepNumber}>{index + 1}</span>
          <span className={styles.stepName}>{step}</span>
        </li>
      ))}
    </ol>
  );
}
