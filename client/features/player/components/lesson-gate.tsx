import { ProductType } from '@shared/enums/order';
import type { PlayInfo } from '@shared/schemas/player';
import { formatPrice } from '@shared/lib/money-format';
import { ExamIcon } from '@client/components/icons/exam-icon';
import { playHref } from '@client/lib/learning/play-href';
import type { LessonInChapter } from '../play-lessons';
import { PlayerIcon } from './player-icons';
import styles from './lesson-gate.module.css';

interface LessonGateProps {
  info: PlayInfo;
  lesson: LessonInChapter;
  next: LessonInChapter | undefined;
  preview: LessonInChapter | undefined;
}

export const buyHref = (courseId: number) => `/order/pay/create?productType=${ProductType.COURSE}&productId=${courseId}`;

/**
 * What the frame shows instead of a video: why a lesson cannot play (not enrolled in the free
 * course → enrol on its page; a paid course → buy it), or the exam an exam lesson leads to.
 */
export function LessonGate({ info, lesson, next, preview }: LessonGateProps) {
  const { course } = info;
  if (lesson.playable && lesson.kind === 2) {
    return (
      <div className={styles.gate} data-testid="lesson-exam">
        <div className={styles.card}>
          <span className={`${styles.badge} ${styles.examBadge}`} aria-hidden="true">
            <ExamIcon size={28} />
          </span>
          <span className={`${styles.tag} ${styles.examTag}`}>单元测验</span>
          <h2 className={styles.title}>{lesson.title}</h2>
          {lesson.examId ? (
            <>
              <p className={styles.text}>学完本章后参加单元测验，检验学习效果、查漏补缺。</p>
              <div className={styles.actions}>
                <a className="btn btn-primary btn-lg" href={`/exam/${lesson.examId}`}>
                  去参加测验
                </a>
                {next ? (
                  <a className="btn btn-ghost btn-lg" href={playHref(course.id, next.id)}>
                    继续学习下一节
                  </a>
                ) : null}
              </div>
            </>
          ) : (
            <p className={styles.text}>本章测验暂未开放，请稍后再来。</p>
          )}
        </div>
      </div>
    );
  }

  const purchase = lesson.lockReason === 'purchase';
  return (
    <div className={styles.gate} data-testid="lesson-locked">
      <div className={styles.card}>
        <span className={styles.badge} aria-hidden="true">
          <PlayerIcon name="lock" size={28} />
        </span>
        <span className={styles.tag}>{purchase ? '付费课程' : '未报名'}</span>
        <h2 className={styles.title}>{lesson.title}</h2>
        <p className={styles.text}>
          {purchase
            ? `本课时为付费内容，购买课程后即可学习全部 ${course.lessonCount} 个课时。`
            : '本课程免费，报名后即可学习全部课时并记录学习进度。'}
        </p>
        <div className={styles.actions}>
          {purchase ? (
            <>
              <a className="btn btn-primary btn-lg" href={buyHref(course.id)}>
                立即购买 {formatPrice(course.price)}
              </a>
              <a className="btn btn-ghost btn-lg" href={`/course/${course.id}`}>
                查看课程详情
              </a>
            </>
          ) : (
            <a className="btn btn-primary btn-lg" href={`/course/${course.id}`}>
              去课程页报名
            </a>
          )}
        </div>
        {preview ? (
          <p className={styles.hint}>
            可先免费试看：<a href={playHref(course.id, preview.id)}>{preview.title}</a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
