import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { updateStudyPlan } from '@shared/api/study-plan';
import { addDays, dayText, weekdayOf } from '@shared/lib/china-date';
import { DEFAULT_ROTA_MINUTES, rotaProblem, type Rota } from '@shared/lib/study-plan-rules';
import type { StudyPlan } from '@shared/schemas/study-plan';
import { useApi } from '@client/lib/api-context';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { HookFormField } from '@client/components/hook-form-field';
import { toast } from '@client/components/toast/toast-store';
import { STUDY_PLAN_QUERY_KEY } from '../get-study-plan';
import styles from './plan-form.module.css';

const CYCLES: readonly [number, string][] = [
  [7, '每周相同（7 天一轮）'],
  [14, '两周轮换（如白班周、夜班周）'],
  [6, '做四休二（6 天一轮）'],
  [4, '做二休二（4 天一轮）'],
];
const MINUTE_OPTIONS = [0, 15, 20, 30, 45, 60, 90, 120, 180, 240];
const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

type Values = { target: string; cycle: string; cycleStart: string; minutes: string[] };

const targetValue = (plan: StudyPlan) => {
  const target = plan.target;
  if (target?.planId) return `plan:${target.planId}`;
  if (target) return `level:${target.professionId}:${target.skillLevel}`;
  const first = plan.choices.journeys[0];
  return first
    ? `plan:${first.planId}`
    : plan.choices.levels[0]
      ? `level:${plan.choices.levels[0].professionId}:${plan.choices.levels[0].skillLevel}`
      : '';
};
const targetBody = (value: string) => {
  const [kind, a, b] = value.split(':');
  return kind === 'plan' ? { planId: Number(a) } : { professionId: Number(a), skillLevel: Number(b) };
};

/** The label of day `index` of a cycle starting on `start`: 周一… for a week, 第 3 天（周三） otherwise. */
const dayLabel = (length: number, start: string, index: number) => {
  const weekday = WEEKDAYS[weekdayOf(addDays(start, index))]!;
  return length === 7 ? weekday : `第 ${index + 1} 天（${weekday}）`;
};

/**
 * 设置备考计划: what to aim at (an admitted exam, or a level of the learner's courses toward their own
 * date) and the rota: a cycle of days with the minutes each offers, from a chosen day, and days off.
 * Checked by the API's rule when saved; a refusal keeps every choice and says why.
 */
