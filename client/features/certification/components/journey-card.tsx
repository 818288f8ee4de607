import type { JourneyCard as JourneyCardData } from '@shared/schemas/certification';
import { JOURNEY_STEP_LABELS, JOURNEY_STEPS, stepStateLabel } from '@shared/lib/certification-journey';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { certificateSectionHref, formatDay, formatMoment, isDeadlineNear, journeyHref, timeLeftLabel } from '../certification-format';
import { isCardOver } from '../journey-state';
import styles from './journey-card.module.css';

/**
 * One application in 我的考证: the plan, where the journey stands (a seven-dot track, said in words
 * beside it), what to do next and by when, and the way in. `now` is the page's clock (the loader's,
 * so the server's first paint and the browser's hydration read the same 还剩 N 天).
 */
export function JourneyCard({ journey, now }: { journey: JourneyCardData; now: number }) {
  const at = JOURNEY_STEPS.indexOf(journey.step);
  const ended = journey.stepState === 'failed' && isCardOver(journey);
  const finished = journey.step === 'certificate' && journey.stepState === 'done';
  return (
    <article className={styles.card} data-testid="journey-card" data-state={journey.stepState}>
      <div className={styles.top}>
        <span className="tag accent-1">{skillLevelName(journey.skillLevel)}</span>
        <span className="tag accent-2">{journey.professionName}</span>
        <span className={styles.state} data-state={journey.stepState}>
          {finished
            ? '已获证'
            : journey.stepState === 'upcoming'
              ? `下一步：${JOURNEY_STEP_LABELS[journey.step]}`
              : `${JOURNEY_STEP_LABELS[journey.step]} · ${stepStateLabel(journey.step, journey.stepState)}`}
        </span>
      </div>
      <h3 className={styles.title}>
        <a href={journeyHref(journey.planId)}>{journey.planTitle}</a>
      </h3>
      <p className={styles.sub}>考试日期 {formatDay(journey.examDate)}</p>
      <div className={styles.track} aria-hidden="true">
        {JOURNEY_STEPS.map((key, index) => (
          <span
            key={key}
            className={styles.dot}
            data-state={index < at ? 'done' : index === at ? journey.stepState : 'upcoming'}
            data-at={index === at || undefined}
            title={JOURNEY_STEP_LABELS[key]}
          >
            <span className={styles.dotLabel}>{JOURNEY_STEP_LABELS[key]}</span>
          </span>
        ))}
      </div>
      <p className="sr-only">
        第 {at + 1} 步（共 {JOURNEY_STEPS.length} 步）：{JOURNEY_STEP_LABELS[journey.step]}，
        {stepStateLabel(journey.step, journey.stepState)}
      </p>
      <p className={ended ? `${styles.next} ${styles.nextEnded}` : styles.next}>{journey.summary}</p>
      {journey.deadline ? (
        <p className={isDeadlineNear(journey.deadline, now) ? `${styles.deadline} ${styles.near}` : styles.deadline}>
          截止 <time dateTime={journey.deadline}>{formatMoment(journey.deadline)}</time>
          <strong>{timeLeftLabel(journey.deadline, now)}</strong>
        </p>
      ) : null}
      <div className={styles.actions}>
        <a href={journeyHref(journey.planId)} className="btn btn-primary btn-sm">
          查看考证进度
        </a>
        {journey.certificateNo ? (
          <a href={certificateSectionHref(journey.planId)} className="btn btn-soft btn-sm">
            查看证书
          </a>
        ) : null}
      </div>
    </article>
  );
}
