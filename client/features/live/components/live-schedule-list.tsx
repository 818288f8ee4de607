import type { LiveSummary } from '@shared/schemas/live';
import { formatSiteTime } from '@client/components/site-time-format';
import { formatPriceTag } from '@shared/lib/money-format';
import { groupByDay } from '../live-schedule';
import styles from '../live-list-page.module.css';

/** The upcoming classes by Beijing day: time, title, teacher, how many booked a reminder, price. */
export function LiveScheduleList({ lives, now }: { lives: readonly LiveSummary[]; now: number }) {
  const days = groupByDay(lives, now);
  return (
    <ol className={styles.schedule}>
      {days.map((day) => (
        <li key={day.day} className={styles.day}>
          <h3 className={styles.dayLabel}>{day.label}</h3>
          <ul className={styles.dayItems}>
            {day.items.map((live) => (
              <li key={live.id} className={styles.slot} data-testid="schedule-item">
                <time className={styles.slotTime} dateTime={live.startTime}>
                  {formatSiteTime(live.startTime, 'HH:mm')}
                </time>
                <a href={`/live/${live.id}`} className={styles.slotBody}>
                  <span className={styles.slotTitle}>{live.title}</span>
                  <span className={styles.slotMeta}>
                    主讲：{live.teacher} · {live.durationMinutes} 分钟 · {live.reminderCount} 人已预约
                  </span>
                </a>
                <span className={live.price > 0 ? styles.slotPrice : styles.slotFree}>
                  {live.price > 0 ? formatPriceTag(live.price) : '免费'}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
