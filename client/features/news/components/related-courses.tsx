import type { CourseCard } from '@shared/schemas/course';
import { formatPriceTag } from '@shared/lib/money-format';
import { formatCount } from '@client/lib/format/catalogue-format';
import styles from './related-courses.module.css';

/** Compact course links (cover, title, learners, price) for a story's side column. */
export function RelatedCourses({
  courses,
}: {
  courses: readonly Pick<CourseCard, 'id' | 'cover' | 'title' | 'learnerCount' | 'isFree' | 'price'>[];
}) {
  if (courses.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="related-courses-title" data-testid="related-courses">
      <h2 id="related-courses-title" className={styles.title}>
        相关课程
      </h2>
      <ul className={styles.list}>
        {courses.map((course) => (
          <li key={course.id}>
            <a href={`/course/${course.id}`} className={styles.link}>
              <img src={course.cover} alt="" width={112} height={63} loading="lazy" />
              <span className={styles.text}>
                <span className={styles.name}>{course.title}</span>
                <span className={styles.meta}>
                  {formatCount(course.learnerCount)}人学习
                  <span className={course.isFree ? styles.free : styles.price}>
                    {course.isFree ? '免费' : formatPriceTag(course.price)}
                  </span>
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
