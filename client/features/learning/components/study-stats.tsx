import type { StudyStats } from '@shared/schemas/learning';
import { formatStudyTime, STUDY_TIME_RULE } from '@shared/lib/study-time';
import { WeeklyGoal } from './weekly-goal';
import styles from './study-stats.module.css';

const BAR_WIDTH = 10;
const GAP = 4;
const HEIGHT = 100;

/** `2026-11-27` → `11-27`, and the spoken form `11月27日`. */
const shortDay = (date: string) => date.slice(5);
const spokenDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/**
 * 学习统计 on /study: today, the streak (when turned on) and the total; the weekly goal; the last 30 China days as bars drawn by the
 * server in plain SVG (no chart library), their numbers in a table for screen readers; time per
 * course; and how the time is counted (如何计算).
 */
export function StudyStatsPanel({ stats }: { stats: StudyStats }) {
  const { days } = stats;
  const max = Math.max(...days.map((day) => day.seconds), 60);
  const width = days.length * (BAR_WIDTH + GAP) - GAP;
  const studiedDays = days.filter((day) => day.seconds > 0).length;
  const countedDays = days.filter((day) => day.counted).length;
  const courseMax = Math.max(...stats.courses.map((course) => course.seconds), 1);
  return (
    <section className={styles.panel} aria-labelledby="study-stats-title" data-testid="study-stats">
      <div className={styles.head}>
        <h2 id="study-stats-title" className={styles.title}>
          学习统计
        </h2>
        <dl className={styles.figures}>
          <div>
            <dt>今日学习</dt>
            <dd data-testid="stats-today">{formatStudyTime(stats.todaySeconds)}</dd>
          </div>
          {stats.streak !== null ? (
            <div>
              <dt>连续学习</dt>
              <dd data-testid="stats-streak">{stats.streak} 天</dd>
            </div>
          ) : null}
          <div>
            <dt>累计学习</dt>
            <dd data-testid="stats-total">{formatStudyTime(stats.totalSeconds)}</dd>
          </div>
        </dl>
      </div>
      <WeeklyGoal stats={stats} />
      <figure className={styles.chart}>
        <figcaption className={styles.caption} id="study-chart-caption">
          近 30 天每日学习时长（北京时间）· 有学习记录 {studiedDays} 天，算学习日 {countedDays} 天
        </figcaption>
        <div className={styles.plot}>
          <span className={styles.max} aria-hidden="true">
            {formatStudyTime(max)}
          </span>
          <svg
            className={styles.svg}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby="study-chart-caption"
            aria-describedby="study-chart-table"
            data-testid="study-chart"
          >
            <line x1="0" x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className={styles.axis} />
            {days.map((day, index) => {
              const height = day.seconds > 0 ? Math.max(2, Math.round((day.seconds / max) * (HEIGHT - 4))) : 0;
              return (
                <rect
                  key={day.date}
                  x={index * (BAR_WIDTH + GAP)}
                  y={HEIGHT - height}
                  width={BAR_WIDTH}
                  height={height}
                  rx="1.5"
                  className={index === days.length - 1 ? `${styles.bar} ${styles.today}` : styles.bar}
                  data-date={day.date}
                  data-seconds={day.seconds}
                />
              );
            })}
          </svg>
          <div className={styles.ticks} aria-hidden="true">
            <span>{shortDay(days[0]!.date)}</span>
            <span>{shortDay(days[Math.floor(days.length / 2)]!.date)}</span>
            <span>今天</span>
          </div>
        </div>
        <table className="sr-only" id="study-chart-table">
          <caption>近 30 天每日学习时长</caption>
          <thead>
            <tr>
              <th scope="col">日期</th>
              <th scope="col">学习时长</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{spokenDay(day.date)}</th>
                <td>{formatStudyTime(day.seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
      {stats.courses.length > 0 ? (
        <div className={styles.courses}>
          <h3 className={styles.subtitle}>各课程学习时长</h3>
          <ul>
            {stats.courses.map((course) => (
              <li key={course.id}>
                <a href={`/course/${course.id}`} className={styles.courseTitle}>
                  {course.title}
                </a>
                <span className={styles.courseBar} aria-hidden="true">
                  <span style={{ width: `${Math.max(2, Math.round((course.seconds / courseMax) * 100))}%` }} />
                </span>
                <span className={styles.courseTime}>{formatStudyTime(course.seconds)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={styles.rule}>
        <strong>如何计算：</strong>
        {STUDY_TIME_RULE}
        {stats.videoSamples ? (
          // Minutes beside days of study and finished lessons would read as a fault without this (decision 025).
          <span data-testid="stats-sample-note">
            演示环境中每个视频课时播放一段 10–16 秒的示例视频，学完一节只需看完这段示例，所以累计时长以秒和分钟计。
          </span>
        ) : null}
      </p>
    </section>
  );
}
