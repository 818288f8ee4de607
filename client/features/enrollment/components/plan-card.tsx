import type { PlanCardData } from './plan-card-fields';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { formatFee } from '@shared/lib/money-format';
import { APPLICATION_LABELS, formatDate, formatWindow, shortCity } from '@client/lib/format/enrollment-format';
import { StatusBadge } from '@client/components/enrollment-status/status-badge';
import { PlacesBar } from './places-bar';
import styles from './plan-card.module.css';

const MY_TONE: Record<number, string> = { 1: styles.minePending!, 2: styles.mineApproved!, 3: styles.mineRejected! };

/** One plan in the list: status, level, title (the card's link), profession and institution, window, exam day, city, places, fee. */
export function PlanCard({ plan }: { plan: PlanCardData }) {
  return (
    <article className={styles.card} data-testid="plan-card">
      <div className={styles.top}>
        <StatusBadge status={plan.status} />
        <span className="tag accent-1">{skillLevelName(plan.skillLevel)}</span>
        {plan.subsidized ? <span className="tag accent-3">补贴性培训</span> : null}
        {plan.requiresRealName ? <span className="tag accent-6">需实名</span> : null}
        {plan.myStatus ? (
          <span className={`${styles.mine} ${MY_TONE[plan.myStatus] ?? ''}`}>我的报名：{APPLICATION_LABELS[plan.myStatus]}</span>
        ) : null}
      </div>
      <h3 className={styles.title}>
        <a href={`/enrollment/${plan.id}`} className={styles.link}>
          {plan.title}
        </a>
      </h3>
      <p className={styles.sub}>{`${plan.professionName} · ${plan.institutionName}`}</p>
      <dl className={styles.facts}>
        <div>
          <dt>报名时间</dt>
          <dd>{formatWindow(plan.enrolStart, plan.enrolEnd)}</dd>
        </div>
        <div>
          <dt>考试日期</dt>
          <dd>{formatDate(plan.examDate)}</dd>
        </div>
        <div>
          <dt>考试地点</dt>
          <dd>{shortCity(plan.city)}</dd>
        </div>
      </dl>
      <PlacesBar enrolled={plan.enrolledCount} quota={plan.quota} placesLeft={plan.placesLeft} compact />
      <div className={styles.footer}>
        <span className={plan.fee === 0 ? styles.free : styles.fee}>
          {formatFee(plan.fee)}
          {plan.fee > 0 ? <small>报名费</small> : null}
        </span>
        <span className={styles.more} aria-hidden="true">
          查看详情
        </span>
      </div>
    </article>
  );
}
