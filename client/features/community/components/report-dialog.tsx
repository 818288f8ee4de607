/**
 * 举报 dialog (loaded on demand by the reaction bar): a reason of REPORT_REASONS and an optional
 * detail (≤ 200 characters). Props: kind, id, open, onClose. The server's refusals (own content
 * 4903, already reported 4904) are shown as its msg.
 */
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { CODE_ALREADY_DONE, reportContent } from '@shared/api/community';
import { COMMUNITY_LIMITS, REPORT_REASONS } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import type { ContentKind } from '../community-cache';
import styles from './report-dialog.module.css';

interface ReportDialogProps {
  kind: ContentKind;
  id: number;
  open: boolean;
  onClose: () => void;
}

export function ReportDialog({ kind, id, open, onClose }: ReportDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title="举报" description="请选择举报原因，我们会尽快核实处理。" testId="report-dialog">
      <ReportForm kind={kind} id={id} onDone={onClose} />
    </ModalDialog>
  );
}

interface ReportValues {
  /** A reason's value, or '' (none chosen). */
  reason: string;
  detail: string;
}

const MAX_DETAIL = COMMUNITY_LIMITS.reportDetailMax;

function ReportForm({ kind, id, onDone }: { kind: ContentKind; id: number; onDone: () => void }) {
  const api = useApi();
  // Checked when sent; choosing a reason clears the message. One message at a time, the reason's first.
  const form = useForm<ReportValues>({ defaultValues: { reason: '', detail: '' }, reValidateMode: 'onSubmit', shouldFocusError: false });
  const { errors } = form.formState;
  const error = errors.reason?.message ?? errors.detail?.message ?? '';
  const detail = form.watch('detail');
  const report = useMutation({
    mutationFn: ({ reason, detail: text }: ReportValues) =>
      api.call(reportContent, { body: { kind, id, reason: Number(reason), ...(text.trim() ? { detail: text.trim() } : {}) } }),
    onSuccess: () => {
      toast.success('举报已提交，感谢你的反馈');
      onDone();
    },
    onError: (failure) => {
      if (!isSignedOutError(failure)) toast.error(errorMessage(failure, '举报失败，请稍后重试'));
      if (isApiError(failure) && failure.code === CODE_ALREADY_DONE) onDone();
    },
  });
  const busy = report.isPending;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit((values) => report.mutate(values))(event)}
      noValidate
      aria-label="举报"
    >
      <fieldset className={styles.reasons}>
        <legend className={styles.legend}>举报原因</legend>
        {REPORT_REASONS.map(([value, label]) => (
          <label key={value} className={styles.reason}>
            <input
              type="radio"
              value={value}
              {...form.register('reason', { validate: (reason) => (reason ? true : '请选择举报原因'), onChange: () => form.clearErrors() })}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <label className={styles.detailLabel} htmlFor="report-detail">
        补充说明（选填）
      </label>
      <textarea
        id="report-detail"
        className={styles.detail}
        rows={3}
        maxLength={MAX_DETAIL}
        placeholder="补充更多信息，帮助我们更快处理"
        {...form.register('detail', { validate: (text) => text.trim().length <= MAX_DETAIL || `补充说明不能超过 ${MAX_DETAIL} 个字` })}
      />
      <div className={styles.footer}>
        <span className={styles.error} role="alert">
          {error}
        </span>
        <span className={styles.counter} aria-live="polite">
          {detail.length}/{MAX_DETAIL}
        </span>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          取消
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          提交举报
        </button>
      </div>
    </form>
  );
}
