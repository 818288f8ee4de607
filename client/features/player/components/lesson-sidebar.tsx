import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LearningProgress } from '@shared/enums/learning';
import type { PlayInfo } from '@shared/schemas/player';
import { formatDuration } from '@client/lib/format/course-format';
import { playHref } from '@client/lib/learning/play-href';
import { ExamIcon } from '@client/components/icons/exam-icon';
import { PlayerIcon } from './player-icons';
import styles from './lesson-sidebar.module.css';

const STATUS_CLASS: Record<number, string | undefined> = { 2: styles.learning, 3: styles.done };

/** A tab beside 课程目录 (答疑…): its panel is rendered only while it is chosen, so it can load on demand. */
export interface SidebarTab {
  id: string;
  label: string;
  panel: () => ReactNode;
}

/**
 * 课程目录 beside the player: every chapter and lesson with its length and my status (未开始 /
 * 学习中 / 已完成), the current one marked; plain links, so it works before any script runs.
 * With `tabs`, a tab list above it switches to their panels.
 */
export function LessonSidebar({
  info,
  currentId,
  tabs = [],
  initialTab = 'syllabus',
}: {
  info: PlayInfo;
  currentId: number;
  tabs?: readonly SidebarTab[];
  initialTab?: string;
}) {
  const [active, setActive] = useState(initialTab);
  const chosen = tabs.find((tab) => tab.id === active);
  const listRef = useRef<HTMLDivElement>(null);
  const percent = info.course.lessonCount > 0 ? Math.min(100, Math.round((info.completedLessons / info.course.lessonCount) * 100)) : 0;

  // The current lesson in view inside the list's own scroll, without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollHeight <= list.clientHeight) return;
    const top = current.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top - list.clientHeight / 3;
  }, [currentId]);

  return (
    <aside className={styles.sidebar} aria-labelledby="play-syllabus-title">
      {tabs.length > 0 ? (
        <div className={styles.tabs} role="tablist" aria-label="课程目录与学习工具">
          {[{ id: 'syllabus', label: '目录' }, ...tabs].map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`play-tab-${tab.id}`}
              aria-selected={(chosen?.id ?? 'syllabus') === tab.id}
              // Only panels in the page are named: another tab's panel is rendered once it is chosen.
              aria-controls={tab.id === 'syllabus' || tab.id === chosen?.id ? `play-tabpanel-${tab.id}` : undefined}
              className={styles.tab}
              onClick={() => setActive(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      {chosen ? (
        <div id={`play-tabpanel-${chosen.id}`} role="tabpanel" aria-labelledby={`play-tab-${chosen.id}`} className={styles.tabPanel}>
          {chosen.panel()}
        </div>
      ) : null}
      <div className={styles.head} hidden={chosen !== undefined}>
        <h2 id="play-syllabus-title" className={styles.title}>
          课程目录
        </h2>
        <p className={styles.summary}>
          已完成 <strong data-testid="completed-lessons">{info.completedLessons}</strong> / {info.course.lessonCount} 课时
        </p>
        <div
          className={styles.meter}
          role="progressbar"
          aria-label="课程完成进度"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>
      <div
        ref={listRef}
        className={styles.list}
        hidden={chosen !== undefined}
        id="play-tabpanel-syllabus"
        role={tabs.length > 0 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 0 ? 'play-tab-syllabus' : undefined}
      >
        {info.chapters.map((chapter) => (
          <div key={chapter.id} className={styles.chapter}>
            <h3 className={styles.chapterTitle}>{chapter.title}</h3>
            <ol className={styles.lessons}>
              {chapter.lessons.map((lesson) => {
                const current = lesson.id === currentId;
                const locked = !lesson.playable;
                return (
                  <li key={lesson.id}>
                    <a
                      href={playHref(info.course.id, lesson.id)}
                      className={`${styles.lesson} ${current ? styles.current : ''}`}
                      aria-current={current ? 'page' : undefined}
                      data-testid="play-lesson"
                      data-lesson-id={lesson.id}
                      data-status={lesson.status}
                    >
                      <span className={`${styles.icon} ${lesson.kind === 2 ? styles.examIcon : ''}`} aria-hidden="true">
                        {locked ? (
                          <PlayerIcon name="lock" size={15} />
                        ) : lesson.kind === 2 ? (
                          <ExamIcon size={15} />
                        ) : (
                          <PlayerIcon name="play" size={13} />
                        )}
                      </span>
                      <span className={styles.lessonText}>
                        <span className={styles.lessonTitle}>{lesson.title}</span>
                        <span className={styles.meta}>
                          {lesson.kind === 2 ? '测验' : formatDuration(lesson.durationSeconds)}
                          {lesson.freePreview ? <span className={styles.preview}>试看</span> : null}
                          {locked ? (
                            <span className={styles.lockedLabel}>{lesson.lockReason === 'purchase' ? '付费' : '未报名'}</span>
                          ) : null}
                        </span>
                      </span>
                      <span className={`${styles.status} ${STATUS_CLASS[lesson.status] ?? ''}`} data-testid="lesson-status">
                        {LearningProgress.label(lesson.status)}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
      </div>
    </aside>
  );
}
