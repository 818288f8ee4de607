import type { Readiness } from '@shared/schemas/practice';
import { requiresLogin } from '@client/lib/protected-action';
import { formatPercent, formatScore, masteryText, pointAccuracyText, readinessBasis, readinessGap } from '../practice-format';
import { useStartPractice } from '../use-start-practice';
import styles from './readiness-section.module.css';

/** The estimate: the percentage, the expected points against the pass mark, and what it rests on. */
function Estimate({ readiness }: { readiness: Readiness }) {
  return (
    <div className={styles.estimate} data-testid="readiness-estimate">
      <p className={styles.figure}>
        <strong>{formatPercent(readiness.estimate!)}</strong>
        <span>预计得分率</span>
      </p>
      <p className={styles.score}>
        预计得分 {formatScore(readiness.expectedScore!)} / {formatScore(readiness.totalScore)} 分（{formatScore(readiness.passScore)}{' '}
        分及格）
        <span className={readiness.likelyPass ? styles.pass : styles.fail}>{readiness.likelyPass ? '有望通过' : '仍需加强'}</span>
      </p>
    </div>
  );
}

/**
 * 备考评估 on the exam page (issue 25 §5): the readiness answer as it is — a percentage only when the
 * contract gives one, else what is missing — how it was computed and how many answers it rests on,
 * the weakest 鉴定要素 with their accuracy and 比重, and 练薄弱点: the 章节练习 the answer describes.
 */
export function ReadinessSection({ examId, readiness, signedIn }: { examId: number; readiness: Readiness | undefined; signedIn: boolean }) {
  const start = useStartPractice(examId);
  const gap = readiness ? readinessGap(readiness) : null;
  return (
    <section className={styles.section} aria-labelledby="exam-readiness" data-testid="exam-readiness">
      <h2 id="exam-readiness" className={styles.title}>
        备考评估
      </h2>
      {!readiness ? (
        signedIn ? (
          <p className={styles.text}>暂时无法读取备考评估，请稍后刷新重试。</p>
        ) : (
          <>
            <p className={styles.text}>登录后，按你最近的练习与模拟作答估计这场考试的得分率，并找出最薄弱的鉴定要素。</p>
            <button type="button" className="btn btn-primary" {...requiresLogin}>
              登录查看备考评估
            </button>
          </>
        )
      ) : (
        <>
          {readiness.sufficient && readiness.estimate !== null && readiness.expectedScore !== null ? (
            <Estimate readiness={readiness} />
          ) : (
            <div className={styles.insufficient} data-testid="readiness-insufficient">
              <p className={styles.pending}>暂不估计</p>
              <p className={styles.text}>{gap}</p>
            </div>
          )}
          <p className={styles.basis}>
            {readinessBasis(readiness.rules)}；依据 <strong data-testid="readiness-answered">{readiness.answered}</strong> 次作答。
          </p>
          <details className={styles.method}>
            <summary>怎么算的</summary>
            <p>{readiness.method}</p>
          </details>
          {readiness.weakest.length ? (
            <div className={styles.weakest}>
              <h3 className={styles.subtitle}>薄弱要素</h3>
              <ul data-testid="readiness-weakest">
                {readiness.weakest.map((point) => (
                  <li key={point.id}>
                    <span className={styles.pointName}>{point.name}</span>
                    <span className={styles.pointShare}>比重 {point.share}%</span>
                    <span className={point.accuracy === null ? styles.pointPending : styles.pointAccuracy}>
                      {pointAccuracyText(point, readiness.rules.minPerPoint)}
                    </span>
                    {point.accuracy === null ? null : (
                      <span className={styles.meter} aria-hidden="true">
                        <span style={{ width: `${point.accuracy}%` }} />
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              {readiness.practice.knowledgePointIds.length ? (
                <button
                  type="button"
                  className="btn btn-primary btn-block"
                  disabled={start.isPending}
                  aria-busy={start.isPending || undefined}
                  data-testid="practice-weakest"
                  onClick={() => start.mutate({ mode: readiness.practice.mode, knowledgePointIds: readiness.practice.knowledgePointIds })}
                >
                  {start.isPending ? '正在打开…' : '练薄弱点'}
                </button>
              ) : null}
            </div>
          ) : null}
          <details className={styles.method} data-testid="readiness-mastery">
            <summary>各鉴定要素掌握情况</summary>
            <ul className={styles.mastery}>
              {readiness.points.map((point) => (
                <li key={point.id}>
                  <span className={styles.pointName}>{point.name}</span>
                  <span className={styles.pointShare}>比重 {point.share}%</span>
                  <span className={styles.masteryText}>
                    {pointAccuracyText(point, readiness.rules.minPerPoint)} · {masteryText(point)}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
