import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { LearningProgress } from '@shared/enums/learning';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { playHref } from '@client/lib/learning/play-href';
import { ChevronLeftIcon } from '@client/components/icons/chevron-left-icon';
import { getPlayInfoQueryOptions, usePlayInfo } from '@client/features/player/get-play-info';
import { lessonParam, lessonsOf, neighboursOf, nextPlayableVideo, pickLesson, timeParam } from '@client/features/player/play-lessons';
import { isNoteKey, NOTE_KEY } from '@client/features/player/player-keys';
import { PlayerFrame } from '@client/features/player/components/player-frame';
import { PlayerSidebar } from '@client/features/player/components/player-sidebar';
import { ReadingLesson } from '@client/features/player/components/reading-lesson';
import { LessonMaterials } from '@client/features/player/components/lesson-materials';
import { SampleVideoNote } from '@client/features/player/components/sample-video-note';
import { intIn } from '@client/lib/url-query';
import { NOTES_TAB, playerSidebarTabs, QUESTIONS_TAB, SYLLABUS_TAB } from './course-play-sidebar-tabs';
import styles from '@client/features/player/course-play-page.module.css';

/** The player's data for the course; the page is named after the lesson and the course. A malformed id is a 404. */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const id = routeId(params.id, request);
  const { queryClient, api } = context.get(appContext);
  const info = await loadFresh(queryClient, getPlayInfoQueryOptions(api, id));
  const lesson = pickLesson(lessonsOf(info), lessonParam(new URL(request.url).searchParams), info.lastLessonId);
  return {
    meta: {
      title: lesson ? `${lesson.title} - ${info.course.title}` : info.course.title,
      description: `${info.course.title}：共 ${info.course.lessonCount} 课时，主讲 ${info.course.teacher}。在技能学堂在线学习，进度自动保存。`,
    },
  };
}

const SHORTCUTS: readonly [string, string][] = [
  ['空格 / K', '播放 / 暂停'],
  ['← / →', '快退 / 快进 5 秒'],
  ['↑ / ↓', '音量'],
  ['M', '静音'],
  ['C', '字幕'],
  ['F', '全屏'],
  [NOTE_KEY.toUpperCase(), '在当前时间点记笔记'],
];

/** The sidebar's open tab and the learner's asks for a note: N anywhere but in a field, or the 记笔记 button. */
function useSidebarState(initialTab: string) {
  const [tab, setTab] = useState<string>(initialTab);
  const [noteRequest, setNoteRequest] = useState(0);
  const takeNote = useCallback(() => {
    setTab(NOTES_TAB);
    setNoteRequest((count) => count + 1);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !isNoteKey(event)) return;
      event.preventDefault();
      takeNote();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [takeNote]);
  return { tab, setTab, noteRequest, takeNote };
}

export function Component() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const info = usePlayInfo(id);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  // A link to a lesson question (the course page, the asker's message) opens 答疑 with it.
  const openQuestionId = intIn(search.get('question'), 1, Number.MAX_SAFE_INTEGER) ?? null;
  const sidebar = useSidebarState(openQuestionId !== null ? QUESTIONS_TAB : SYLLABUS_TAB);
  const lessons = useMemo(() => (info ? lessonsOf(info) : []), [info]);
  const lesson = pickLesson(lessons, lessonParam(search), info?.lastLessonId ?? null);
  const advance = useCallback((lessonId: number) => navigate(playHref(id, lessonId), { state: { autoplay: true } }), [id, navigate]);
  if (!info || !lesson) return null;

  const { previous, next: following } = neighboursOf(lessons, lesson.id);
  const nextVideo = nextPlayableVideo(lessons, lesson.id);
  const preview = lessons.find((candidate) => candidate.playable && candidate.kind === 1);
  const autoStart = (location.state as { autoplay?: boolean } | null)?.autoplay === true;

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <a className={styles.back} href={`/course/${id}`}>
          <ChevronLeftIcon size={18} />
          返回课程
        </a>
        <div className={styles.heading}>
          <h1 className={styles.courseTitle}>{info.course.title}</h1>
          <p className={styles.courseMeta}>
            主讲 {info.course.teacher} · 共 {info.course.lessonCount} 课时{info.enrolled ? ' · 已报名' : ''}
          </p>
        </div>
      </header>
      <div className={styles.body}>
        <div className={styles.main}>
          {lesson.kind === 3 && lesson.playable && lesson.reading ? (
            <ReadingLesson key={lesson.id} courseId={id} lesson={lesson} doc={lesson.reading} />
          ) : (
            <PlayerFrame
              info={info}
              lesson={lesson}
              next={nextVideo}
              preview={preview}
              onAdvance={advance}
              autoStart={autoStart}
              lessons={lessons}
              videoRef={videoRef}
              startAt={timeParam(search)}
            />
          )}
          <div className={styles.lessonBar}>
            <div className={styles.lessonHeading}>
              <p className={styles.chapterName}>
                {lesson.chapterTitle} · 第 {lesson.indexInChapter + 1} 节
              </p>
              <h2 className={styles.lessonTitle} data-testid="current-lesson-title">
                {lesson.title}
              </h2>
              <SampleVideoNote lessonSeconds={lesson.durationSeconds} media={lesson.playable ? lesson.media : null} />
            </div>
            <span className={`${styles.status} ${lesson.status === 3 ? styles.done : lesson.status === 2 ? styles.learning : ''}`}>
              {LearningProgress.label(lesson.status)}
            </span>
            {lesson.playable && lesson.kind !== 2 ? (
              <button
                type="button"
                className={`btn btn-soft btn-sm ${styles.noteButton}`}
                onClick={sidebar.takeNote}
                data-testid="take-note"
              >
                记笔记
                <kbd aria-hidden="true">{NOTE_KEY.toUpperCase()}</kbd>
                <span className="sr-only">（快捷键 {NOTE_KEY.toUpperCase()}）</span>
              </button>
            ) : null}
            <nav className={styles.stepper} aria-label="切换课时">
              {previous ? (
                <a className="btn btn-ghost btn-sm" href={playHref(id, previous.id)}>
                  上一节
                </a>
              ) : null}
              {following ? (
                <a className="btn btn-soft btn-sm" href={playHref(id, following.id)}>
                  下一节
                </a>
              ) : null}
            </nav>
          </div>
          <LessonMaterials
            materials={lesson.materials}
            lockedText={lesson.lockReason === 'purchase' ? '购买课程后可下载' : '报名后可下载'}
          />
          <div className={styles.shortcuts}>
            <span className={styles.shortcutsTitle}>键盘快捷键</span>
            <dl>
              {SHORTCUTS.map(([keys, action]) => (
                <div key={keys}>
                  <dt>{keys}</dt>
                  <dd>{action}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <PlayerSidebar
          tabs={playerSidebarTabs({
            info,
            lesson,
            lessons,
            videoRef,
            noteRequest: sidebar.noteRequest,
            activeTab: sidebar.tab,
            openQuestionId,
          })}
          active={sidebar.tab}
          onSelect={sidebar.setTab}
        />
      </div>
    </div>
  );
}
