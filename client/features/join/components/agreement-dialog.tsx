import { useQuery } from '@tanstack/react-query';
import { AgreementType } from '@shared/enums/platform';
import { errorMessage } from '@shared/api/api-client';
import { useApi } from '@client/lib/api-context';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { AgreementBody } from '@client/components/agreement/agreement-body';
import { agreementDate } from '@client/components/agreement/agreement-format';
import { getAgreementQueryOptions } from '@client/lib/get-agreement';
import styles from '../join.module.css';

interface AgreementDialogProps {
  open: boolean;
  onClose: () => void;
  /** Adds 同意并继续, which ticks the form's box. */
  onAgree?: () => void;
}

/** 《机构入驻协议》 read in a dialog: the text as React text, scrolled inside, its actions always in view. */
export function AgreementDialog({ open, onClose, onAgree }: AgreementDialogProps) {
  const query = useQuery({ ...getAgreementQueryOptions(useApi(), AgreementType.INSTITUTION_ONBOARDING), enabled: open });
  const agreement = query.data;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={agreement?.title ?? '技能学堂机构入驻协议'}
      description={agreement ? `版本 ${agreement.version} · 生效日期 ${agreementDate(agreement.effectiveAt)}` : '正在加载协议全文…'}
      testId="join-agreement-dialog"
    >
      <div className={styles.agreementScroll} tabIndex={0} role="region" aria-label="协议全文">
        {agreement ? (
          <AgreementBody agreement={agreement} headingLevel={3} idPrefix="join-agreement-" />
        ) : query.isError ? (
          <p className={styles.agreementState} role="alert">
            {errorMessage(query.error)}
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void query.refetch()}>
              重试
            </button>
          </p>
        ) : (
          <p className={styles.agreementState} aria-live="polite">
            正在加载协议全文…
          </p>
        )}
      </div>
      <div className={styles.dialogActions}>
        {onAgree ? (
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              关闭
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!agreement}
              onClick={() => {
                onAgree();
                onClose();
              }}
            >
              我已阅读并同意
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            我知道了
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
