import type { CourseDetailView } from '../get-course';
import { formatCount, skillLevelName, tagAccent } from '@client/lib/format/catalogue-format';
import { requiresLoginThenFollow } from '@client/lib/protected-action';
import { CourseProgressLine, FavoriteCourseButton, PrimaryCourseAction } from '@client/features/courses/components/course-actions';
import { playHref } from '@client/lib/learning/play-href';
import { lessonNumberOf, resumePreviewOf } from '../resume-lesson';
import { formatPrice } from '@shared/lib/money-format';
import { formatMinutes } from '@client/lib/format/course-format';
import styles from './course-hero.module.css';

/** What the learner gets, in one line under the buttons. */
function noteOf(course: CourseDetailView): string {
  if (course.my?.enrolled) return '已报名，可在「我的学习」中随时继续 · 支持电脑与手机学习';
  if (course.isFree) return '免费课程，报名后长期有效 · 支持电脑与手机学习';
  return `${course.studyExpiryDays > 0 ? `购买后 ${course.studyExpiryDays} 天内有效` : '购买后长期有效'} · 支持电脑与手机学习`;
}

export function CourseHero({ course }: { course: CourseDetailView }) {
  const preview = course.chapters.flatMap((chapter) => chapter.lessons).find((lesson) => lesson.freePreview && lesson.kind === 1);
  // Back from the player part-way through the previews: on from where the learner was (the player resumes the position).
  const previewResume = course.my && !course.my.enrolled ? resumePreviewOf(course.chapters, course.my.lastLessonId) : undefined;
  const discounted = !course.isFree && course.originalPrice > course.price;
  return (
    <section className={styles.hero} aria-labelledby="course-title">
      <div className={styles.cover}>
        <img src={course.cover} alt="" width={640} height={360} fetchPriority="high" />
      </div>
      <div className={styles.info}>
        {course.tags.length > 0 ? (
          <div className={styles.tags}>
            {course.tags.map((tag) => (
              <span key={tag} className={`tag accent-${tagAccent(tag)}`}>
                {tag}
              </span>
            ))}
          </div>
        ) : null}
        <h1 id="course-title" className={styles.title}>
          {course.title}
        </h1>
        <p className={styles.subtitle}>{course.subtitle}</p>
        <dl className={styles.facts}>
          <div>
            <dt>讲师</dt>
            <dd>{course.teachers.map((teacher) => teacher.name).join('、')}</dd>
          </div>
          <div>
            <dt>机构</dt>
            <dd>{course.institution}</dd>
          </div>
          <div>
            <dt>等级</dt>
            <dd>{skillLevelName(course.skillLevel)}</dd>
          </div>
          <div>
            <dt>课时</dt>
            <dd>
              {course.lessonCount} 节 · {formatMinutes(course.durationMinutes)}
            </dd>
          </div>
        </dl>
        <p className={styles.stats}>
          <span>{formatCount(course.learnerCount)} 人学习</span>
          <span className={styles.rating}>
            <span aria-hidden="true">★</span> {course.rating.toFixed(1)} 分
          </span>
          <a href="#reviews">{course.reviewCount} 条评价</a>
        </p>
        <div className={styles.buy}>
          <p className={styles.price}>
            <span className={course.isFree ? styles.free : styles.amount}>{formatPrice(course.price)}</span>
            {discounted ? <s className={styles.original}>{formatPrice(course.originalPrice)}</s> : null}
            {course.coinPrice > 0 ? <span className={styles.coins}>或 {course.coinPrice} 技能币</span> : null}
          </p>
          <CourseProgressLine course={course} />
          <div className={styles.actions}>
            <PrimaryCourseAction course={course} className={styles.primary} />
            {/* The player is a signed-in page (spec §5): a preview is for every learner, enrolled or not. */}
            {preview && !course.isFree && !course.my?.enrolled ? (
              <a href={playHref(course.id, previewResume ?? preview.id)} className={styles.secondary} {...requiresLoginThenFollow}>
                {previewResume ? `继续学习 第${lessonNumberOf(course.chapters, previewResume)}节` : '免费试看'}
              </a>
            ) : null}
            <FavoriteCourseButton course={course} />
          </div>
          <p className={styles.note}>{noteOf(course)}</p>
        </div>
      </div>
    </section>
  );
}
