import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { updateStudyGoal } from '@shared/api/learning';
import { STUDY_DAY_RULE, WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN } from '@shared/lib/study-goal-rules';
import type { StudyStats } from '@shared/schemas/learning';
import { useApi } from '@client/lib/api-context';
import { runMutation } from '@client/lib/run-mutation';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { getStudyStatsQueryOptions } from '../get-study-stats';
import styles from './weekly-goal.module.css';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'] as const;
const GOALS = Array.from({ length: WEEKLY_GOAL_MAX - WEEKLY_GOAL_MIN + 1 }, (_, index) => WEEKLY_GOAL_MIN + index);

/**
 * 本周目标 on /study: the study days of this week (Monday to Sunday, China time) against the learner's
 * goal, the goal itself and the opt-in streak. Each change saves at once (runMutation: the study page is
 * an index page); a refusal says why and the page shows what the server kept.
 */
export function WeeklyGoal({ stats }: { stats: StudyStats }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const { week } = stats;
  const today = stats.days.at(-1)!.date;
  // The choice shows at once; the server's answer replaces it (a refusal puts back what it kept).
  const [chosen, setChosen] = useState<{ weekDays?: number; streak?: boolean }>({});
  const save = (body: { weekDays?: number; streak?: boolean }) => {
    setChosen((current) => ({ ...current, ...body }));
    return runMutation(queryClient, { mutationFn: () => api.call(updateStudyGoal, { body }) }, undefined)
      .then(
        (saved) => {
          queryClient.setQueryData(getStudyStatsQueryOptions(api).queryKey, saved);
          toast.success('学习目标已保存');
        },
        (error: unknown) => {
          if (!isSignedOutError(error)) toast.error(errorMessage(error, '保存失败，请稍后重试'));
        },
      )
      .finally(() => setChosen({}));
  };
  const met = week.studiedDays >= week.goalDays;
  return (
    <div className={styles.goal} data-testid="weekly-goal">
      <p className={styles.summary}>
        本周学习 <strong data-testid="stats-week">{week.studiedDays}</strong> / {week.goalDays} 天
        <span className={met ? styles.met : styles.left}>{met ? '本周目标已完成' : `还差 ${week.goalDays - week.studiedDays} 天`}</span>
      </p>
      <ol className={styles.days} aria-label="本周每天是否算学习日">
        {week.days.map((day, index) => (
          <li
            key={day.date}
            className={`${styles.day} ${day.counted ? styles.counted : ''} ${day.date === today ? styles.today : ''}`}
            data-counted={day.counted || undefined}
          >
            <span aria-hidden="true">{WEEKDAYS[index]}</span>
            <span className="sr-only">
              周{WEEKDAYS[index]}
              {day.date > today ? '（还没到）' : day.counted ? '：算学习日' : '：未达到'}
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.settings}>
        <label htmlFor={`${id}-goal`}>每周目标</label>
        <select
          id={`${id}-goal`}
          value={chosen.weekDays ?? week.goalDays}
          onChange={(event) => void save({ weekDays: Number(event.target.value) })}
        >
          {GOALS.map((days) => (
            <option key={days} value={days}>
              {days} 天
            </option>
          ))}
        </select>
        <label className={styles.streakToggle}>
          <input
            type="checkbox"
            checked={chosen.streak ?? stats.streak !== null}
            onChange={(event) => void save({ streak: event.target.checked })}
          />
          统计连续学习天数（中间可休息一天）
        </label>
      </div>
      <p className={styles.rule}>{STUDY_DAY_RULE}</p>
    </div>
  );
}
