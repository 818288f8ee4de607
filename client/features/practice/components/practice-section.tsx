import { useEffect, useId, useState, type ReactNode } from 'react';
import type { ExamDetail } from '@shared/schemas/exam';
import type { ExamPractice, PracticeSessionSummary, PracticeStartBody } from '@shared/schemas/practice';
import { PRACTICE_MODES, type KnowledgePointId, type PracticeMode } from '@shared/lib/wrong-book-rules';
import { requiresLogin } from '@client/lib/protected-action';
import {
  MODE_DESCRIPTIONS,
  modeLabel,
  openSessionsOf,
  pointsText,
  practiceSessionHref,
  progressText,
  timedChoices,
} from '../practice-format';
import { readPracticePosition } from '../pending-position';
import { useStartPractice } from '../use-start-practice';
import styles from './practice-section.module.css';

type Start = ReturnType<typeof useStartPractice>;

/** Which start is pending: the mode, and for 重新开始 the session it replaces. */
const isPending = (start: Start, mode: PracticeMode, restartOf?: number) =>
  start.isPending && start.variables?.mode === mode && Boolean(start.variables.restart) === (restartOf !== undefined);

/**
 * Where a session stands: the server's position, or, after hydration, this browser's copy of a move
 * whose save had not landed when the learner left (../pending-position.ts).
 */
function useShownPosition(session: PracticeSessionSummary): number {
  const [position, setPosition] = useState(session.position);
  useEffect(() => {
    const kept = readPracticePosition(session.id);
    setPosition(kept !== undefined && kept < session.total ? kept : session.position);
  }, [session.id, session.position, session.total]);
  return position;
}

/** A session under way: where the learner is, how far along, 继续 (a plain link: the page resumes it) and 重新开始. */
function OpenSession({
  examId,
  session,
  start,
  restart,
  showPoints,
}: {
  examId: number;
  session: PracticeSessionSummary;
  start: Start;
  restart: PracticeStartBody;
  showPoints: boolean;
}) {
  const position = useShownPosition(session);
  const done = Math.round((session.answeredCount * 100) / session.total);
  const shownDone = session.mode === 'memorize' ? Math.round(((position + 1) * 100) / session.total) : done;
  return (
    <div className={styles.open} data-testid={`practice-open-${session.mode}`}>
      {showPoints ? <p className={styles.openPoints}>{pointsText(session.knowledgePoints)}</p> : null}
      <p className={styles.progress}>
        <span className={styles.badge}>进行中</span>
        <span data-testid="practice-progress">{progressText({ ...session, position })}</span>
      </p>
      <div className={styles.bar} aria-hidden="true">
        <span style={{ width: `${Math.min(100, shownDone)}%` }} />
      </div>
      <div className={styles.actions}>
        <a className="btn btn-primary" href={practiceSessionHref(examId, session.id)} aria-label={`继续${modeLabel(session.mode)}`}>
          继续
        </a>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={start.isPending}
          aria-busy={isPending(start, session.mode, session.id) || undefined}
          aria-label={`重新开始${modeLabel(session.mode)}`}
          onClick={() => start.mutate({ ...restart, restart: true })}
        >
          重新开始
        </button>
      </div>
    </div>
  );
}

/** 开始练习: a protected click (signed out, the login modal opens). */
function StartButton({ label, start, body, disabled }: { label: string; start: Start; body: PracticeStartBody; disabled?: boolean }) {
  const pending = isPending(start, body.mode);
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={disabled || start.isPending}
      aria-busy={pending || undefined}
      data-testid={`practice-start-${body.mode}`}
      {...requiresLogin}
      onClick={() => start.mutate(body)}
    >
      {pending ? '正在打开…' : label}
    </button>
  );
}

function ModeCard({ mode, children }: { mode: PracticeMode; children: ReactNode }) {
  const titleId = `practice-mode-${mode}`;
  return (
    <li className={styles.card} aria-labelledby={titleId} data-mode={mode}>
      <h3 id={titleId} className={styles.cardTitle}>
        {modeLabel(mode)}
      </h3>
      <p className={styles.description}>{MODE_DESCRIPTIONS[mode]}</p>
      {children}
    </li>
  );
}

/** A mode over the whole bank (顺序 / 随机 / 背题): its session under way, else 开始练习. */
function PlainMode({
  examId,
  mode,
  sessions,
  start,
}: {
  examId: number;
  mode: PracticeMode;
  sessions: readonly PracticeSessionSummary[];
  start: Start;
}) {
  const open = openSessionsOf(sessions, mode).find((session) => session.knowledgePoints.length === 0);
  return (
    <ModeCard mode={mode}>
      {open ? (
        <OpenSession examId={examId} session={open} start={start} restart={{ mode }} showPoints={false} />
      ) : (
        <div className={styles.actions}>
          <StartButton label="开始练习" start={start} body={{ mode }} />
        </div>
      )}
    </ModeCard>
  );
}

