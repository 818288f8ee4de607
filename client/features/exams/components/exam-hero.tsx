import { useCallback, useState } from 'react';
import { ExamMode } from '@shared/enums/learning';
import type { ExamDetail } from '@shared/schemas/exam';
import { formatCount, skillLevelName } from '@client/lib/format/catalogue-format';
import { requiresLogin } from '@client/lib/protected-action';
import {
  durationLabel,
  examHistoryHref,
  examModeLabel,
  examModeTagClass,
  examWindowLabel,
  examWindowText,
  points,
  sittingSummary,
} from '../exam-format';
import { examActions, type ExamAction } from '../exam-actions';
import { FavoriteButton } from '@client/components/favorite-button/favorite-button';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { useStartAttempt } from '../get-exam';
import styles from './exam-hero.module.css';

function ActionButton({
  action,
  examId,
  pending,
  onStart,
}: {
  action: ExamAction;
  examId: number;
  pending: boolean;
  onStart: (action: ExamAction) => void;
}) {
  const className = action.primary ? styles.primary : styles.secondary;
  if (action.href) {
    return (
      <a href={action.href} className={className} data-testid={`exam-action-${action.key}`}>
        {action.label}
      </a>
    );
  }
  const reasonId = action.blocked ? `exam-${examId}-${action.key}-reason` : undefined;
  return (
    <button
      type="button"
      className={className}
      disabled={Boolean(action.blocked) || pending}
      aria-describedby={reasonId}
      aria-busy={pending || undefined}
      data-testid={`exam-action-${action.key}`}
      {...requiresLogin}
      onClick={() => onStart(action)}
    >
      {action.label}
    </button>
  );
}

const loadConfirmDialog = () => import('./official-confirm-dialog');

/**
 * 开始考试 opens the notice (its code is fetched with the first click: most visitors never sit an
 * official paper); the paper starts only from its 确认开始.
 */
function useOfficialConfirm(exam: ExamDetail, start: ReturnType<typeof useStartAttempt>) {
  const [asked, setAsked] = useState(0);
  const [open, setOpen] = useState(false);
  const module = useLoadedModule(loadConfirmDialog, asked);
  const ask = useCallback(() => {
    setAsked((count) => count + 1);
    setOpen(true);
  }, []);
  const dialog = module ? (
    <module.OfficialConfirmDialog
      exam={exam}
      open={open}
      onClose={() => setOpen(false)}
      onConfirm={() => start.mutate({ kind: 'official', confirm: true })}
      pending={start.isPending && start.variables?.kind === 'official'}
    />
  ) : null;
  return { ask, dialog };
}

