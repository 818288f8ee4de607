import type { EnrollmentPlanDetail } from '@shared/schemas/enrollment';
import type { JourneyStep } from '@shared/schemas/certification';
import { JOURNEY_STEP_LABELS, stepStateLabel, type StepState } from '@shared/lib/certification-journey';
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

const STATE_CLASS: Partial<Record<StepState, string | undefined>> = {
  done: styles.done,
  current: styles.current,
  failed: styles.failed,
  skipped: styles.skipped,
};

/**
 * 报名流程: the seven steps of 考证进度 as the server gives them (the learner's journey once applied,
 * else each step ahead), in the same words; the state is said in words to screen readers and in the
 * tooltip, with the step's line of what it means.
 */
export function ApplySteps({ steps }: { steps: readonly JourneyStep[] }) {
  return (
    <ol className={styles.steps} data-testid="apply-steps">
      {steps.map((step, index) => (
        <li
          key={step.key}
          className={STATE_CLASS[step.state]}
          data-step={step.key}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          title={step.summary}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.stepName}>{JOURNEY_STEP_LABELS[step.key]}</span>
          <span className="sr-only">{`${stepStateLabel(step.key, step.state)}：${step.summary}`}</span>
        </li>
      ))}
    </ol>
  );
}