/** 章节练习: the exam's 鉴定要素 with their 比重 (and, signed in, the bank's questions of each) to pick from. */
function ChapterMode({
  examId,
  points,
  sessions,
  start,
}: {
  examId: number;
  points: readonly { id: number; name: string; share: number; questionCount?: number }[];
  sessions: readonly PracticeSessionSummary[];
  start: Start;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const open = openSessionsOf(sessions, 'chapter');
  const toggle = (id: number) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const ids = [...chosen].sort((a, b) => a - b) as KnowledgePointId[];
  return (
    <ModeCard mode="chapter">
      <fieldset className={styles.points}>
        <legend className={styles.legend}>选择鉴定要素（比重为该要素在试卷中的分值占比）</legend>
        {points.map((point) => (
          <label key={point.id} className={styles.point}>
            <input type="checkbox" checked={chosen.has(point.id)} onChange={() => toggle(point.id)} />
            <span className={styles.pointText}>
              <span className={styles.pointName}>{point.name}</span>
              <span className={styles.pointFacts}>
                比重 {point.share}%{point.questionCount === undefined ? '' : ` · ${point.questionCount} 题`}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <StartButton
          label={ids.length ? `开始章节练习（${ids.length} 个要素）` : '开始章节练习'}
          start={start}
          body={{ mode: 'chapter', knowledgePointIds: ids }}
          disabled={ids.length === 0}
        />
      </div>
      {open.length ? (
        <div className={styles.openList}>
          {open.slice(0, 4).map((session) => (
            <OpenSession
              key={session.id}
              examId={examId}
              session={session}
              start={start}
              restart={{ mode: 'chapter', knowledgePointIds: session.knowledgePoints.map((point) => point.id) }}
              showPoints
            />
          ))}
        </div>
      ) : null}
    </ModeCard>
  );
}

/**
 * 限时模拟: how many questions and minutes (the exam's own by default), then 开始; one under way: 继续, or
 * 重新开始 with the figures chosen. Two picks from lists the contract's bounds made, nothing typed and so
 * nothing to check: plain selects, no form (docs/conventions.md §2.3 is about forms with field rules).
 */
function TimedMode({
  examId,
  exam,
  bankSize,
  sessions,
  start,
}: {
  examId: number;
  exam: Pick<ExamDetail, 'questionCount' | 'durationMinutes'>;
  bankSize: number;
  sessions: readonly PracticeSessionSummary[];
  start: Start;
}) {
  const choices = timedChoices(exam, bankSize);
  const [questionCount, setQuestionCount] = useState(choices.defaultCount);
  const [minutes, setMinutes] = useState(choices.defaultMinutes);
  const countId = useId();
  const minutesId = useId();
  const open = openSessionsOf(sessions, 'timed')[0];
  const body: PracticeStartBody = { mode: 'timed', questionCount, minutes };
  return (
    <ModeCard mode="timed">
      <div className={styles.timed}>
        <label htmlFor={countId}>题数</label>
        <select id={countId} value={questionCount} onChange={(event) => setQuestionCount(Number(event.target.value))}>
          {choices.counts.map((count) => (
            <option key={count} value={count}>
              {count} 题
            </option>
          ))}
        </select>
        <label htmlFor={minutesId}>时长</label>
        <select id={minutesId} value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
          {choices.minutes.map((value) => (
            <option key={value} value={value}>
              {value} 分钟
            </option>
          ))}
        </select>
      </div>
      {open ? (
        <OpenSession examId={examId} session={open} start={start} restart={body} showPoints={false} />
      ) : (
        <div className={styles.actions}>
          <StartButton label="开始限时模拟" start={start} body={body} />
        </div>
      )}
    </ModeCard>
  );
}

/**
 * 练习 on the exam page (issue 25 §4): the five modes, each with the learner's session under way and
 * its progress (继续 resumes it where it was left; 重新开始 opens a new one). Signed out the buttons
 * are protected clicks and the 鉴定要素 show their 比重 only (the bank's counts come with sign-in).
 */
export function PracticeSection({
  exam,
  practice,
}: {
  exam: Pick<ExamDetail, 'id' | 'questionCount' | 'durationMinutes' | 'knowledgePoints'>;
  /** Signed in: my sessions and the bank by point; undefined signed out (or when it could not be read). */
  practice: ExamPractice | undefined;
}) {
  const start = useStartPractice(exam.id);
  const sessions = practice?.sessions ?? [];
  const points = practice?.knowledgePoints ?? exam.knowledgePoints;
  return (
    <section className={styles.section} aria-labelledby="exam-practice" data-testid="exam-practice">
      <div className={styles.head}>
        <h2 id="exam-practice" className={styles.title}>
          练习
        </h2>
        <p className={styles.note}>
          {practice ? `练习题库共 ${practice.total} 题，` : ''}只从练习题库出题，不计入考试次数与成绩；答错的题自动进入错题本。
        </p>
      </div>
      <ul className={styles.modes}>
        {PRACTICE_MODES.map((mode) =>
          mode === 'chapter' ? (
            <ChapterMode key={mode} examId={exam.id} points={points} sessions={sessions} start={start} />
          ) : mode === 'timed' ? (
            <TimedMode
              key={mode}
              examId={exam.id}
              exam={exam}
              bankSize={practice?.total ?? exam.questionCount}
              sessions={sessions}
              start={start}
            />
          ) : (
            <PlainMode key={mode} examId={exam.id} mode={mode} sessions={sessions} start={start} />
          ),
        )}
      </ul>
    </section>
  );
}