/** My standing: 已考 · 剩余 · 最高分 · 是否通过 (signed in), then the start / continue buttons and why one is blocked. */
function LearnerPanel({ exam }: { exam: ExamDetail }) {
  const start = useStartAttempt(exam.id);
  const confirm = useOfficialConfirm(exam, start);
  const actions = examActions(exam);
  const blocked = actions.filter((action) => action.blocked && !action.href);
  const { mine } = exam;
  const answering = mine ? mine.attemptsUsed - mine.attemptsHandedIn : 0;
  const counted = exam.mode === ExamMode.EXAM ? '正式考试' : exam.mode === ExamMode.PRACTICE ? '练习' : '模拟考试';
  return (
    <section className={styles.panel} aria-label="我的考试">
      {mine ? (
        <dl className={styles.mine}>
          <div>
            <dt>已考</dt>
            <dd data-testid="attempts-handed-in">
              <strong>{mine.attemptsHandedIn}</strong> 次{/* A paper being answered uses an attempt but is not taken until handed in. */}
              {answering > 0 ? <span className={styles.answering}>另有 {answering} 次作答中</span> : null}
            </dd>
          </div>
          <div>
            <dt>剩余</dt>
            <dd>
              {mine.attemptsLeft === null ? (
                <strong>不限</strong>
              ) : (
                <>
                  <strong>{mine.attemptsLeft}</strong> 次
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>最高分</dt>
            <dd>
              {mine.bestScore === null ? (
                <strong>—</strong>
              ) : (
                <>
                  <strong>{points(mine.bestScore)}</strong> 分
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>是否通过</dt>
            <dd className={mine.passed ? styles.passed : undefined}>
              <strong>
                {mine.passed
                  ? '已通过'
                  : mine.bestScore !== null
                    ? '未通过'
                    : mine.attemptsHandedIn > 0
                      ? '暂无成绩'
                      : answering > 0
                        ? '作答中'
                        : '未参加'}
              </strong>
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.signedOut}>登录后参加考试，成绩、解析与错题自动保存到考试记录。</p>
      )}
      {/* Attempts count per sitting: the figures above are this sitting's, earlier rounds are listed as they ended. */}
      {mine && mine.sittings.some((sitting) => !sitting.current) ? (
        <ul className={styles.sittings} aria-label="往期场次" data-testid="past-sittings">
          {mine.sittings
            .filter((sitting) => !sitting.current)
            .map((sitting) => (
              <li key={sitting.openAt}>{sittingSummary(sitting)}</li>
            ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        {actions.map((action) => (
          <ActionButton
            key={action.key}
            action={action}
            examId={exam.id}
            pending={start.isPending && start.variables?.kind === action.kind}
            onStart={(chosen) => (chosen.kind === 'official' ? confirm.ask() : start.mutate({ kind: chosen.kind }))}
          />
        ))}
        <FavoriteButton kind="exam" id={exam.id} />
      </div>
      {blocked.map((action) => (
        <p key={action.key} id={`exam-${exam.id}-${action.key}-reason`} className={styles.reason}>
          {action.blocked}
        </p>
      ))}
      {confirm.dialog}
      <p className={styles.note}>
        <span>{mine ? `次数、最高分与是否通过按${counted}计算` : '模拟考试与练习交卷即出成绩与逐题解析'}</span>
        <a href={examHistoryHref(exam.id)} className={styles.history} {...requiresLogin}>
          考试记录
        </a>
      </p>
    </section>
  );
}

/** Title, tags and facts of an exam, beside the learner's panel. */
export function ExamHero({ exam }: { exam: ExamDetail }) {
  const window = exam.officialWindow ? examWindowLabel(exam.officialWindow, exam.openAt) : null;
  return (
    <section className={styles.hero} aria-labelledby="exam-title">
      <div className={styles.info}>
        <div className={styles.tags}>
          <span className={examModeTagClass(exam.mode)}>{examModeLabel(exam.mode)}</span>
          {window ? <span className={window.tagClass}>{window.text}</span> : null}
          <span className="tag accent-4">{exam.professionName}</span>
          <span className="tag accent-2">{skillLevelName(exam.skillLevel)}</span>
        </div>
        <h1 id="exam-title" className={styles.title}>
          {exam.title}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>职业</dt>
            <dd>{exam.professionName}</dd>
          </div>
          <div>
            <dt>等级</dt>
            <dd>{skillLevelName(exam.skillLevel)}</dd>
          </div>
          <div>
            <dt>题量</dt>
            <dd>{exam.questionCount} 题</dd>
          </div>
          <div>
            <dt>时长</dt>
            <dd>{durationLabel(exam.durationMinutes)}</dd>
          </div>
          <div>
            <dt>总分/及格分</dt>
            <dd>
              {points(exam.totalScore)} 分 / {points(exam.passScore)} 分
            </dd>
          </div>
          <div>
            <dt>可考次数</dt>
            <dd>{exam.maxAttempts > 0 ? `${exam.maxAttempts} 次` : '不限'}</dd>
          </div>
          {exam.openAt && exam.closeAt ? (
            <div className={styles.wide}>
              <dt>开放时间</dt>
              <dd>{examWindowText(exam.openAt, exam.closeAt)}</dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.stats}>{formatCount(exam.attemptCount)} 人次参考</p>
      </div>
      <LearnerPanel exam={exam} />
    </section>
  );
}
