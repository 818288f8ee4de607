import type { ReactNode } from 'react';
import type { Journey } from '@shared/schemas/certification';
import {
  EXAM_PART_LABELS,
  JOURNEY_SCHEDULE,
  JOURNEY_STEP_LABELS,
  journeyCalendarPath,
  stepStateLabel,
  ticketPdfPath,
} from '@shared/lib/certification-journey';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import {
  durationUntil,
  formatDay,
  formatMoment,
  formatPartScore,
  formatSpan,
  isDeadlineNear,
  planHref,
  plansOfLevelHref,
  ticketHref,
  timeLeftLabel,
} from '../certification-format';
import { endStep, endedBefore, focusStep, isFinished, stepOf } from '../journey-state';
import { CertificateCard } from './certificate-card';
import { StepAction } from './step-action';
import styles from './journey-sections.module.css';

function Section({ id, title, children, aside }: { id: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} data-testid={`journey-${id}`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Deadline({ deadline, now }: { deadline: string; now: number }) {
  return (
    <p className={isDeadlineNear(deadline, now) ? `${styles.deadline} ${styles.near}` : styles.deadline}>
      截止 <time dateTime={deadline}>{formatMoment(deadline)}</time>
      <strong>{timeLeftLabel(deadline, now)}</strong>
    </p>
  );
}

/** After a journey stopped: the retake plan the result names, else the plans of this occupation and level. */
function whatNext(journey: Journey): { label: string; href: string } {
  if (journey.result?.retake) return { label: '报名后续计划补考', href: planHref(journey.result.retake.planId) };
  return { label: '查看后续报名计划', href: plansOfLevelHref(journey.professionId, journey.skillLevel) };
}

/**
 * The hero's panel: the step the learner is at, what to do and by when, its action, and 加入日历
 * (every dated step as an .ics file the site serves). A finished journey says so; one that stopped
 * says where.
 */
export function NextStepPanel({ journey, now }: { journey: Journey; now: number }) {
  const step = focusStep(journey);
  const finished = isFinished(journey);
  const ended = endStep(journey) !== null;
  const action = step.action ?? (ended ? whatNext(journey) : null);
  const tone = finished ? styles.panelDone : ended ? styles.panelEnded : '';
  return (
    <section className={`${styles.panel} ${tone}`} aria-labelledby="next-step-title" data-testid="next-step">
      <h2 id="next-step-title" className={styles.panelLabel}>
        {finished
          ? '考证完成'
          : ended
            ? '考证已结束'
            : step.state === 'upcoming'
              ? '下一步'
              : step.state === 'failed'
                ? '需要处理'
                : '当前步骤'}
      </h2>
      <p className={styles.panelStep}>
        {finished
          ? '已取得证书'
          : step.state === 'upcoming'
            ? JOURNEY_STEP_LABELS[step.key]
            : `${JOURNEY_STEP_LABELS[step.key]} · ${stepStateLabel(step.key, step.state)}`}
      </p>
      <p className={styles.panelText}>{step.summary}</p>
      {step.deadline && !ended && (step.state === 'current' || step.state === 'failed') ? (
        <Deadline deadline={step.deadline} now={now} />
      ) : null}
      <div className={styles.panelActions}>
        {action ? <StepAction action={action} className="btn btn-primary btn-lg btn-block" /> : null}
        {journey.calendar.length && !finished && !ended ? (
          <a href={journeyCalendarPath(journey.planId)} download className="btn btn-ghost btn-block" data-testid="calendar-link">
            加入日历（.ics）
          </a>
        ) : null}
      </div>
    </section>
  );
}

const untilIssue = (issueAt: string, now: number) => {
  const left = durationUntil(issueAt, now);
  return left === null ? '即将发放，请稍后刷新。' : `距发放还有 ${left}`;
};

/** 准考证: when it is issued, or 查看并打印准考证 and the PDF once it is. */
export function TicketSection({ journey, now }: { journey: Journey; now: number }) {
  const { ticket, planId } = journey;
  if (endedBefore(journey, 'ticket')) return null;
  let body: ReactNode;
  if (ticket.issued) {
    body = (
      <>
        <p className={styles.text}>
          准考证已于 <time dateTime={ticket.issueAt}>{formatMoment(ticket.issueAt)}</time> 发放。请打印后与身份证原件一起带到考场。
        </p>
        <div className={styles.actions}>
          <a href={ticketHref(planId)} className="btn btn-primary">
            查看并打印准考证
          </a>
          <a href={ticketPdfPath(planId)} download className="btn btn-ghost">
            下载 PDF
          </a>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.text}>
          准考证将于 <strong>{formatMoment(ticket.issueAt)}</strong>（考试日前 {JOURNEY_SCHEDULE.ticketLeadDays}{' '}
          天）发放，届时可在线查看、打印或下载 PDF。
        </p>
        <p className={styles.muted}>{untilIssue(ticket.issueAt, now)}</p>
      </>
    );
  }
  return (
    <Section id="ticket" title="准考证">
      {body}
    </Section>
  );
}

/** 考试: the two parts and where they are; the theory part is this site's official exam. */
export function ExamSection({ journey }: { journey: Journey }) {
  const step = stepOf(journey, 'exam');
  if (endedBefore(journey, 'exam')) return null;
  return (
    <Section id="exam" title="考试">
      {step ? <p className={styles.text}>{step.summary}</p> : null}
      <ul className={styles.notes}>
        <li>{EXAM_PART_LABELS.theory}：在本站在线作答，须本人实名登录；考试期间不公布答案，成绩取本场最高分。</li>
        <li>
          {EXAM_PART_LABELS.practical}：在{journey.institutionName}考点进行，考场与座位号见准考证。
        </li>
      </ul>
      {journey.examId !== null ? (
        <div className={styles.actions}>
          <a href={`/exam/${journey.examId}`} className={step?.state === 'current' ? 'btn btn-primary' : 'btn btn-soft'}>
            {step?.state === 'current' ? '进入理论知识考试' : '查看理论知识考试'}
          </a>
        </div>
      ) : null}
    </Section>
  );
}

/** 成绩: each part's score against its pass line, 合格 or 不合格 in words, and the retake when a part failed. */
export function ResultSection({ journey }: { journey: Journey }) {
  const { result } = journey;
  const step = stepOf(journey, 'score');
  if (!result) {
    if (endedBefore(journey, 'score')) return null;
    return (
      <Section id="result" title="成绩">
        <p className={styles.muted}>
          {step?.at ? (
            <>
              成绩预计于 <time dateTime={step.at}>{formatDay(step.at)}</time> 公布（操作技能考核后 {JOURNEY_SCHEDULE.scoreDelayDays}{' '}
              天），公布后在这里查看。
            </>
          ) : (
            '考试结束后公布成绩。'
          )}
        </p>
      </Section>
    );
  }
  const failedParts = result.parts.filter((part) => !part.passed);
  return (
    <Section
      id="result"
      title="成绩"
      aside={
        <span className={result.passed ? styles.verdictPass : styles.verdictFail} data-testid="result-verdict">
          {result.passed ? '合格' : '不合格'}
        </span>
      }
    >
      <p className={styles.muted}>
        <time dateTime={result.releasedAt}>{formatMoment(result.releasedAt)}</time> 公布 · 两科均为百分制，各自达到合格线即为合格
      </p>
      <ul className={styles.scores} data-testid="result-parts">
        {result.parts.map((part) => (
          <li key={part.part} data-passed={part.passed}>
            <span className={styles.partName}>{EXAM_PART_LABELS[part.part]}</span>
            <span className={styles.partScore}>
              <strong>{formatPartScore(part.score)}</strong>
              {part.score === null ? null : <small> 分</small>}
            </span>
            <span className={styles.partLine}>合格线 {part.passLine} 分</span>
            <span className={part.passed ? styles.pass : styles.fail}>{part.passed ? '合格' : '不合格'}</span>
            <span className={styles.meter} aria-hidden="true">
              <span style={{ width: `${part.score ?? 0}%` }} />
              <i style={{ left: `${part.passLine}%` }} />
            </span>
          </li>
        ))}
      </ul>
      {result.passed ? (
        <p className={styles.text}>
          {journey.certificate
            ? `两科均合格，${journey.institutionName}已颁发证书。`
            : `两科均合格，证书将由${journey.institutionName}颁发，发证后在下方查看与下载。`}
        </p>
      ) : (
        <div className={styles.retake} data-testid="retake">
          <p>
            <strong>未通过的科目可报名后续计划补考</strong>（{failedParts.map((part) => EXAM_PART_LABELS[part.part]).join('、')}）。
          </p>
          {result.retake ? (
            <p>
              <a href={planHref(result.retake.planId)}>{result.retake.title}</a>
              <span className={styles.muted}>
                {' '}
                报名 {formatDay(result.retake.enrolStart)} – {formatDay(result.retake.enrolEnd)} · 考试 {formatDay(result.retake.examDate)}
              </span>
            </p>
          ) : (
            <p>
              暂无后续计划，
              <a href={plansOfLevelHref(journey.professionId, journey.skillLevel)}>
                关注{journey.professionName}
                {skillLevelName(journey.skillLevel)}的报名计划
              </a>
              。
            </p>
          )}
        </div>
      )}
    </Section>
  );
}

/** 证书 (the anchor the lists link to): the certificate, or when it comes. */
export function CertificateSection({ journey }: { journey: Journey }) {
  const step = stepOf(journey, 'certificate');
  if (!journey.certificate && endedBefore(journey, 'certificate')) return null;
  return (
    <Section id="certificate" title="证书">
      {journey.certificate ? (
        <CertificateCard certificate={journey.certificate} full />
      ) : (
        <p className={styles.muted}>
          {step?.at ? (
            <>
              两科均合格后，证书预计于 <time dateTime={step.at}>{formatDay(step.at)}</time> 颁发，届时可在这里查看、下载 PDF 并查验真伪。
            </>
          ) : (
            '两科均合格后颁发证书，届时可在这里查看、下载 PDF 并查验真伪。'
          )}
        </p>
      )}
    </Section>
  );
}

/** A calendar event's title without the plan's (the calendar needs it, this page is the plan's). */
const eventLabel = (title: string, planTitle: string) => title.replace(planTitle, '').replace(/[\s｜|·:：—–-]+$/u, '') || title;

/** 日程: every dated step of the journey (what the .ics file holds), soonest first. */
export function ScheduleSection({ journey }: { journey: Journey }) {
  if (!journey.calendar.length) return null;
  const events = [...journey.calendar].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return (
    <Section
      id="schedule"
      title="日程"
      aside={
        <a href={journeyCalendarPath(journey.planId)} download className="btn btn-ghost btn-sm">
          加入日历
        </a>
      }
    >
      <ul className={styles.schedule}>
        {events.map((event) => (
          <li key={event.uid}>
            <span className={styles.eventTime}>
              {event.end ? formatSpan(event.start, event.end) : <time dateTime={event.start}>{formatMoment(event.start)}</time>}
            </span>
            <span className={styles.eventTitle}>{eventLabel(event.title, journey.planTitle)}</span>
            {event.location ? <span className={styles.muted}>{event.location}</span> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