export function PlanForm({ plan, onDone }: { plan: StudyPlan; onDone: (saved: boolean) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const current: Rota = plan.rota ?? {
    cycleStart: addDays(plan.today, -weekdayOf(plan.today)),
    minutes: DEFAULT_ROTA_MINUTES,
    daysOff: [],
  };
  const form = useSubmitCheckedForm<Values>({
    target: targetValue(plan),
    cycle: String(current.minutes.length),
    cycleStart: current.cycleStart,
    minutes: current.minutes.map(String),
  });
  const [daysOff, setDaysOff] = useState<string[]>(current.daysOff);
  const [newOff, setNewOff] = useState('');
  const cycle = Number(form.watch('cycle'));
  const start = form.watch('cycleStart');
  const minutes = form.watch('minutes');
  const rootError = form.formState.errors.root?.message ?? '';
  const save = useMutation({
    mutationFn: (body: { target: ReturnType<typeof targetBody>; rota: Rota }) => api.call(updateStudyPlan, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(STUDY_PLAN_QUERY_KEY, saved);
      toast.success('备考计划已排好，今天的任务在上方');
      onDone(true);
    },
    onError: (failure) => form.setError('root', { message: errorMessage(failure, '保存失败，请稍后重试') }),
  });
  const submit = form.handleSubmit((values) => {
    const length = Number(values.cycle);
    const rota = {
      cycleStart: values.cycleStart,
      minutes: Array.from({ length }, (_, index) => Number(values.minutes[index] ?? 0)),
      daysOff,
    };
    const problem = rotaProblem(rota, plan.today);
    if (problem) {
      form.setError('root', { message: problem });
      return;
    }
    save.mutate({ target: targetBody(values.target), rota });
  });
  const addOff = () => {
    if (!newOff) return;
    if (newOff < plan.today) return form.setError('root', { message: `休息日 ${dayText(newOff, plan.today)} 已经过去了` });
    form.clearErrors('root');
    setDaysOff((list) => [...new Set([...list, newOff])].sort());
    setNewOff('');
  };
  const noChoice = plan.choices.journeys.length === 0 && plan.choices.levels.length === 0;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-describedby={`${id}-root`}>
      <fieldset className={styles.group}>
        <legend>备考目标</legend>
        <HookFormField
          form={form}
          name="target"
          label="准备哪场考试"
          idPrefix={id}
          classes={styles}
          hint={noChoice ? '报名获准考或者购买课程后，这里就可以选择。' : '按职业等级排计划时，考试日期用「备考目标」里自己设定的日期。'}
        >
          <select {...form.register('target')}>
            {plan.choices.journeys.map((journey) => (
              <option key={journey.planId} value={`plan:${journey.planId}`}>
                {journey.title}（{dayText(journey.date, plan.today)}考试）
              </option>
            ))}
            {plan.choices.levels.map((level) => (
              <option key={`${level.professionId}:${level.skillLevel}`} value={`level:${level.professionId}:${level.skillLevel}`}>
                {level.title}（自己设定的日期）
              </option>
            ))}
          </select>
        </HookFormField>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>排班：每天能学多久</legend>
        <HookFormField form={form} name="cycle" label="排班方式" idPrefix={id} classes={styles}>
          <select {...form.register('cycle')}>
            {CYCLES.map(([length, label]) => (
              <option key={length} value={length}>
                {label}
              </option>
            ))}
          </select>
        </HookFormField>
        <HookFormField
          form={form}
          name="cycleStart"
          label="一轮从哪天开始"
          idPrefix={id}
          classes={styles}
          hint="轮班的话，填某一轮第 1 天的日期（可以是过去的日子）。"
        >
          <input type="date" {...form.register('cycleStart')} />
        </HookFormField>
        <ol className={styles.days} aria-label="每天可学习的分钟数">
          {Array.from({ length: cycle }, (_, index) => (
            <li key={index} className={styles.day}>
              <label htmlFor={`${id}-minutes-${index}`}>{dayLabel(cycle, start || plan.today, index)}</label>
              <select
                id={`${id}-minutes-${index}`}
                className={styles.input}
                {...form.register(`minutes.${index}`)}
                defaultValue={minutes[index] ?? '0'}
              >
                {MINUTE_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {value === 0 ? '不学' : `${value} 分钟`}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ol>
        <div className={styles.field}>
          <label htmlFor={`${id}-off`} className={styles.label}>
            另外的休息日
          </label>
          <div className={styles.control}>
            <div className={styles.addOff}>
              <input
                id={`${id}-off`}
                type="date"
                className={styles.input}
                min={plan.today}
                value={newOff}
                onChange={(event) => setNewOff(event.target.value)}
              />
              <button type="button" className="btn btn-soft btn-sm" onClick={addOff}>
                添加
              </button>
            </div>
            {daysOff.length ? (
              <ul className={styles.offList} aria-label="已添加的休息日">
                {daysOff.map((day) => (
                  <li key={day} className={styles.off}>
                    {dayText(day, plan.today)}
                    <button
                      type="button"
                      aria-label={`删除休息日 ${dayText(day, plan.today)}`}
                      onClick={() => setDaysOff((list) => list.filter((item) => item !== day))}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </fieldset>
      <p id={`${id}-root`} className={styles.formError} role="alert">
        {rootError}
      </p>
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending || noChoice} aria-busy={save.isPending || undefined}>
          {save.isPending ? '正在排计划…' : plan.ready ? '保存并重新排' : '生成计划'}
        </button>
        {plan.ready ? (
          <button type="button" className="btn btn-ghost" onClick={() => onDone(false)}>
            取消
          </button>
        ) : null}
      </div>
    </form>
  );
}
