import { dayText } from '@shared/lib/china-date';
import type { StudyPlan } from '@shared/schemas/study-plan';
import styles from './plan-chart.module.css';

const [WIDTH, HEIGHT] = [600, 160];

type Series = 'plannedPercent' | 'donePercent' | 'readiness';
const LINES: readonly [Series, string, string][] = [
  ['plannedPercent', '计划进度', 'planned'],
  ['donePercent', '实际完成', 'done'],
  ['readiness', '备考评估（预计得分率）', 'readiness'],
];

/**
 * 计划与进度: on one chart, from the day the plan was set to the exam, the share of the plan's work
 * planned by each day, the share done, and the 备考评估 estimate where there is one; the numbers also
 * in a table for screen readers.
 */
export function PlanChart({ plan }: { plan: StudyPlan }) {
  const { chart, today } = plan;
  if (chart.length < 2) return null;
  const x = (index: number) => (index / (chart.length - 1)) * WIDTH;
  const y = (percent: number) => HEIGHT - (percent / 100) * (HEIGHT - 4) - 2;
  const path = (series: Series) => {
    let pen = 'M';
    return chart
      .map((point, index) => {
        const value = point[series];
        if (value === null) {
          pen = 'M';
          return '';
        }
        const step = `${pen}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
        pen = 'L';
        return step;
      })
      .join(' ');
  };
  const now = chart.find((point) => point.date === today) ?? chart[0]!;
  const todayIndex = chart.indexOf(now);
  return (
    <figure className={styles.chart}>
      <figcaption id="plan-chart-caption" className={styles.caption}>
        计划与进度（占全部计划的百分比）· 截至今天：计划 {now.plannedPercent}%，完成 {now.donePercent ?? 0}%
        {now.readiness === null ? '，备考评估还没有足够的作答' : `，预计得分率 ${now.readiness}%`}
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        {LINES.map(([series, label, key]) => (
          <li key={series} className={styles[key]}>
            {label}
          </li>
        ))}
      </ul>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby="plan-chart-caption"
        aria-describedby="plan-chart-table"
        data-testid="plan-chart"
      >
        {[0, 50, 100].map((percent) => (
          <line key={percent} x1="0" x2={WIDTH} y1={y(percent)} y2={y(percent)} className={styles.grid} />
        ))}
        <line x1={x(todayIndex)} x2={x(todayIndex)} y1="0" y2={HEIGHT} className={styles.today} />
        {LINES.map(([series, , key]) => (
          <path key={series} d={path(series)} className={`${styles.line} ${styles[key]}`} vectorEffect="non-scaling-stroke" />
        ))}
      </svg>
      <div className={styles.ticks} aria-hidden="true">
        <span>{chart[0]!.date === today ? '今天' : dayText(chart[0]!.date, today)}</span>
        <span>{dayText(chart.at(-1)!.date, today)}</span>
      </div>
      <table className="sr-only" id="plan-chart-table">
        <caption>每天的计划进度、实际完成与备考评估</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            {LINES.map(([series, label]) => (
              <th key={series} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.map((point) => (
            <tr key={point.date}>
              <th scope="row">{dayText(point.date, today)}</th>
              {LINES.map(([series]) => (
                <td key={series}>{point[series] === null ? '—' : `${point[series]}%`}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
