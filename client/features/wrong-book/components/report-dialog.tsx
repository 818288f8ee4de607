import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { reportQuestion } from '@shared/api/wrong-book';
import { REPORT_KIND_LABELS, REPORT_KINDS, reportTextProblem, WRONG_BOOK_LIMITS, type ReportKind } from '@shared/lib/wrong-book-rules';
import type { WrongBookEntry } from '@shared/schemas/wrong-book';
import { useApi } from '@client/lib/api-context';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { toast } from '@client/components/toast/toast-store';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import styles from './report-dialog.module.css';

interface ReportValues {
  /** A kind, or '' (none chosen). */
  kind: ReportKind | '';
  text: string;
}

const { reportMax: MAX } = WRONG_BOOK_LIMITS;

/**
 * 纠错 (loaded on demand): what is wrong — 题干, 选项, 答案, 解析 or 其他 — and 5–200 characters
 * saying how. Checked when sent, with the API's own words; its refusals (20 a day 4821, the same kind
 * still waiting 4822) are shown in the dialog, and what was typed stays for another try.
 */
export function ReportDialog({ entry, open, onClose }: { entry: WrongBookEntry; open: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="题目纠错"
      description="发现题目有误？告诉我们哪里不对，题库老师核实后会在「消息中心 · 系统通知」回复你。"
      testId="report-question-dialog"
    >
      <ReportForm entry={entry} onDone={onClose} />
    </ModalDialog>
  );
}

function ReportForm({ entry, onDone }: { entry: WrongBookEntry; onDone: () => void }) {
  const api = useApi();
  const id = useId();
  const form = useSubmitCheckedForm<ReportValues>({ kind: '', text: '' });
  const { errors } = form.formState;
  const error = errors.kind?.message ?? errors.text?.message ?? errors.root?.message ?? '';
  const text = form.watch('text');
  const report = useMutation({
    mutationFn: ({ kind, text: said }: ReportValues) =>
      api.call(reportQuestion, {
        params: { questionId: entry.question.id },
        body: { kind: kind as ReportKind, text: said.trim(), examId: entry.exam.id },
      }),
    onSuccess: () => {
      toast.success('纠错已提交，感谢你的反馈', { description: '题库老师核实后会在系统通知中回复你' });
      onDone();
    },
    onError: (failure) => form.setError('root', { message: errorMessage(failure, '提交失败，请稍后重试') }),
  });
  const busy = report.isPending;
  return (
    <form
      className={styles.form}
      aria-label="题目纠错"
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(
          (values) => report.mutate(values),
          (invalid) => form.setFocus(invalid.kind ? 'kind' : 'text'),
        )(event)
      }
    >
      <p className={styles.stem}>{entry.question.stem}</p>
      <fieldset className={styles.kinds}>
        <legend className={styles.legend}>问题类型</legend>
        {REPORT_KINDS.map((kind) => (
          <label key={kind} className={styles.kind}>
            <input
              type="radio"
              value={kind}
              {...form.register('kind', { validate: (value) => (value ? true : '请选择问题类型'), onChange: () => form.clearErrors() })}
            />
            <span>{REPORT_KIND_LABELS[kind]}</span>
          </label>
        ))}
      </fieldset>
      <label className={styles.legend} htmlFor={`${id}-text`}>
        问题说明
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.text}
        rows={4}
        maxLength={MAX}
        placeholder={`请具体描述哪里有误、正确的应该是什么（${WRONG_BOOK_LIMITS.reportMin}–${MAX} 字）`}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={`${id}-bar`}
        {...form.register('text', { validate: (value) => reportTextProblem(value) ?? true, onChange: () => form.clearErrors() })}
      />
      <div id={`${id}-bar`} className={styles.bar}>
        <span className={styles.error} role="alert">
          {error}
        </span>
        <span className={styles.counter} aria-live="polite">
          {text.trim().length}/{MAX}
        </span>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          取消
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? '提交中…' : '提交纠错'}
        </button>
      </div>
    </form>
  );
}
