import { Link } from 'react-router';
import type { CourseBundleView } from '../get-course-bundle';
import { formatCount, skillLevelName } from '@client/lib/format/catalogue-format';
import { requiresLogin } from '@client/lib/protected-action';
import { formatPrice } from '@shared/lib/money-format';
import { formatMinutes } from '@client/lib/format/course-format';
import { BUNDLE_NAMES, bundleBuyHref } from '../get-course-bundle';
import styles from './bundle-hero.module.css';

/**
 * The bundle's own cover (its kind's label, its title) in front of the first two courses' covers
 * fanned out behind it: the same artwork as its card in the lists, and a glimpse of what it holds.
 */
function CoverStack({ bundle }: { bundle: CourseBundleView }) {
  const behind = bundle.courses.slice(0, 2).reverse();
  return (
    <div className={styles.covers} aria-hidden="true">
      {behind.map(({ course }, index) => (
        <img key={course.id} src={course.cover} alt="" width={480} height={270} className={styles[`layer${behind.length - index + 1}`]} />
      ))}
      <img src={bundle.cover} alt="" width={480} height={270} className={styles.layer1} fetchPriority="high" />
    </div>
  );
}

function Levels({ bundle }: { bundle: CourseBundleView }) {
  const from = skillLevelName(bundle.levelFrom);
  return <>{bundle.levelFrom === bundle.levelTo ? from : `${from} → ${skillLevelName(bundle.levelTo)}`}</>;
}

/** Cover, title, what it holds, my progress over it (signed in), bundle price against the sum, and the protected buy button. */
export function BundleHero({ bundle }: { bundle: CourseBundleView }) {
  const saving = bundle.originalPrice - bundle.price;
  const name = BUNDLE_NAMES[bundle.kind];
  return (
    <section className={styles.hero} aria-labelledby="bundle-title">
      <CoverStack bundle={bundle} />
      <div className={styles.info}>
        <div className={styles.tags}>
          <span className={`tag accent-${bundle.kind === 'series' ? 6 : 2}`}>{name}</span>
          <span className="tag">{bundle.category}</span>
        </div>
        <h1 id="bundle-title" className={styles.title}>
          {bundle.title}
        </h1>
        <p className={styles.summary}>{bundle.summary}</p>
        <dl className={styles.facts}>
          <div>
            <dt>课程</dt>
            <dd>{bundle.courseCount} 门</dd>
          </div>
          <div>
            <dt>课时</dt>
            <dd>{bundle.lessonCount} 节</dd>
          </div>
          <div>
            <dt>总时长</dt>
            <dd>{formatMinutes(bundle.durationMinutes)}</dd>
          </div>
          <div>
            <dt>等级</dt>
            <dd>
              <Levels bundle={bundle} />
            </dd>
          </div>
        </dl>
        <ul className={styles.highlights}>
          {bundle.highlights.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {bundle.my ? (
          <p className={styles.mine}>
            我的进度：已报名 <strong>{bundle.my.enrolledCourses}</strong>/{bundle.courseCount} 门 · 学完{' '}
            <strong>{bundle.my.completedCourses}</strong> 门 · 完成 <strong>{bundle.my.completedLessons}</strong>/{bundle.lessonCount} 节
          </p>
        ) : null}
        <div className={styles.buy}>
          <div className={styles.priceRow}>
            <p className={styles.price}>
              <span className={styles.priceLabel}>{name}价</span>
              <span className={bundle.price === 0 ? styles.free : styles.amount}>{formatPrice(bundle.price)}</span>
              {saving > 0 ? <s className={styles.original}>{formatPrice(bundle.originalPrice)}</s> : null}
              {saving > 0 ? <span className={styles.saving}>立省 {formatPrice(saving)}</span> : null}
            </p>
            <Link to={bundleBuyHref(bundle)} className={styles.primary} {...requiresLogin}>
              立即购买
            </Link>
          </div>
          <p className={styles.note}>
            单独购买 {bundle.courseCount} 门课程合计 {formatPrice(bundle.originalPrice)} · {formatCount(bundle.learnerCount)} 人已购买 ·
            全部课程长期有效
          </p>
        </div>
      </div>
    </section>
  );
}
