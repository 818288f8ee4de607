import { useEffect, useState } from 'react';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { AuditStatus, ProductType } from '@shared/enums/order';
import type { EnrollmentPlanDetail } from '@shared/schemas/enrollment';
import { requiresLogin } from '@client/lib/protected-action';
import { formatFee } from '@shared/lib/money-format';
import { APPLICATION_LABELS, formatDate, formatDateTime } from '@client/lib/format/enrollment-format';
import { usePlanActions } from '../get-enrollment-plan';
import { REAL_NAME_PATH } from '../real-name-path';
import { PlacesBar } from './places-bar';
import styles from './apply-panel.module.css';

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

const loadConfirmDialog = () => import('@client/components/modal-dialog/confirm-dialog');

/** 撤回报名, asked first (the dialog's code arrives with the first click). */
function WithdrawButton({ onWithdraw, busy }: { onWithdraw: () => Promise<boolean>; busy: boolean }) {
  const [asking, setAsking] = useState(false);
  const dialogs = useLoadedModule(loadConfirmDialog, asking);
  return (
    <>
      <button type="button" className={styles.withdraw} onClick={() => setAsking(true)} disabled={busy} aria-haspopup="dialog">
        {busy ? '撤回中…' : '撤回报名'}
      </button>
      {dialogs ? (
        <dialogs.ConfirmDialog
          open={asking}
          onClose={() => setAsking(false)}
          title="撤回这期报名？"
          description="撤回后名额会释放给其他人；报名截止前，你可以重新填写报名表，已上传的材料需重新上传。"
          confirmLabel="撤回报名"
          onConfirm={onWithdraw}
        />
      ) : null}
    </>
  );
}

/**
 * The action by state: signed out 立即报名 (a protected link: the login modal); open → 立即报名 to
 * the application form, or the real-name link when the plan needs it; 审核中 with 刷新状态 (also
 * refreshed when the tab regains focus) and 撤回报名; 已通过; 未通过 with the reason and 补交材料
 * (or 重新报名); or why the plan is closed.
 */
function ApplyActions({ plan, viewer }: ActionsProps) {
  const { withdraw, refresh, busy } = usePlanActions(viewer, plan.id);
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
  const formHref = `/enrollment/${plan.id}/apply`;
  const applyLink = (label: string) =>
    needsRealName ? (
      <RealNameNotice />
    ) : (
      <a href={formHref} className="btn btn-primary btn-lg btn-block" {...requiresLogin}>
        {label}
      </a>
    );

  if (status === AuditStatus.PENDING) {
    return (
      <div className={`${styles.state} ${styles.pending}`}>
        <p className={styles.stateTitle}>审核中</p>
        <p className={styles.stateText}>
          已于 {my?.submittedAt ? formatDateTime(my.submittedAt) : '刚刚'} 提交{(my?.details?.round ?? 1) > 1 ? '补充材料' : '报名'}
          ，资格审核通过后将通知你。
        </p>
        <button type="button" className="btn btn-ghost btn-block" onClick={() => void refresh()} disabled={busy !== null}>
          {busy === 'refresh' ? '刷新中…' : '刷新状态'}
        </button>
        {my?.canWithdraw ? <WithdrawButton onWithdraw={withdraw} busy={busy === 'withdraw'} /> : null}
      </div>
    );
  }
  if (status === AuditStatus.APPROVED) return <ApprovedState plan={plan} />;
  if (status === AuditStatus.REJECTED) {
    const toResend = my?.details?.items.filter((item) => item.review === 'rejected').length ?? 0;
    return (
      <div className={`${styles.state} ${styles.rejected}`}>
        <p className={styles.stateTitle}>未通过</p>
        <p className={styles.stateText}>
          原因：<span data-testid="rejection-reason">{my?.reason ?? '资料不符合要求'}</span>
        </p>
        {closed && plan.status !== 'full' ? (
          <p className={styles.note}>{closed.note}</p>
        ) : toResend > 0 ? (
          <a href={formHref} className="btn btn-primary btn-lg btn-block">
            补交材料
          </a>
        ) : closed ? (
          <p className={styles.note}>{closed.note}</p>
        ) : (
          applyLink('重新报名')
        )}
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
      {applyLink('立即报名')}
      <p className={styles.note}>报名截止：{formatDateTime(plan.enrolEnd)}</p>
    </>
  );
}

/** The checkout of the plan's fee (order/pay/create, product type 4). */
const feeCheckoutHref = (planId: number) => `/order/pay/create?productType=${ProductType.ENROLLMENT}&productId=${planId}`;

/** The application's certification journey (审核 → … → 证书), in the learner's space. */
const JourneyLink = ({ planId, primary = false }: { planId: number; primary?: boolean }) => (
  <a
    href={`/study/certification/${planId}`}
    className={`btn btn-block ${primary ? 'btn-primary btn-lg' : 'btn-ghost'}`}
    data-testid="journey-link"
  >
    查看考证进度
  </a>
);

/**
 * 已通过, then the fee: 去缴费 by the deadline, 已缴费, 退款中, or 已失效 (not paid in time); a free plan
 * goes straight to the exam. Each links to the journey, where the ticket, scores and certificate follow.
 */
function ApprovedState({ plan }: { plan: EnrollmentPlanDetail }) {
  const fee = plan.my?.fee ?? null;
  const examLine = `请于 ${formatDate(plan.examDate)} 携带身份证原件到考点参加考试。`;
  if (fee?.status === 'due')
    return (
      <div className={`${styles.state} ${styles.pending}`} data-fee="due">
        <p className={styles.stateTitle}>审核通过 · 待缴费</p>
        <p className={styles.stateText}>
          请在 <strong>{formatDateTime(fee.deadline)}</strong> 前缴纳报名费 {formatFee(plan.fee)}，逾期未缴本次报名失效、名额释放。
        </p>
        <a href={feeCheckoutHref(plan.id)} className="btn btn-primary btn-lg btn-block">
          去缴费
        </a>
        <JourneyLink planId={plan.id} />
      </div>
    );
  if (fee?.status === 'expired')
    return (
      <div className={`${styles.state} ${styles.rejected}`} data-fee="expired">
        <p className={styles.stateTitle}>已失效</p>
        <p className={styles.stateText}>未在缴费截止（{formatDateTime(fee.deadline)}）前缴费，本次报名已失效，名额已释放。</p>
        <a href={`/enrollment?profession=${plan.professionId}&level=${plan.skillLevel}`} className="btn btn-ghost btn-block">
          查看后续报名计划
        </a>
        <JourneyLink planId={plan.id} />
      </div>
    );
  const orderLink =
    fee?.orderId != null ? (
      <a href={`/order/detail/${fee.orderId}`} className="btn btn-ghost btn-block">
        查看缴费订单
      </a>
    ) : null;
  if (fee?.status === 'refunding')
    return (
      <div className={`${styles.state} ${styles.pending}`} data-fee="refunding">
        <p className={styles.stateTitle}>退款中</p>
        <p className={styles.stateText}>报名费退款处理中，退款完成后本次报名将撤回、名额释放。</p>
        {orderLink}
        <JourneyLink planId={plan.id} />
      </div>
    );
  return (
    <div className={`${styles.state} ${styles.approved}`} data-fee={fee ? 'paid' : 'none'}>
      <p className={styles.stateTitle}>{fee ? '已缴费 · 报名成功' : '已通过 · 报名成功'}</p>
      <p className={styles.stateText}>{fee ? examLine : `补贴性培训，无需缴费。${examLine}`}</p>
      <JourneyLink planId={plan.id} primary />
      {orderLink}
    </div>
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
