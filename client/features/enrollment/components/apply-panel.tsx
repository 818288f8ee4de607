import { useEffect } from 'react';
import { AuditStatus } from '@shared/enums/order';
import type { EnrollmentPlanDetail } from '@shared/schemas/enrollment';
import { requiresLogin } from '@client/lib/protected-action';
import { formatFee } from '@shared/lib/money-format';
import { APPLICATION_LABELS, formatDate, formatDateTime } from '@client/lib/format/enrollment-format';
import { usePlanActions } from '../get-enrollment-plan';
import { PlacesBar } from './places-bar';
import styles from './apply-panel.module.css';

/** Where a learner verifies their real name (client/routes/setting-real-page.tsx). */
export const REAL_NAME_PATH = '/setting/real';

interface ActionsProps {
  plan: EnrollmentPlanDetail;
  viewer: number;
}

/** Why the plan cannot be applied to right now, or null when it can. */
function closedReason(plan: EnrollmentPlanDetail): { button: string; note: string } | null {
  if (plan.status === 'upcoming') return { button: '报名未开始', note: `报名将于 ${formatDateTime(plan.enrolStart)} 开始` };
  if (plan.status === 'closed') return { button: '报名已截止', note: '本期报名已结束，请关注后续报名计划' };
  if (plan.status === 'full') return { button: '名额已满', note: '本期名额已报满，请关注后续报名计划' };
  return null;
}

function RealNameNotice() {
  return (
    <div className={styles.realName} data-testid="real-name-required">
      <p>该报名计划需要实名认证，完成认证后即可报名。</p>
      <a href={REAL_NAME_PATH} className="btn btn-primary btn-lg btn-block">
        去实名认证
      </a>
    </div>
  );
}

/**
 * The action by state: signed out 立即报名 (a protected click: the login modal); open → 报名, or
 * the real-name link when the plan needs it; 审核中 with 刷新状态 (also refreshed when the tab
 * regains focus); 已通过; 未通过 with the reason and 重新报名; or why the plan is closed.
 */
function ApplyActions({ plan, viewer }: ActionsProps) {
  const { apply, refresh, busy } = usePlanActions(viewer, plan.id);
  const my = plan.my;
  const status = my?.status ?? AuditStatus.NOT_APPLIED;
  const pending = status === AuditStatus.PENDING;

  // While the audit runs, coming back to the tab shows its outcome without a click.
  useEffect(() => {
    if (!pending) return;
    const onFocus = () => void refresh({ quiet: true });
    const onVisible = () => document.visibilityState === 'visible' && onFocus();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [pending, refresh]);

  const closed = closedReason(plan);
  const needsRealName = plan.requiresRealName && my !== null && !my.realNameVerified;
  const applyButton = (label: string) =>
    needsRealName ? (
      <RealNameNotice />
    ) : (
      <button
        type="button"
        className="btn btn-primary btn-lg btn-block"
        onClick={() => void apply()}
        disabled={busy !== null}
        {...requiresLogin}
      >
        {busy === 'apply' ? '提交中…' : label}
      </button>
    );

  if (status === AuditStatus.PENDING) {
    return (
      <div className={`${styles.state} ${styles.pending}`}>
        <p className={styles.stateTitle}>审核中</p>
        <p className={styles.stateText}>
          已于 {my?.submittedAt ? formatDateTime(my.submittedAt) : '刚刚'} 提交报名，资格审核通过后将通知你。
        </p>
        <button type="button" className="btn btn-ghost btn-block" onClick={() => void refresh()} disabled={busy !== null}>
          {busy === 'refresh' ? '刷新中…' : '刷新状态'}
        </button>
      </div>
    );
  }
  if (status === AuditStatus.APPROVED) {
    return (
      <div className={`${styles.state} ${styles.approved}`}>
        <p className={styles.stateTitle}>已通过</p>
        <p className={styles.stateText}>报名审核已通过，请于 {formatDate(plan.examDate)} 携带身份证原件到考点参加考试。</p>
      </div>
    );
  }
  if (status === AuditStatus.REJECTED) {
    return (
      <div className={`${styles.state} ${styles.rejected}`}>
        <p className={styles.stateTitle}>未通过</p>
        <p className={styles.stateText}>
          原因：<span data-testid="rejection-reason">{my?.reason ?? '资料不符合要求'}</span>
        </p>
        {closed ? <p className={styles.note}>{closed.note}</p> : applyButton('重新报名')}
      </div>
    );
  }
  if (closed) {
    return (
      <>
        <button type="button" className="btn btn-primary btn-lg btn-block" disabled>
          {closed.button}
        </button>
        <p className={styles.note}>{closed.note}</p>
      </>
    );
  }
  return (
    <>
      {applyButton('立即报名')}
      <p className={styles.note}>报名截止：{formatDateTime(plan.enrolEnd)}</p>
    </>
  );
}

export function ApplyPanel({ plan, viewer }: ActionsProps) {
  return (
    <section className={styles.panel} aria-labelledby="apply-title" data-testid="apply-panel">
      <h2 id="apply-title" className="sr-only">
        报名
      </h2>
      <p className={styles.fee}>
        <span className={plan.fee === 0 ? styles.free : styles.amount}>{formatFee(plan.fee)}</span>
        <span className={styles.feeNote}>{plan.subsidized ? '补贴性培训，考核费用全免' : '报名费（含考核费）'}</span>
      </p>
      <PlacesBar enrolled={plan.enrolledCount} quota={plan.quota} placesLeft={plan.placesLeft} />
      {/* Told once: an unverified learner gets the notice with the link below instead. */}
      {plan.requiresRealName && plan.my?.realNameVerified !== false ? (
        <p className={styles.requirement}>
          <span className="tag accent-6">需实名认证</span>
          <span>报名前请先完成实名认证</span>
        </p>
      ) : null}
      {plan.my ? (
        <p className="sr-only" role="status">
          报名状态：{APPLICATION_LABELS[plan.my.status]}
        </p>
      ) : null}
      <div className={styles.actions}>
        <ApplyActions plan={plan} viewer={viewer} />
      </div>
    </section>
  );
}
