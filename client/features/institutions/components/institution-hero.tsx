import type { InstitutionDetail } from '@shared/schemas/institution';
import { formatCount, tagAccent } from '@client/lib/format/catalogue-format';
import { categoryAccent, categoryLabel, ratingText, typeLabel } from '../format-institution';
import styles from './institution-hero.module.css';

/** Logo, name, badges, pitch, registration facts and the institution's figures. */
export function InstitutionHero({ institution }: { institution: InstitutionDetail }) {
  return (
    <section className={styles.hero} aria-labelledby="institution-name">
      <div className={styles.identity}>
        <img className={styles.logo} src={institution.logo} alt="" width={96} height={96} fetchPriority="high" />
        <div className={styles.heading}>
          <div className={styles.badges}>
            <span className={`tag ${institution.type === 2 ? 'accent-6' : 'accent-1'}`}>{typeLabel(institution.type)}</span>
            <span className={`tag accent-${categoryAccent(institution.category)}`}>{categoryLabel(institution.category)}</span>
            {institution.featured ? <span className="tag accent-4">平台推荐</span> : null}
          </div>
          <h1 id="institution-name" className={styles.name}>
            {institution.name}
          </h1>
          <p className={styles.slogan}>{institution.slogan}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>所在地区</dt>
          <dd>{institution.region}</dd>
        </div>
        <div>
          <dt>{institution.type === 2 ? '创办年份' : '成立年份'}</dt>
          <dd>{institution.foundedYear} 年</dd>
        </div>
        {institution.creditCode ? (
          <div>
            <dt>统一社会信用代码</dt>
            <dd className={styles.code}>{institution.creditCode}</dd>
          </div>
        ) : (
          <div>
            <dt>入驻主体</dt>
            <dd>个人讲师（已实名认证）</dd>
          </div>
        )}
      </dl>
      <ul className={styles.stats} aria-label="机构数据">
        <li>
          <strong>{institution.courseCount}</strong>
          <span>门课程</span>
        </li>
        <li>
          <strong>{formatCount(institution.learnerCount)}</strong>
          <span>学员</span>
        </li>
        <li>
          <strong>{ratingText(institution.rating)}</strong>
          <span>课程评分</span>
        </li>
        <li>
          <strong>{institution.teachers.length}</strong>
          <span>位讲师</span>
        </li>
      </ul>
      {institution.tags.length > 0 ? (
        <ul className={styles.tags} aria-label="标签">
          {institution.tags.map((tag) => (
            <li key={tag} className={`tag accent-${tagAccent(tag)}`}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
