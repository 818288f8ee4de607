import { LearningProgress } from '@shared/enums/learning';
import type { MyCourse } from '@shared/schemas/learning';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { formatSiteTime } from '@client/components/site-time-format';
import { formatDuration } from '@client/lib/format/course-format';
import { playHref } from '@client/lib/learning/play-href';
import styles from './my-course-item.module.css';

const STATUS_CLASS: Record<number, string | undefined> = { 1: styles.notStarted, 2: styles.learning, 3: styles.done };

function actionLabel(item: MyCourse): string {
  if (item.status === 3) return '再学一遍';
  return item.lastLesson ? '继续学习' : '开始学习';
}

/** One course of /study: cover, progress bar with completed / total lessons, where I left off, 继续学习. */
export function MyCourseItem({ item, eager }: { item: MyCourse; eager: boolean }) {
  const { course, lastLesson } = item;
  const titleId = `my-course-${course.id}`;
  return (
    <li className={styles.item} data-testid="my-course">
      <a href={`/course/${course.id}`} className={styles.cover} tabIndex={-1} aria-hidden="true">
        <img src={course.cover} alt="" width={240} height={135} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      </a>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <span className={`${styles.status} ${STATUS_CLASS[item.status] ?? ''}`}>{LearningProgress.label(item.status)}</span>
          <h3 id={titleId} className={styles.title}>
            <a href={`/course/${course.id}`}>{course.title}</a>
          </h3>
        </div>
        <p className={styles.meta}>
          {course.teacher.name} · {skillLevelName(course.skillLevel)} · {formatSiteTime(item.enrolledAt, 'YYYY-MM-DD')} 报名
        </p>
        <div className={styles.progress}>
          <span
            className={styles.bar}
            role="progressbar"
            aria-labelledby={titleId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.percent}
          >
            <span className={styles.fill} style={{ width: `${item.percent}%` }} />
          </span>
          <span className={styles.count}>
            已学 <strong>{item.completedLessons}</strong>/{item.lessonCount} 节 · {item.percent}%
          </span>
        </div>
        <p className={styles.last}>
          {lastLesson ? (
            <>
              上次学到：<span className={styles.lesson}>{lastLesson.title}</span>
              {lastLesson.durationSeconds > 0 ? (
                <span className={styles.position}>{formatDuration(Math.min(lastLesson.position, lastLesson.durationSeconds))}</span>
              ) : null}
            </>
          ) : (
            '还没有开始学习，从第一节开始吧'
          )}
          {item.lastStudiedAt ? <span className={styles.when}>最近学习 {formatSiteTime(item.lastStudiedAt, 'MM-DD HH:mm')}</span> : null}
        </p>
      </div>
      <div className={styles.actions}>
        {/* The lesson of the one 继续学习 rule (shared/lib/continue-learning.ts), as the course page and the home page's card. */}
        <a
          href={playHref(course.id, lastLesson ? item.continueLesson?.id : undefined)}
          className={`btn btn-primary ${styles.action}`}
          aria-describedby={titleId}
          data-testid="continue-learning"
        >
          {actionLabel(item)}
        </a>
        {/* The course page's 学员评价 section holds the form (or my review with 修改). */}
        <a href={`/course/${course.id}#reviews`} className={styles.review} aria-describedby={titleId} data-testid="review-course">
          {item.reviewed ? '已评价' : '评价课程'}
        </a>
      </div>
    </li>
  );
}
