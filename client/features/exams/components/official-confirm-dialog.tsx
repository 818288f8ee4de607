import type { ExamDetail } from '@shared/schemas/exam';
import { formatSiteTime } from '@client/components/site-time-format';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { points } from '../exam-format';
import styles from './official-confirm-dialog.module.css';

interface Props {
  exam: ExamDetail;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
}

/** What stands between the learner and the paper, each with where to go about it; null when nothing does. */
export function admissionOf(exam: Pick<ExamDetail, 'plan' | 'mine'>): {
  realName: boolean;
  enrolment: { text: string; href: string | null; ok: boolean } | null;
} {
  const mine = exam.mine;
  const realName = mine?.realNameVerified ?? false;
  if (!exam.plan) return { realName, enrolment: null };
  const plan = `/enrollment/${exam.plan.id}`;
  const standing = mine?.enrolment ?? { status: 0, paid: false, fee: null };
  if (standing.status === 1) return { realName, enrolment: { text: '报名审核中，审核通过后才能参加考试', href: plan, ok: false } };
  if (standing.status === 3) return { realName, enrolment: { text: '报名未通过审核，请修改后重新报名', href: plan, ok: false } };
  if (standing.status !== 2) return { realName, enrolment: { text: '未报名：本场考试仅限报名审核通过的考生参加', href: plan, ok: false } };
  if (!standing.paid && standing.fee === 'expired')
    return { realName, enrolment: { text: '报名已失效：未在缴费截止前缴纳报名费，请关注后续报名计划', href: plan, ok: false } };
  if (!standing.paid && standing.fee === 'refunding')
    return { realName, enrolment: { text: '报名费退款中，退款完成后报名即撤回', href: plan, ok: false } };
  if (!standing.paid)
    return {
      realName,
      enrolment: { text: '报名已通过，报名费未缴纳', href: `/order/pay/create?productType=4&productId=${exam.plan.id}`, ok: false },
    };
  return {
    realName,
    enrolment: { text: exam.plan.fee > 0 ? '报名已通过，报名费已缴纳' : '报名已通过（补贴性培训，免缴费）', href: null, ok: true },
  };
}

/**
 * 考试须知 before an official paper: attempts left, duration, pass mark, the rules that apply
 * (switching away is counted, the paper hands itself in), real-name and enrolment status, and when
 * the answers are published. The clock starts only with 确认开始 (the server refuses a start
 * without it, 4814).
 */
export function OfficialConfirmDialog({ exam, open, onClose, onConfirm, pending }: Props) {
  const { realName, enrolment } = admissionOf(exam);
  const ready = realName && (enrolment === null || enrolment.ok);
  const closeAt = exam.closeAt ? formatSiteTime(exam.closeAt, 'M月D日 HH:mm') : null;
  const left = exam.mine?.attemptsLeft;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="正式考试须知"
      description="请确认以下信息。点击“确认开始”后开始计时，计时不会暂停。"
      testId="official-confirm"
    >
      <div className={styles.body}>
        <dl className={styles.facts}>
          <div>
            <dt>剩余次数</dt>
            <dd data-testid="confirm-attempts-left">
              {left === null || left === undefined ? '不限' : `${left} 次`}（共 {exam.maxAttempts} 次，含 1 次补考）
            </dd>
          </div>
          <div>
            <dt>考试时长</dt>
            <dd>
              {exam.durationMinutes} 分钟{closeAt ? `，最迟 ${closeAt} 统一交卷` : ''}
            </dd>
          </div>
          <div>
            <dt>及格线</dt>
            <dd>
              {points(exam.passScore)} 分（满分 {points(exam.totalScore)} 分）
            </dd>
          </div>
          <div>
            <dt>实名认证</dt>
            <dd data-testid="confirm-real-name" className={realName ? styles.ok : styles.missing}>
              {realName ? (
                '已认证'
              ) : (
                <>
                  未认证，正式考试须本人实名参加 <a href="/setting/real">去实名认证</a>
                </>
              )}
            </dd>
          </div>
          {enrolment ? (
            <div>
              <dt>报名</dt>
              <dd data-testid="confirm-enrolment" className={enrolment.ok ? styles.ok : styles.missing}>
                {enrolment.text}
                {enrolment.href ? (
                  <>
                    {' '}
                    <a href={enrolment.href}>{enrolment.href.startsWith('/order') ? '去缴费' : '查看报名'}</a>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
        <ul className={styles.rules}>
          <li>考试须本人独立完成。作答期间切换页面或离开考试窗口将记为切屏，切屏次数随答卷提交，情节严重的成绩无效。</li>
          <li>答案自动保存；考试时间到{closeAt ? '或考试结束时间到' : ''}，系统按已保存的作答自动交卷。</li>
          <li>交卷后立即显示得分与是否通过；逐题答案与解析在考试结束{closeAt ? `（${closeAt}）` : ''}后公布。</li>
        </ul>
        {ready ? null : (
          <p className={styles.blocked} role="note">
            完成上述{realName ? '报名' : '实名认证'}后才能开始正式考试。
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.ghost} onClick={onClose}>
            取消
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={onConfirm}
            disabled={!ready || pending}
            aria-busy={pending || undefined}
          >
            {pending ? '正在开始…' : '确认开始'}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
