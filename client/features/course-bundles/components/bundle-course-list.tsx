import type { CourseBundleView } from '../get-course-bundle';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { formatPrice } from '@shared/lib/money-format';
import { formatMinutes } from '@client/lib/format/course-format';
import { playHref } from '@client/lib/learning/play-href';
import styles from './bundle-course-list.module.css';

type Item = CourseBundleView['courses'][number];

function CourseProgress({ item, titleId }: { item: Item; titleId: string }) {
  if (!item.my) return null;
  if (!item.my.enrolled && item.my.completedLessons === 0) return <p className={styles.notYet}>尚未报名</p>;
  return (
    <div className={styles.progress}>
      <span
        className={styles.bar}
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={item.my.percent}
      >
        <span className={styles.fill} style={{ width: `${item.my.percent}%` }} />
      </span>
      <span className={styles.progressText}>
        已学 {item.my.completedLessons}/{item.my.lessonCount} 节 · {item.my.percent}%
      </span>
    </div>
  );
}

/** The bundle's courses in order (a series: its learning path), each with my progress when signed in. */
export function BundleCourseList({ bundle }: { bundle: CourseBundleView }) {
  const path = bundle.kind === 'series';
  return (
    <ol className={path ? `${styles.list} ${styles.path}` : styles.list}>
      {bundle.courses.map((item, index) => {
        const { course } = item;
        const titleId = `bundle-course-${course.id}`;
        const discounted = !course.isFree && course.originalPrice > course.price;
        return (
          <li key={course.id} className={styles.item} data-testid="bundle-course">
            <span className={styles.step} aria-hidden="true">
              {index + 1}
            </span>
            <a href={`/course/${course.id}`} className={styles.cover} tabIndex={-1} aria-hidden="true">
              <img src={course.cover} alt="" width={240} height={135} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" />
            </a>
            <div className={styles.body}>
              <h3 id={titleId} className={styles.title}>
                <a href={`/course/${course.id}`}>{course.title}</a>
              </h3>
              <p className={styles.meta}>
                <span className={styles.level}>{skillLevelName(course.skillLevel)}</span>
                {course.teacher.name} · {course.lessonCount} 节 · {formatMinutes(course.durationMinutes)}
              </p>
              <CourseProgress item={item} titleId={titleId} />
            </div>
            <div className={styles.side}>
              <p className={styles.price}>
                <span className={course.isFree ? styles.free : styles.amount}>{formatPrice(course.price)}</span>
                {discounted ? <s className={styles.original}>{formatPrice(course.originalPrice)}</s> : null}
              </p>
              {item.my?.enrolled ? (
                <a href={playHref(course.id)} className="btn btn-soft btn-sm" aria-describedby={titleId}>
                  {item.my.completedLessons > 0 ? '继续学习' : '开始学习'}
                </a>
              ) : (
                <a href={`/course/${course.id}`} className="btn btn-ghost btn-sm" aria-describedby={titleId}>
                  查看课程
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
