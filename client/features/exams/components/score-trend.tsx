import { useEffect, useState, type ComponentType } from 'react';
import { formatSiteTime } from '@client/components/site-time-format';
import { points as pointsText } from '../exam-format';
import type { ScorePoint } from '../score-points';
import styles from './score-trend.module.css';

type Chart = ComponentType<{ points: readonly ScorePoint[]; passScore: number; totalScore: number }>;

/** What the chart shows, in words: the accessible name of the figure and its caption. */
export function scoreSummary(points: readonly ScorePoint[], passScore: number): string {
  const best = Math.max(...points.map((point) => point.score));
  const last = points[points.length - 1]!;
  const passedCount = points.filter((point) => point.score >= passScore).length;
  return `共 ${points.length} 次交卷，最高 ${pointsText(best)} 分，最近一次 ${pointsText(last.score)} 分（${formatSiteTime(last.time, 'M月D日 HH:mm')}），${passedCount} 次达到及格线 ${pointsText(passScore)} 分`;
}

/**
 * 成绩走势. The server renders the figure with its summary (the table below holds every number);
 * the chart library is fetched after hydration by this page alone, so no other page's first load
 * carries it, and drawn into the box that was already there (no layout shift).
 */
export function ScoreTrend({ points, passScore, totalScore }: { points: readonly ScorePoint[]; passScore: number; totalScore: number }) {
  const [Chart, setChart] = useState<Chart | null>(null);
  const hasPoints = points.length > 0;
  useEffect(() => {
    if (!hasPoints) return;
    let live = true;
    import('./score-chart')
      .then((module) => {
        if (live) setChart(() => module.ScoreChart);
      })
      .catch(() => {
        // Offline or a stale build: the summary and the table still say everything.
      });
    return () => {
      live = false;
    };
  }, [hasPoints]);
  return (
    <section className={styles.section} aria-labelledby="score-trend">
      <h2 id="score-trend" className={styles.title}>
        成绩走势
      </h2>
      {hasPoints ? (
        <figure className={styles.figure}>
          <div className={styles.chart} role="img" aria-label={`成绩走势图：${scoreSummary(points, passScore)}`}>
            {Chart ? <Chart points={points} passScore={passScore} totalScore={totalScore} /> : null}
          </div>
          <figcaption className={styles.caption}>
            <span className={styles.legendScore}>得分</span>
            <span className={styles.legendPass}>及格线 {pointsText(passScore)} 分</span>
            <span>{scoreSummary(points, passScore)}</span>
          </figcaption>
        </figure>
      ) : (
        <p className={styles.quiet}>交卷后，这里会按时间画出每次的成绩和及格线。</p>
      )}
    </section>
  );
}
