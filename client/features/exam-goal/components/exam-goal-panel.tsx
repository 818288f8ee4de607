import { useState } from 'react';
import type { ExamGoal } from '@shared/schemas/exam-goal';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { examLine } from '../exam-goal-format';
import styles from './exam-goal-panel.module.css';

const loadForm = () => import('./exam-goal-form');

/**
 * 备考目标 beside today's reviews: the exam day the schedule aims at (the ticket's or the learner's own),
 * the target retention, how the schedule works, and 修改 (the form is fetched on the first click).
 */
export function ExamGoalPanel({
  goal,
  counts,
  onSaved,
}: {
  goal: ExamGoal;
  counts: { total: number; mastered: number };
  /** The goal was saved: what the page shows from it is asked again. */
  onSaved: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const form = useLoadedModule(loadForm, editing);
  const exam = examLine(goal);
  return (
    <section className={styles.panel} aria-labelledby="exam-goal-title" data-testid="exam-goal">
      <div className={styles.head}>
        <h2 id="exam-goal-title" className={styles.title}>
          备考目标
        </h2>
        <span className={styles.counts}>
          错题 {counts.total} · 已掌握 {counts.mastered}
        </span>
      </div>
      {editing && form ? (
        <form.ExamGoalForm goal={goal} onClose={() => setEditing(false)} onSaved={onSaved} />
      ) : (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>考试日期</dt>
              <dd>
                {exam ? (
                  <>
                    <strong>{exam.date}</strong>
                    <span className={styles.countdown}>{exam.countdown}</span>
                    <span className={styles.source}>{exam.source}</span>
                  </>
                ) : (
                  <span className={styles.none}>未设置</span>
                )}
              </dd>
            </div>
            <div>
              <dt>记忆目标</dt>
              <dd>
                <strong>{goal.retentionPercent}%</strong>
              </dd>
            </div>
          </dl>
          <p className={styles.text}>
            {exam
              ? `每道错题在记住的把握降到 ${goal.retentionPercent}% 时安排复习；考试当天及之后不再安排，临近考试的会提前到考前一天，考试当天仍能记住的题考前不再出现。`
              : `每道错题在记住的把握降到 ${goal.retentionPercent}% 时安排复习。设定考试日期后，复习会围绕考试当天安排。`}
          </p>
          <button
            type="button"
            className={`btn btn-ghost btn-sm ${styles.edit}`}
            onClick={() => setEditing(true)}
            aria-busy={(editing && !form) || undefined}
          >
            {exam ? '修改备考目标' : '设定考试日期'}
          </button>
        </>
      )}
    </section>
  );
}
