import type { Agreement } from '@shared/schemas/agreement';
import { Breadcrumb } from '@client/components/page-heading';
import { agreementDate } from './agreement-format';
import { AgreementBody, AgreementToc } from './agreement-body';
import { PrintButton } from './print-button';
import styles from './agreement.module.css';

/** /service and /privacy: the text with its version and dates, a table of contents beside it. */
export function AgreementDocument({ agreement }: { agreement: Agreement }) {
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <AgreementToc agreement={agreement} />
        </aside>
        <article className={styles.document} aria-labelledby="agreement-title">
          <div className={styles.docHead}>
            <h1 id="agreement-title" className={styles.title}>
              {agreement.title}
            </h1>
            <dl className={styles.facts} data-testid="agreement-facts">
              <div>
                <dt>版本</dt>
                <dd>{agreement.version}</dd>
              </div>
              <div>
                <dt>生效日期</dt>
                <dd>{agreementDate(agreement.effectiveAt)}</dd>
              </div>
              <div>
                <dt>更新日期</dt>
                <dd>{agreementDate(agreement.updatedAt)}</dd>
              </div>
            </dl>
            <PrintButton />
          </div>
          <AgreementBody agreement={agreement} />
        </article>
      </div>
    </div>
  );
}
