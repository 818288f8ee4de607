import { useParams } from 'react-router';
import { LearningProgress, LessonKind } from '@shared/enums/learning';
import type { Chapter } from '@shared/schemas/course';
import { HtmlBlock } from '@client/components/html-block';
import { html, trusted, type TrustedHtml } from '@client/components/html';
import { REQUIRES_LOGIN_ATTRIBUTE } from '@client/lib/protected-action';
import { canPlayLesson } from '@client/features/courses/resume-lesson';
import { playHref } from '@client/lib/learning/play-href';
import { formatDuration } from '@client/lib/format/course-format';
import { useCourse } from '../get-course';
import styles from './course-syllabus.module.css';

type Lesson = Chapter['lessons'][number];

const PROGRESS_CLASS: Record<number, string | undefined> = { 2: styles.learning, 3: styles.done };

const REQUIRES_LOGIN = trusted(` ${REQUIRES_LOGIN_ATTRIBUTE}=""`);

function lessonHtml(lesson: Lesson, courseId: number, enrolled: boolean): TrustedHtml {
  const title =
    courseId > 0 && canPlayLesson(lesson, enrolled)
      ? html`<a href="${playHref(courseId, lesson.id)}" class="${styles.lessonTitle} ${styles.playable}"${REQUIRES_LOGIN}>${lesson.title}</a>`
      : html`<span class="${styles.lessonTitle}">${lesson.title}</span>`;
  return html`<li class="${styles.lesson}" data-testid="lesson"><span class="${lesson.kind === 2 ? `${styles.kind} ${styles.exam}` : styles.kind}">${LessonKind.label(lesson.kind)}</span>${title}${
    lesson.freePreview ? html`<span class="${styles.preview}">试看</span>` : ''
  }${lesson.materialCount > 0 ? html`<span class="${styles.materials}" title="本课时附有可下载的资料">资料</span>` : ''}${lesson.progress !== null ? html`<span class="${styles.progress} ${PROGRESS_CLASS[lesson.progress] ?? ''}">${LearningProgress.label(lesson.progress)}</span>` : ''}<span class="${styles.duration}">${
    lesson.kind === 2 ? '测验' : lesson.kind === 3 ? '阅读' : formatDuration(lesson.durationSeconds)
  }</span></li>`;
}

/**
 * 目录: chapters with their lessons — kind, free preview, duration and (signed in) my progress, under a
 * line saying the videos are samples when they are (`videoSamples`). A
 * lesson the learner may play (enrolled, or a free preview) links to it in the player, a signed-in
 * page (signed out, the click opens the login modal); the course comes from the route, and its
 * cached state turns the links on as soon as the learner enrols. Plain markup for React (see
 * <HtmlBlock>): a course has ~30 lessons, ~150 elements rendered on every request otherwise.
 */
export function CourseSyllabus({ chapters, videoSamples }: { chapters: readonly Chapter[]; videoSamples: boolean }) {
  const courseId = Number(useParams().id);
  const enrolled = useCourse(courseId)?.my?.enrolled ?? false;
  const markup = html`<ol class="${styles.chapters}">${chapters.map(
    (chapter) =>
      html`<li class="${styles.chapter}"><h3 class="${styles.chapterTitle}">${chapter.title}<span class="${styles.count}">${chapter.lessons.length} 节</span></h3><ol class="${styles.lessons}">${chapter.lessons.map(
        (lesson) => lessonHtml(lesson, courseId, enrolled),
      )}</ol></li>`,
  )}</ol>`;
  return (
    <>
      {videoSamples ? (
        // The lengths listed are the full lessons'; what plays is a short sample (decision 025): said before anyone presses play.
        <p className={styles.sampleNote} data-testid="syllabus-sample-note">
          <strong>示例视频</strong>
          目录所列为各课时的完整时长；演示环境中每个视频课时播放一段 10–16 秒的示例片段，学习时长按实际播放计算。
        </p>
      ) : null}
      <HtmlBlock markup={markup} />
    </>
  );
}
