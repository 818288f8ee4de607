import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CourseDetailView } from '../get-course';
import { formatCount } from '@client/lib/format/catalogue-format';
import { requiresLogin } from '@client/lib/protected-action';
import { playHref } from '@client/lib/learning/play-href';
import { lessonNumberOf, resumeLessonOf } from '../resume-lesson';
import { useEnrolCourse, useToggleFavorite } from '../use-course-actions';
import styles from './course-actions.module.css';

/** 开始学习 / 继续学习 to the lesson to resume; focused when it has just replaced the enrol button. */
function StartLearning({ course, className, focus }: { course: CourseDetailView; className?: string; focus: boolean }) {
  const link = useRef<HTMLAnchorElement>(null);
  // Keyboard focus follows the button it replaced rather than falling back to the page.
  useEffect(() => {
    if (focus) link.current?.focus();
  }, [focus]);
  const resume = resumeLessonOf(course.chapters, course.my?.lastLessonId);
  return (
    <Link ref={link} to={playHref(course.id, resume)} className={className} {...requiresLogin}>
      {!resume
        ? '开始学习'
        : course.lessonCount > 0 && (course.my?.completedLessons ?? 0) >= course.lessonCount
          ? '再学一遍'
          : `继续学习 第${lessonNumberOf(course.chapters, resume)}节`}
    </Link>
  );
}

function EnrolButton({ course, className, onEnrolled }: { course: CourseDetailView; className?: string; onEnrolled: () => void }) {
  const enrol = useEnrolCourse(course.id, onEnrolled);
  return (
    <button
      type="button"
      className={className}
      {...requiresLogin}
      disabled={enrol.isPending}
      aria-busy={enrol.isPending || undefined}
      onClick={() => enrol.mutate()}
    >
      {enrol.isPending ? '报名中…' : '免费报名'}
    </button>
  );
}

/**
 * The buy-or-learn button, a protected click in every state (signed out, the login modal opens):
 * enrolled → 开始学习 / 继续学习 to the lesson to resume; free → 免费报名 (one POST, then 开始学习);
 * paid → 立即购买 on the order page.
 */
export function PrimaryCourseAction({ course, className }: { course: CourseDetailView; className?: string }) {
  const [enrolledHere, setEnrolledHere] = useState(false);
  if (course.my?.enrolled) return <StartLearning course={course} className={className} focus={enrolledHere} />;
  if (course.isFree) return <EnrolButton course={course} className={className} onEnrolled={() => setEnrolledHere(true)} />;
  return (
    <Link to={`/order/pay/create?productType=1&productId=${course.id}`} className={className} {...requiresLogin}>
      立即购买
    </Link>
  );
}

const STAR = 'm12 3.2 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 17.1 6.6 20l1.1-6.1-4.5-4.3 6.1-.8L12 3.2Z';

/** 收藏 / 已收藏 with the count: a protected, optimistic toggle (flips at once, back if the call fails). */
export function FavoriteCourseButton({ course }: { course: CourseDetailView }) {
  const toggle = useToggleFavorite(course.id);
  const favorite = course.my?.favorite ?? false;
  return (
    <button
      type="button"
      className={favorite ? `${styles.favorite} ${styles.favorited}` : styles.favorite}
      {...requiresLogin}
      data-testid="favorite-button"
      onClick={() => toggle.mutate(!favorite)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.star}>
        <path d={STAR} />
      </svg>
      <span>{favorite ? '已收藏' : '收藏'}</span>
      <span className={styles.count}>{formatCount(course.favoriteCount)}</span>
    </button>
  );
}

/** The enrolled learner's progress in the course, as a bar with completed / total lessons. */
export function CourseProgressLine({ course }: { course: CourseDetailView }) {
  if (!course.my?.enrolled) return null;
  const percent = course.lessonCount === 0 ? 0 : Math.min(100, Math.floor((course.my.completedLessons / course.lessonCount) * 100));
  return (
    <div className={styles.progress}>
      <span className={styles.progressText}>
        已学 {course.my.completedLessons}/{course.lessonCount} 节
      </span>
      <span
        className={styles.bar}
        role="progressbar"
        aria-label="课程学习进度"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </span>
      <span className={styles.percent}>{percent}%</span>
    </div>
  );
}
