import { AuditStatus } from '@shared/enums/order';
import type { RealNameStatus } from '@shared/schemas/real-name';
import { formatSiteTime } from '@client/components/site-time-format';
import styles from '../real-name.module.css';

const when = (value: string | null) => (value ? formatSiteTime(value, 'YYYY-MM-DD HH:mm') : '—');

const BADGES: Record<number, [label: string, tone: string]> = {
  [AuditStatus.PENDING]: ['审核中', styles.toneWait!],
  [AuditStatus.APPROVED]: ['已认证', styles.toneDone!],
  [AuditStatus.REJECTED]: ['未通过', styles.toneBad!],
};

/** The submitted identity, masked, with its state: 审核中 (polled), 已认证 (read-only) or 未通过 with the reason. */
export function RealNameStatusCard({ status }: { status: RealNameStatus }) {
  const [label, tone] = BADGES[status.status] ?? ['未认证', ''];
  const approved = status.status === AuditStatus.APPROVED;
  return (
    <section
      className={`${styles.card} ${approved ? styles.cardDone : ''}`}
      aria-labelledby="real-status-title"
      data-testid="real-name-status"
    >
      <div className={styles.statusHead}>
        <span className={`${styles.seal} ${tone}`} aria-hidden="true">
          {approved ? '✓' : status.status === AuditStatus.REJECTED ? '!' : '…'}
        </span>
        <div>
          <h2 id="real-status-title" className={styles.cardTitle}>
            实名认证 <span className={`${styles.badge} ${tone}`}>{label}</span>
          </h2>
          <p className={styles.lead} role="status" aria-live="polite">
            {status.status === AuditStatus.PENDING
              ? '资料已提交，正在核验身份信息，通常几分钟内完成。本页会自动刷新结果。'
              : approved
                ? '你已完成实名认证，可以报名要求实名的报名计划并参加职业技能等级认定考试。'
                : '认证未通过，请按下方原因核对后重新提交。'}
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>姓名</dt>
          <dd data-testid="real-name-masked">{status.name ?? '—'}</dd>
        </div>
        <div>
          <dt>身份证号</dt>
          <dd className={styles.mono} data-testid="real-id-masked">
            {status.idNumber ?? '—'}
          </dd>
        </div>
        <div>
          <dt>提交时间</dt>
          <dd>{when(status.submittedAt)}</dd>
        </div>
        {status.reviewedAt ? (
          <div>
            <dt>{approved ? '认证时间' : '审核时间'}</dt>
            <dd>{when(status.reviewedAt)}</dd>
          </div>
        ) : null}
      </dl>
      {status.status === AuditStatus.REJECTED && status.rejectReason ? (
        <p className={styles.reject} data-testid="real-name-reason">
          <strong>未通过原因：</strong>
          {status.rejectReason}
        </p>
      ) : null}
      {approved ? (
        <>
          <p className={styles.note}>认证信息不可修改。如姓名或证件信息有变更，请联系客服处理。</p>
          <div className={styles.links}>
            <a className="btn btn-primary btn-sm" href="/enrollment">
              浏览报名计划
            </a>
            <a className="btn btn-soft btn-sm" href="/exam">
              参加考试
            </a>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** Why the site asks, and how the data is kept. */
export function RealNameIntro() {
  return (
    <aside className={styles.intro} aria-labelledby="real-why-title">
      <h2 id="real-why-title" className={styles.introTitle}>
        为什么需要实名认证
      </h2>
      <ul className={styles.introList}>
        <li>
          <strong>报名与考试：</strong>职业技能等级认定考试和部分报名计划须核验考生身份，证书将按认证姓名颁发。
        </li>
        <li>
          <strong>信息保护：</strong>资料经加密传输，仅用于身份核验；提交后只显示部分内容（如
          王*明、110***********002X），完整号码不会再次展示。
        </li>
        <li>
          <strong>认证规则：</strong>一个身份证号只能认证一个账号；每天最多提交 5 次，认证通过后不可修改。
        </li>
      </ul>
    </aside>
  );
}
