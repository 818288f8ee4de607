import type { ProfessionDetailView } from '../get-professions';
import { formatCount } from '@client/lib/format/catalogue-format';
import { industryAccent, typeAccent, typeLabel } from '../profession-format';
import styles from './profession-hero.module.css';

export function ProfessionHero({ profession }: { profession: ProfessionDetailView }) {
  return (
    <section className={styles.hero} aria-labelledby="profession-title">
      <span className={`${styles.tile} accent-${industryAccent(profession.category)}`} aria-hidden="true">
        {profession.name.slice(0, 1)}
      </span>
      <div className={styles.info}>
        <div className={styles.tags}>
          <span className={`tag accent-${typeAccent(profession.type)}`}>{typeLabel(profession.type)}</span>
          <span className="tag">{profession.category}</span>
          <span className={styles.code}>职业编码 {profession.code}</span>
        </div>
        <h1 id="profession-title" className={styles.title}>
          {profession.name}
        </h1>
        <p className={styles.summary}>{profession.summary}</p>
        <dl className={styles.stats}>
          <div>
            <dt>课程</dt>
            <dd>{profession.courseCount}</dd>
          </div>
          <div>
            <dt>报名计划</dt>
            <dd>
              {profession.planCount}
              {profession.openPlanCount > 0 ? <small>{profession.openPlanCount} 个报名中</small> : null}
            </dd>
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
      </div>
      <div className={styles.actions}>
        <a href={`/enrollment?profession=${profession.id}`} className="btn btn-primary btn-lg">
          查看报名计划
        </a>
        <a href={`/course?profession=${profession.id}`} className="btn btn-ghost btn-lg">
          浏览全部课程
        </a>
      </div>
    </section>
  );
}
