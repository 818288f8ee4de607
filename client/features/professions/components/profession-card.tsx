import type { ProfessionCard as ProfessionCardData } from '@shared/schemas/profession';
import { formatCount, skillLevelName } from '@client/lib/format/catalogue-format';
import { industryAccent, typeAccent, typeLabel } from '../profession-format';
import styles from './profession-card.module.css';

/** Monogram tile, name (the card's link), code, category and industry, summary, levels and counts. */
export function ProfessionCard({ profession }: { profession: ProfessionCardData }) {
  const first = profession.levels[0];
  const last = profession.levels[profession.levels.length - 1];
  return (
    <article className={styles.card} data-testid="profession-card">
      <div className={styles.head}>
        <span className={`${styles.tile} accent-${industryAccent(profession.category)}`} aria-hidden="true">
          {profession.name.slice(0, 1)}
        </span>
        <div className={styles.names}>
          <h3 className={styles.name}>
            <a href={`/profession/${profession.id}`} className={styles.link}>
              {profession.name}
            </a>
          </h3>
          <p className={styles.code}>职业编码 {profession.code}</p>
        </div>
      </div>
      <div className={styles.tags}>
        <span className={`tag accent-${typeAccent(profession.type)}`}>{typeLabel(profession.type)}</span>
        <span className="tag">{profession.category}</span>
        {profession.openPlanCount > 0 ? <span className={styles.open}>报名中</span> : null}
      </div>
      <p className={styles.summary}>{profession.summary}</p>
      <p className={styles.levels}>
        {first !== undefined && last !== undefined
          ? first === last
            ? skillLevelName(first)
            : `${skillLevelName(first)} – ${skillLevelName(last)}`
          : null}
        <span>共 {profession.levels.length} 个等级</span>
      </p>
      <dl className={styles.stats}>
        <div>
          <dt>课程</dt>
          <dd>{profession.courseCount}</dd>
        </div>
        <div>
          <dt>报名计划</dt>
          <dd>{profession.planCount}</dd>
        </div>
        <div>
          <dt>考试</dt>
          <dd>{profession.examCount}</dd>
        </div>
        <div>
          <dt>学习人数</dt>
          <dd>{formatCount(profession.learnerCount)}</dd>
        </div>
      </dl>
    </article>
  );
}
