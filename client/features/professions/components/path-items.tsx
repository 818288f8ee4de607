import { ExamMode } from '@shared/enums/learning';
import type { EnrollmentPlanCard } from '@shared/schemas/enrollment';
import type { ExamCard } from '@shared/schemas/exam';
import type { PathCourse } from '@shared/schemas/profession';
import { formatPriceTag } from '@shared/lib/money-format';
import { formatCount } from '@client/lib/format/catalogue-format';
import { StatusBadge } from '@client/components/enrollment-status/status-badge';
import { APPLICATION_LABELS, formatDate, formatWindow } from '@client/lib/format/enrollment-format';
import styles from './path-items.module.css';

const minutes = (value: number) =>
  value >= 60 ? `${Math.floor(value / 60)} 小时${value % 60 ? ` ${value % 60} 分钟` : ''}` : `${value} 分钟`;

function CourseStanding({ course }: { course: PathCourse }) {
  if (!course.my) return null;
  if (!course.my.enrolled) return <span className={styles.standingIdle}>未开始学习</span>;
  const percent = course.lessonCount > 0 ? Math.round((course.my.completedLessons / course.lessonCount) * 100) : 0;
  const done = course.my.completedLessons >= course.lessonCount;
  return (
    <span className={styles.standing}>
      <span className={styles.track} aria-hidden="true">
        <span className={done ? `${styles.fill} ${styles.fillDone}` : styles.fill} style={{ width: `${percent}%` }} />
      </span>
      <span className={done ? styles.standingDone : undefined}>
        {done ? '已完成' : `已学 ${course.my.completedLessons}/${course.lessonCount} 节`}
      </span>
    </span>
  );
}

/** The level's courses in learning order, numbered, each with my standing when signed in. */
export function PathCourses({ courses }: { courses: readonly PathCourse[] }) {
  return (
    <ol className={styles.list}>
      {courses.map((course, index) => (
        <li key={course.id} className={styles.course} data-testid="path-course">
          <span className={styles.order} aria-hidden="true">
            {index + 1}
          </span>
          <img src={course.cover} alt="" width={112} height={63} loading="lazy" decoding="async" className={styles.cover} />
          <div className={styles.body}>
            <a href={`/course/${course.id}`} className={styles.title}>
              {course.title}
            </a>
            <p className={styles.meta}>
              <span className={`tag accent-${course.kind === 1 ? 2 : 4}`}>{course.kind === 1 ? '理论' : '实操'}</span>
              {course.lessonCount} 节 · {minutes(course.durationMinutes)} · {course.teacherName} · {formatCount(course.learnerCount)}人学习
            </p>
            <CourseStanding course={course} />
          </div>
          <span className={course.isFree ? styles.free : styles.price}>{course.isFree ? '免费' : formatPriceTag(course.price)}</span>
        </li>
      ))}
    </ol>
  );
}

const MODE_ACCENT: Record<number, number> = { 1: 5, 2: 6, 3: 2 };

export function PathExams({ exams }: { exams: readonly ExamCard[] }) {
  return (
    <ul className={styles.list}>
      {exams.map((exam) => (
        <li key={exam.id} className={styles.item} data-testid="path-exam">
          <span className={`tag accent-${MODE_ACCENT[exam.mode] ?? 1}`}>{ExamMode.label(exam.mode)}</span>
          <div className={styles.body}>
            <a href={`/exam/${exam.id}`} className={styles.title}>
              {exam.title}
            </a>
            <p className={styles.meta}>
              {exam.questionCount} 题 · {exam.durationMinutes > 0 ? `限时 ${exam.durationMinutes} 分钟` : '不限时'} · 满分 {exam.totalScore}{' '}
              · {exam.passScore} 分及格
              {exam.openAt ? ` · 考试日期 ${formatDate(exam.openAt)}` : ''}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PathPlans({ plans }: { plans: readonly EnrollmentPlanCard[] }) {
  return (
    <ul className={styles.list}>
      {plans.map((plan) => (
        <li key={plan.id} className={styles.item} data-testid="path-plan">
          <StatusBadge status={plan.status} />
          <div className={styles.body}>
            <a href={`/enrollment/${plan.id}`} className={styles.title}>
              {plan.title}
            </a>
            <p className={styles.meta}>
              报名 {formatWindow(plan.enrolStart, plan.enrolEnd)} · 考试 {formatDate(plan.examDate)} · {plan.city} ·{' '}
              {plan.placesLeft > 0 ? `剩余 ${plan.placesLeft} 个名额` : '名额已满'}
            </p>
            {plan.myStatus ? <p className={styles.mine}>我的报名：{APPLICATION_LABELS[plan.myStatus]}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
