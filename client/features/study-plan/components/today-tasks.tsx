import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '@shared/api/api-client';
import { startPractice } from '@shared/api/practice';
import { minutesText } from '@shared/lib/study-plan-rules';
import type { StudyPlan, TodayTask } from '@shared/schemas/study-plan';
import { useApi } from '@client/lib/api-context';
import { runMutation } from '@client/lib/run-mutation';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { examCountdown, missedLine, taskProgress, taskText } from '../plan-format';
import styles from './today-tasks.module.css';

/**
 * A practice task opens a 章节练习 of its point: the work itself, not the exam page above it. Written with
 * runMutation, as the study page's other writes: index pages do not load useMutation's observer.
 */
function PracticeStart({ task }: { task: Extract<TodayTask, { kind: 'practice' }> }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const start = () => {
    setPending(true);
    const body = { mode: 'chapter' as const, knowledgePointIds: [task.pointId] };
    runMutation(queryClient, { mutationFn: () => api.call(startPractice, { params: { id: task.examId }, body }) }, undefined).then(
      (session) => void navigate(`/exam/${task.examId}/practice/${session.id}`),
      (error: unknown) => {
        setPending(false);
        if (!isSignedOutError(error)) toast.error(errorMessage(error, '开始练习失败，请稍后重试'));
      },
    );
  };
  return (
    <button
      type="button"
      className={`btn btn-soft btn-sm ${styles.go}`}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={start}
    >
      {pending ? '正在打开…' : '去练习'}
    </button>
  );
}

const GO_LABEL: Readonly<Record<Exclude<TodayTask['kind'], 'practice'>, string>> = { review: '去复习', lesson: '去学习', mock: '去考试' };

function TaskRow({ task }: { task: TodayTask }) {
  const { title, detail } = taskText(task);
  const progress = taskProgress(task);
  return (
    <li className={`${styles.task} ${task.done ? styles.done : ''}`} data-task={task.key} data-done={task.done || undefined}>
      <span className={styles.tick} aria-hidden="true">
        {task.done ? '✓' : ''}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>
          {task.done ? <span className="sr-only">已完成：</span> : null}
          {title}
        </span>
        <span className={styles.detail}>
          {detail}
          {progress && !task.done ? <span className={styles.progress}> · {progress}</span> : null}
        </span>
      </span>
      {task.done ? null : task.kind === 'practice' ? (
        <PracticeStart task={task} />
      ) : (
        <a href={task.href} className={`btn btn-soft btn-sm ${styles.go}`}>
          {GO_LABEL[task.kind]}
        </a>
      )}
    </li>
  );
}

/**
 * 今日任务 on /study and home: today's part of the plan, each task ticked by doing it (the API checks the
 * learner's records), with where to do it. Without a plan it offers to make one.
 */
export function TodayTasks({ plan, onPlanPage = false }: { plan: StudyPlan; onPlanPage?: boolean }) {
  const countdown = examCountdown(plan);
  const missed = missedLine(plan);
  const left = plan.todayTasks.filter((task) => !task.done);
  const minutesLeft = left.reduce((sum, task) => sum + task.minutes, 0);
  return (
    <section className={styles.card} aria-labelledby="today-tasks-heading" data-testid="today-tasks">
      <div className={styles.head}>
        <h2 id="today-tasks-heading" className={styles.heading}>
          今日任务
        </h2>
        {countdown ? <span className={styles.countdown}>{countdown}</span> : null}
        {onPlanPage ? null : (
          <a href="/study/plan" className={styles.more}>
            {plan.ready ? '查看备考计划' : '制定备考计划'}
          </a>
        )}
      </div>
      {!plan.ready ? (
        <p className={styles.note}>按考试日期和你的排班，把课程、练习、模拟和错题复习排进每一天，学完一项自动打勾。</p>
      ) : plan.blocked ? (
        <p className={styles.note}>{plan.blocked}</p>
      ) : (
        <>
          {missed ? (
            <p className={styles.missed} role="status">
              {missed}
            </p>
          ) : null}
          {plan.todayTasks.length === 0 ? (
            <p className={styles.note}>今天按排班不学习，好好休息。</p>
          ) : (
            <>
              <p className={styles.note}>
                {left.length === 0 ? '今天的任务都完成了。' : `还有 ${left.length} 项，约 ${minutesText(minutesLeft)}；做完自动打勾。`}
              </p>
              <ol className={styles.list}>
                {plan.todayTasks.map((task) => (
                  <TaskRow key={task.key} task={task} />
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </section>
  );
}
