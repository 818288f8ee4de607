import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { updateExamGoal } from '@shared/api/exam-goal';
import { EXAM_DATE_MAX_DAYS_AHEAD, examDateProblem, RETENTION_PERCENT_OPTIONS } from '@shared/lib/memory-review-rules';
import type { ExamGoal } from '@shared/schemas/exam-goal';
import { useApi } from '@client/lib/api-context';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { toast } from '@client/components/toast/toast-store';
import { HookFormField } from '@client/components/hook-form-field';
import { dayText } from '@shared/lib/china-date';
import { examDateBounds } from '../exam-goal-format';
import { EXAM_GOAL_QUERY_KEY } from '../get-exam-goal';
import styles from './exam-goal-panel.module.css';

type Values = { examDate: string; retentionPercent: string };

const RETENTION_HINTS: Readonly<Record<number, string>> = { 80: '复习最少', 85: '', 90: '推荐', 95: '复习最多' };

/**
 * 修改备考目标: the exam date (tomorrow … a year on) and the target retention. Checked when saved, by the
 * API's rule; a refusal or a lost session keeps what was chosen. Saved, the page asks again for what
 * it shows (`onSaved`: the book's dates move with the goal).
 */
export function ExamGoalForm({ goal, onClose, onSaved }: { goal: ExamGoal; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  // Empty while the ticket's date is used: saving then keeps following the journey.
  const form = useSubmitCheckedForm<Values>({
    examDate: goal.source === 'chosen' ? (goal.examDate ?? '') : '',
    retentionPercent: String(goal.retentionPercent),
  });
  const bounds = examDateBounds(goal.today, EXAM_DATE_MAX_DAYS_AHEAD);
  // The API's refusal (the field's own rule speaks under the field).
  const refused = form.formState.errors.root?.message ?? '';
  const save = useMutation({
    mutationFn: (body: { examDate?: string | null; retentionPercent?: number }) => api.call(updateExamGoal, { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(EXAM_GOAL_QUERY_KEY, saved);
      await onSaved();
      toast.success('备考目标已保存，复习日期已按新目标重新安排');
      onClose();
    },
    onError: (failure) => form.setError('root', { message: errorMessage(failure, '保存失败，请稍后重试') }),
  });
  const chosen = goal.source === 'chosen';
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(
          ({ examDate, retentionPercent }) =>
            save.mutate({
              retentionPercent: Number(retentionPercent),
              ...(examDate ? { examDate } : chosen ? { examDate: null } : {}),
            }),
          () => form.setFocus('examDate'),
        )(event)
      }
    >
      <HookFormField
        form={form}
        name="examDate"
        label="考试日期"
        idPrefix={id}
        classes={styles}
        hint={
          goal.journeyExam
            ? `不填则用准考证上的日期（${dayText(goal.journeyExam.date, goal.today)}）`
            : '还没有准考证时，可先填预计的考试日期'
        }
      >
        <input
          type="date"
          min={bounds.min}
          max={bounds.max}
          {...form.register('examDate', {
            validate: (date) => (date ? (examDateProblem(date, goal.today) ?? true) : true),
            onChange: () => form.clearErrors(),
          })}
        />
      </HookFormField>
      <HookFormField
        form={form}
        name="retentionPercent"
        label="记忆目标"
        idPrefix={id}
        classes={styles}
        hint="复习到期时（以及考试当天）还能记住的比例。目标越高，复习越频繁。"
      >
        <select {...form.register('retentionPercent')}>
          {RETENTION_PERCENT_OPTIONS.map((percent) => (
            <option key={percent} value={percent}>
              {percent}%{RETENTION_HINTS[percent] ? `（${RETENTION_HINTS[percent]}）` : ''}
            </option>
          ))}
        </select>
      </HookFormField>
      {refused ? (
        <p className={styles.error} role="alert">
          {refused}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? '保存中…' : '保存'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          取消
        </button>
      </div>
    </form>
  );
}
