import { questionNumbersText } from '@client/lib/exam/question-numbers';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import styles from './session-view.module.css';

/** 确认交卷 of a 限时模拟: what is still unanswered, before it is graded. */
export function HandInDialog({
  open,
  onClose,
  onConfirm,
  unanswered,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  unanswered: readonly number[];
  pending: boolean;
}) {
  return (
    <ModalDialog open={open} onClose={onClose} title="确认交卷" description="交卷后统一判分，不能再修改答案。" testId="hand-in-dialog">
      <div className={styles.confirm}>
        {unanswered.length > 0 ? (
          <p>
            还有 <strong>{unanswered.length}</strong> 题未作答：{questionNumbersText(unanswered)}
          </p>
        ) : (
          <p>全部题目都已作答。</p>
        )}
        <div className={styles.confirmActions}>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            继续作答
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {pending ? '正在交卷…' : '确认交卷'}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
