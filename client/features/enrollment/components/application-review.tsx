import type { ApplicationDetails } from '@shared/schemas/enrollment-application';
import { SCHOOLING_LABELS, type SchoolingValue } from '@shared/lib/eligibility-rules';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { formatDateTime } from '@client/lib/format/enrollment-format';
import styles from './application-review.module.css';

const REVIEW_LABELS = { pending: '待审核', accepted: '已通过', rejected: '未通过' } as const;

/** What I sent, as the reviewer sees it: my details, the facts, and each material with its review (and the reason for a rejected one). */
export function ApplicationReview({ details }: { details: ApplicationDetails }) {
  const { applicant } = details;
  return (
    <div className={styles.review} data-testid="application-review">
      <dl className={styles.details}>
        <div>
          <dt>姓名</dt>
          <dd>{details.name}</dd>
        </div>
        {details.idNumberMasked ? (
          <div>
            <dt>身份证号</dt>
            <dd className={styles.mono}>{details.idNumberMasked}</dd>
          </div>
        ) : null}
        <div>
          <dt>联系电话</dt>
          <dd className={styles.mono}>{details.phone}</dd>
        </div>
        <div>
          <dt>工作单位</dt>
          <dd>{details.workUnit}</dd>
        </div>
        <div>
          <dt>申报情况</dt>
          <dd>
            本职业工作 {applicant.yearsWorked} 年
            {applicant.heldLevel ? `，${applicant.heldYear} 年取得${skillLevelName(applicant.heldLevel)}证书` : '，暂无证书'}，
            {SCHOOLING_LABELS[applicant.schooling as SchoolingValue]}
            {applicant.apprenticeship ? '，学徒期满' : ''}
          </dd>
        </div>
        <div>
          <dt>最近提交</dt>
          <dd>
            {formatDateTime(details.updatedAt)}
            {details.round > 1 ? `（第 ${details.round} 次提交）` : ''}
          </dd>
        </div>
      </dl>
      <ul className={styles.items} aria-label="报名材料审核">
        {details.items.map((item) => (
          <li key={item.kind} data-review={item.review}>
            <a href={item.file.url} target="_blank" rel="noreferrer">
              {item.label}
            </a>
            <span className={`${styles.state} ${styles[item.review]}`}>{REVIEW_LABELS[item.review]}</span>
            {item.review === 'rejected' && item.reason ? <p className={styles.reason}>{item.reason}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
