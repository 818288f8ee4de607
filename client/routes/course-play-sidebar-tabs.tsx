import type { RefObject } from 'react';
import type { PlayInfo } from '@shared/schemas/player';
import type { LessonInChapter } from '@client/features/player/play-lessons';
import type { SidebarTab } from '@client/features/player/components/player-sidebar';
import { LessonSidebar } from '@client/features/player/components/lesson-sidebar';
import { LessonNotesPanel } from '@client/features/player/components/lesson-notes-panel';

/** What every tab of the player's sidebar may need: the course, the lesson shown, the video. */
export interface PlayerSidebarContext {
  info: PlayInfo;
  lesson: LessonInChapter;
  lessons: readonly LessonInChapter[];
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Grows each time the learner asks for a note (N, 记笔记). */
  noteRequest: number;
}

export const SYLLABUS_TAB = 'syllabus';
export const NOTES_TAB = 'notes';

/**
 * The tabs of the player's sidebar, in order: THE place to add one (答疑 comes next) — one entry
 * here, its panel from its own feature. Built in the route layer because a panel may come from any
 * feature, and features do not import each other.
 */
export function playerSidebarTabs(context: PlayerSidebarContext): SidebarTab[] {
  const { info, lesson, lessons, videoRef, noteRequest } = context;
  return [
    { id: SYLLABUS_TAB, label: '目录', panel: <LessonSidebar info={info} currentId={lesson.id} /> },
    {
      id: NOTES_TAB,
      label: '笔记',
      panel: <LessonNotesPanel courseId={info.course.id} lesson={lesson} lessons={lessons} videoRef={videoRef} noteRequest={noteRequest} />,
    },
  ];
}
