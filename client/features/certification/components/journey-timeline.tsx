import type { JourneyStep } from '@shared/schemas/certification';
import { JOURNEY_STEP_LABELS, stepStateLabel } from '@shared/lib/certification-journey';
import { formatMoment, isDeadlineNear, timeLeftLabel } from '../certification-format';
import { endStep } from '../journey-state';
import { StepAction } from './step-action';
import styles from './journey-timeline.module.css';

/** The marker's glyph: the state is also said in words beside it, so colour and glyph only repeat it. */
function Marker({ step, index }: { step: JourneyStep; index: number }) {
  const glyph = step.state === 'done' ? '✓' : step.state === 'failed' ? '✕' : step.state === 'skipped' ? '–' : String(index + 1);
  return (
    <span className={styles.marker} aria-hidden="true">
      {glyph}
    </span>
  );
}

/** When a step happened, or when it is expected (a step not needed has no date of its own). */
function StepDate({ step }: { step: JourneyStep }) {
  if (!step.at || step.state === 'skipped') return null;
  const past = step.state === 'done' || step.state === 'failed';
  return (
    <p className={styles.date}>
      {past ? '' : '预计 '}
      <time dateTime={step.at}>{formatMoment(step.at)}</time>
    </p>
  );
}

/**
 * 报名 → 审核 → 缴费 → 准考证 → 考试 → 成绩 → 证书: each step with its state in words (已完成, 进行中,
 * 未开始, 无需此步, or how it failed), its date, deadline, one line of what it means and its action.
 * Seven columns on a wide screen, a vertical line of steps on a phone; the current step is
 * aria-current="step".
 */
export function JourneyTimeline({ steps, now }: { steps: readonly JourneyStep[]; now: number }) {
  const end = endStep({ steps });
  const endedAt = end ? steps.indexOf(end) : -1;
  return (
    <ol className={styles.timeline} data-testid="journey-timeline">
      {steps.map((step, index) =>
        endedAt >= 0 && index > endedAt ? (
          // The journey stopped before this step: it will not come, and its schedule means nothing now.
          <li key={step.key} className={styles.step} data-state="ended" data-step={step.key}>
            <Marker step={step} index={index} />
            <div className={styles.body}>
              <p className={styles.head}>
                <span className={styles.name}>{JOURNEY_STEP_LABELS[step.key]}</span>
                <span className={styles.state}>不再进行</span>
              </p>
            </div>
          </li>
        ) : (
          <li
            key={step.key}
            className={styles.step}
            data-state={step.state}
            data-step={step.key}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <Marker step={step} index={index} />
            <div className={styles.body}>
              <p className={styles.head}>
                <span className={styles.name}>{JOURNEY_STEP_LABELS[step.key]}</span>
                <span className={styles.state}>{stepStateLabel(step.key, step.state)}</span>
              </p>
              <StepDate step={step} />
              <p className={styles.summary}>{step.summary}</p>
              {step.deadline && (step.state === 'current' || step.state === 'failed') ? (
                <p className={isDeadlineNear(step.deadline, now) ? `${styles.deadline} ${styles.near}` : styles.deadline}>
                  截止 <time dateTime={step.deadline}>{formatMoment(step.deadline)}</time>
                  <strong>{timeLeftLabel(step.deadline, now)}</strong>
                </p>
              ) : null}
              {step.action ? (
                <StepAction action={step.action} className={step.state === 'current' ? 'btn btn-primary btn-sm' : 'btn btn-soft btn-sm'} />
              ) : null}
            </div>
          </li>
        ),
      )}
    </ol>
  );
}
