import { SkillLevel, type SkillLevelValue } from '@shared/enums/learning';
import type { LevelVerdict } from '@shared/lib/eligibility-rules';
import styles from './eligibility.module.css';

const STATUS_LABELS: Record<LevelVerdict['status'], string> = { eligible: '可报考', held: '已持有', 'not-yet': '暂不可报考' };

/** Each level's verdict: the condition met, or in one line what is missing and from which year work alone opens it. */
export function EligibilityResult({
  verdicts,
  focus,
  plansHref,
}: {
  verdicts: readonly LevelVerdict[];
  /** The level the check was opened for: marked. */
  focus?: SkillLevelValue;
  /** Where an open level's plans are listed (with the profession the check was opened for). */
  plansHref: (level: SkillLevelValue) => string;
}) {
  return (
    <section className={styles.result} aria-labelledby="eligibility-result-title">
      <h2 id="eligibility-result-title" className={styles.formTitle}>
        自测结果
      </h2>
      <ol className={styles.levels}>
        {verdicts.map((verdict) => (
          <li
            key={verdict.level}
            className={styles.level}
            data-status={verdict.status}
            aria-current={verdict.level === focus ? 'true' : undefined}
          >
            <div className={styles.levelHead}>
              <h3>{SkillLevel.label(verdict.level)}</h3>
              <span className={styles.badge}>{STATUS_LABELS[verdict.status]}</span>
            </div>
            {verdict.status === 'eligible' ? (
              <>
                <p className={styles.reason}>符合条件：{verdict.route}</p>
                <a className={styles.plans} href={plansHref(verdict.level)}>
                  查看该等级的报名计划
                </a>
              </>
            ) : verdict.status === 'held' ? (
              <p className={styles.reason}>你已持有该等级或更高等级的证书。</p>
            ) : (
              // One short line: what the nearest way in still lacks, and the year time alone opens it.
              <p className={styles.shortfall}>
                还差：{verdict.shortfall.join('，')}
                {verdict.from ? (
                  <>
                    ，预计 <strong>{verdict.from.year}</strong> 年起可报考
                  </>
                ) : null}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
