import type { RefObject } from 'react';
import type { PlayInfo } from '@shared/schemas/player';
import type { LessonInChapter } from '@client/features/player/play-lessons';
import type { SidebarTab } from '@client/features/player/components/player-sidebar';
import { LessonSidebar } from '@client/features/player/components/lesson-sidebar';
import { LessonNotesPanel } from '@client/features/player/components/lesson-notes-panel';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import type { LessonQuestionsPanelProps } from '@client/features/community/lesson-questions/components/lesson-questions-panel';
import styles from '@client/features/player/course-play-page.module.css';

/** What every tab of the player's sidebar may need: the course, the lesson shown, the video. */
export interface PlayerSidebarContext {
  info: PlayInfo;
  lesson: LessonInChapter;
  lessons: readonly LessonInChapter[];
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Grows each time the learner asks for a note (N, 记笔记). */
  noteRequest: number;
  /** The tab shown: a panel whose code loads on demand waits until it is first opened. */
  activeTab: string;
  /** The lesson question a link asked to open (`?question=`), or null. */
  openQuestionId: number | null;
}

export const SYLLABUS_TAB = 'syllabus';
export const NOTES_TAB = 'notes';
export const QUESTIONS_TAB = 'qa';

// 答疑 (the community's questions on this lesson) loads when its tab is first opened.
const loadLessonQuestions = () => import('@client/features/community/lesson-questions/components/lesson-questions-panel');

function LessonQuestionsTab({ opened, ...props }: LessonQuestionsPanelProps & { opened: boolean }) {
  const loaded = useLoadedModule(loadLessonQuestions, opened);
  if (loaded) return <loaded.LessonQuestionsPanel {...props} />;
  return opened ? <p className={styles.tabLoading}>正在加载答疑…</p> : null;
}

/**
 * The tabs of the player's sidebar, in order: THE place to add one — one entry
 * here, its panel from its own feature. Built in the route layer because a panel may come from any
 * feature, and features do not import each other.
 */
export function playerSidebarTabs(context: PlayerSidebarContext): SidebarTab[] {
  const { info, lesson, lessons, videoRef, noteRequest, activeTab, openQuestionId } = context;
  return [
    { id: SYLLABUS_TAB, label: '目录', panel: <LessonSidebar info={info} currentId={lesson.id} /> },
    {
      id: NOTES_TAB,
      label: '笔记',
      panel: <LessonNotesPanel courseId={info.course.id} lesson={lesson} lessons={lessons} videoRef={videoRef} noteRequest={noteRequest} />,
    },
    {
      id: QUESTIONS_TAB,
      label: '答疑',
      // startAt null: the player itself seeks to `?t=` (PlayerFrame's startAt), once.
      panel: (
        <LessonQuestionsTab
          key={lesson.id}
          opened={activeTab === QUESTIONS_TAB}
          courseId={info.course.id}
          lesson={lesson}
          startAt={null}
          openQuestionId={openQuestionId}
        />
      ),
    },
  ];
}
