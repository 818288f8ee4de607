import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LiveStatus, LiveType } from '@shared/enums/live';
import { ProductType } from '@shared/enums/order';
import type { LiveDetail } from '@shared/schemas/live';
import { formatCount } from '@client/lib/format/catalogue-format';
import { formatSiteTime } from '@client/components/site-time-format';
import { BellIcon } from '@client/components/icons/bell-icon';
import { CheckIcon } from '@client/components/icons/check-icon';
import { EyeIcon } from '@client/components/icons/eye-icon';
import { requiresLogin } from '@client/lib/protected-action';
import { formatPrice } from '@shared/lib/money-format';
import { formatMinutes } from '@client/lib/format/course-format';
import { countdownLabel } from '../live-countdown';
import { useLiveReminder } from '../get-live';
import { FavoriteButton } from '@client/components/favorite-button/favorite-button';
import styles from './live-hero.module.css';

export const livePlayHref = (id: number) => `/live/${id}/play`;
export const liveReplayHref = (id: number) => `/live/${id}/replay`;
/** A paid class is bought like any product (spec §3: product type 9). */
export const liveBuyHref = (id: number) => `/order/pay/create?productType=${ProductType.LIVE}&productId=${id}`;

/** The countdown: the server's clock for the first paint (hydration matches), the browser's minute by minute after. */
function Countdown({ startTime, serverNow }: { startTime: string; serverNow: number }) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return <span className={styles.countdown}>{countdownLabel(Date.parse(startTime), now)}</span>;
}

function ReminderButton({ live }: { live: LiveDetail }) {
  const reminder = useLiveReminder(live.id);
  return (
    <button
      type="button"
      className={live.reminded ? `${styles.secondary} ${styles.reminded}` : styles.secondary}
      aria-pressed={live.reminded}
      {...requiresLogin}
      onClick={() => reminder.mutate(!live.reminded)}
    >
      {live.reminded ? <CheckIcon size={18} /> : <BellIcon size={18} />}
      {live.reminded ? '已预约' : '预约提醒'}
    </button>
  );
}

/**
 * What the learner can do now: buy a paid class they have not bought (the room and the replay are
 * its buyers'), book a reminder, enter the room, or watch the replay — bought, 立即购买 gives way
 * to 进入直播间 / 观看回放.
 */
function LiveActions({ live }: { live: LiveDetail }) {
  const mustBuy = live.price > 0 && !live.owned;
  const buy = (
    <Link to={liveBuyHref(live.id)} className={styles.primary} {...requiresLogin}>
      立即购买
    </Link>
  );
  if (live.status === LiveStatus.ENDED) {
    if (!live.hasReplay) return <p className={styles.note}>本场直播没有回放</p>;
    return mustBuy ? (
      buy
    ) : (
      <Link to={liveReplayHref(live.id)} className={styles.primary} {...requiresLogin}>
        观看回放
      </Link>
    );
  }
  return (
    <>
      {mustBuy ? buy : null}
      {live.status === LiveStatus.LIVE ? (
        mustBuy ? null : (
          <Link to={livePlayHref(live.id)} className={styles.primary} {...requiresLogin}>
            进入直播间
          </Link>
        )
      ) : (
        <ReminderButton live={live} />
      )}
    </>
  );
}

export function LiveHero({ live, serverNow }: { live: LiveDetail; serverNow: number }) {
  const isLive = live.status === LiveStatus.LIVE;
  return (
    <section className={styles.hero} aria-labelledby="live-title">
      <div className={styles.cover}>
        <img src={live.cover} alt="" width={640} height={360} fetchPriority="high" />
        <span className={`${styles.badge} ${styles[`status${live.status}`]}`}>
          {isLive ? <span className={styles.pulse} aria-hidden="true" /> : null}
          {LiveStatus.label(live.status)}
        </span>
      </div>
      <div className={styles.info}>
        <div className={styles.tags}>
          <span className="tag accent-1">{LiveType.label(live.type)}</span>
          <span className="tag accent-4">{live.professionName}</span>
        </div>
        <h1 id="live-title" className={styles.title}>
          {live.title}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>主讲</dt>
            <dd>
              {live.teacher.name} · {live.teacher.title}
            </dd>
          </div>
          <div>
            <dt>时间</dt>
            <dd>
              <time dateTime={live.startTime}>{formatSiteTime(live.startTime, 'M月D日 HH:mm')}</time>–
              <time dateTime={live.endTime}>{formatSiteTime(live.endTime, 'HH:mm')}</time>
            </dd>
          </div>
          <div>
            <dt>时长</dt>
            <dd>{formatMinutes(live.durationMinutes)}</dd>
          </div>
          <div>
            <dt>职业</dt>
            <dd>{live.professionName}</dd>
          </div>
        </dl>
        <p className={styles.stats}>
          {isLive ? (
            <span className={styles.online}>
              <EyeIcon size={16} />
              {formatCount(live.onlineCount)} 人在看
            </span>
          ) : null}
          {live.status === LiveStatus.NOT_STARTED ? <span>{formatCount(live.reminderCount)} 人已预约</span> : null}
        </p>
        <div className={styles.buy}>
          <p className={styles.price}>
            <span className={live.price > 0 ? styles.amount : styles.free}>{formatPrice(live.price)}</span>
            {live.status === LiveStatus.NOT_STARTED ? <Countdown startTime={live.startTime} serverNow={serverNow} /> : null}
          </p>
          <div className={styles.actions}>
            <LiveActions live={live} />
            <FavoriteButton kind="live" id={live.id} />
          </div>
          <p className={styles.note}>
            {live.owned ? '已购买 · ' : live.price > 0 ? '付费直播，购买后可观看直播与回放 · ' : ''}
            {live.status === LiveStatus.NOT_STARTED
              ? '预约后，开播时会通过消息中心提醒你 · 直播结束后可看回放'
              : '支持电脑与手机观看 · 聊天记录随回放同步显示'}
          </p>
        </div>
      </div>
    </section>
  );
}
