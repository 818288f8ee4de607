import { questionNumbersText } from '@client/lib/exam/question-numbers';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import styles from './attempt-view.module.css';

interface SubmitDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  unanswered: readonly number[];
  marked: readonly number[];
  submitting: boolean;
}

/** 确认交卷: what is still unanswered and what was marked for review, before the paper goes in. */
export function SubmitDialog({ open, onClose, onConfirm, unanswered, marked, submitting }: SubmitDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title="确认交卷" description="交卷后不能再修改答案。" testId="submit-dialog">
      <div className={styles.confirm}>
        {unanswered.length > 0 ? (
          <p>
            还有 <strong>{unanswered.length}</strong> 题未作答：{questionNumbersText(unanswered)}
          </p>
        ) : (
          <p>全部题目都已作答。</p>
        )}
        {marked.length > 0 ? <p>标记待检查的题：{questionNumbersText(marked)}</p> : null}
        <div className={styles.confirmActions}>
          <button type="button" className={styles.ghost} onClick={onClose}>
            继续作答
          </button>
          <button type="button" className={styles.primary} onClick={onConfirm} disabled={submitting}>
            {submitting ? '正在交卷…' : '确认交卷'}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
