/**
 * 举报 dialog (loaded on demand by the reaction bar): a reason of REPORT_REASONS and an optional
 * detail (≤ 200 characters). Props: kind, id, open, onClose. The server's refusals (own content
 * 4903, already reported 4904) are shown as its msg.
 */
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { CODE_ALREADY_DONE, reportContent } from '@shared/api/community';
import { COMMUNITY_LIMITS, REPORT_REASONS } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { openLoginModal } from '@client/lib/app-store';
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

function ReportForm({ kind, id, onDone }: { kind: ContentKind; id: number; onDone: () => void }) {
  const api = useApi();
  const [reason, setReason] = useState<number | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const max = COMMUNITY_LIMITS.reportDetailMax;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) {
      setError('请选择举报原因');
      return;
    }
    if (detail.trim().length > max) {
      setError(`补充说明不能超过 ${max} 个字`);
      return;
    }
    setBusy(true);
    try {
      await api.call(reportContent, { body: { kind, id, reason, ...(detail.trim() ? { detail: detail.trim() } : {}) } });
      toast.success('举报已提交，感谢你的反馈');
      onDone();
    } catch (failure) {
      if (isApiError(failure) && failure.code === 401) openLoginModal();
      else toast.error(errorMessage(failure, '举报失败，请稍后重试'));
      if (isApiError(failure) && failure.code === CODE_ALREADY_DONE) onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="举报">
      <fieldset className={styles.reasons}>
        <legend className={styles.legend}>举报原因</legend>
        {REPORT_REASONS.map(([value, label]) => (
          <label key={value} className={styles.reason}>
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setError('');
              }}
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
        value={detail}
        maxLength={max}
        placeholder="补充更多信息，帮助我们更快处理"
        onChange={(event) => setDetail(event.target.value)}
      />
      <div className={styles.footer}>
        <span className={styles.error} role="alert">
          {error}
        </span>
        <span className={styles.counter} aria-live="polite">
          {detail.length}/{max}
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
