import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { LearningProgress } from '@shared/enums/learning';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { playHref } from '@client/lib/learning/play-href';
import { ChevronLeftIcon } from '@client/components/icons/chevron-left-icon';
import { getPlayInfoQueryOptions, usePlayInfo } from '@client/features/player/get-play-info';
import { lessonParam, lessonsOf, neighboursOf, nextPlayableVideo, pickLesson } from '@client/features/player/play-lessons';
import { PlayerFrame } from '@client/features/player/components/player-frame';
import { LessonSidebar } from '@client/features/player/components/lesson-sidebar';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { intIn } from '@client/lib/url-query';
import type { LessonQuestionsPanelProps } from '@client/features/community/lesson-questions/components/lesson-questions-panel';
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

// 答疑 (the community's questions on this lesson) loads when its tab is first opened.
const loadLessonQuestions = () => import('@client/features/community/lesson-questions/components/lesson-questions-panel');

function LessonQuestionsTab(props: LessonQuestionsPanelProps) {
  const loaded = useLoadedModule(loadLessonQuestions, true);
  return loaded ? <loaded.LessonQuestionsPanel {...props} /> : <p className={styles.tabLoading}>正在加载答疑…</p>;
}

const SHORTCUTS: readonly [string, string][] = [
  ['空格 / K', '播放 / 暂停'],
  ['← / →', '快退 / 快进 5 秒'],
  ['↑ / ↓', '音量'],
  ['M', '静音'],
  ['C', '字幕'],
  ['F', '全屏'],
];

export function Component() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const info = usePlayInfo(id);
  const lessons = useMemo(() => (info ? lessonsOf(info) : []), [info]);
  const lesson = pickLesson(lessons, lessonParam(search), info?.lastLessonId ?? null);
  const advance = useCallback((lessonId: number) => navigate(playHref(id, lessonId), { state: { autoplay: true } }), [id, navigate]);
  if (!info || !lesson) return null;

  const { previous, next: following } = neighboursOf(lessons, lesson.id);
  const nextVideo = nextPlayableVideo(lessons, lesson.id);
  const preview = lessons.find((candidate) => candidate.playable && candidate.kind === 1);
  const autoStart = (location.state as { autoplay?: boolean } | null)?.autoplay === true;
  const startAt = intIn(search.get('t'), 0, 24 * 3600) ?? null;
  const openQuestionId = intIn(search.get('question'), 1, Number.MAX_SAFE_INTEGER) ?? null;
  const linkedLessonId = lessonParam(search);

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
          <PlayerFrame
            info={info}
            lesson={lesson}
            next={nextVideo}
            preview={preview}
            onAdvance={advance}
            autoStart={autoStart}
            lessons={lessons}
          />
          <div className={styles.lessonBar}>
            <div className={styles.lessonHeading}>
              <p className={styles.chapterName}>
                {lesson.chapterTitle} · 第 {lesson.indexInChapter + 1} 节
              </p>
              <h2 className={styles.lessonTitle} data-testid="current-lesson-title">
                {lesson.title}
              </h2>
            </div>
            <span className={`${styles.status} ${lesson.status === 3 ? styles.done : lesson.status === 2 ? styles.learning : ''}`}>
              {LearningProgress.label(lesson.status)}
            </span>
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
        <LessonSidebar
          info={info}
          currentId={lesson.id}
          // A link to a question (the course page, the asker's message) opens 答疑 with it, at its moment.
          initialTab={openQuestionId !== null ? 'qa' : undefined}
          tabs={[
            {
              id: 'qa',
              label: '答疑',
              panel: () => (
                <LessonQuestionsTab
                  key={lesson.id}
                  courseId={id}
                  lesson={lesson}
                  startAt={lesson.id === linkedLessonId ? startAt : null}
                  openQuestionId={openQuestionId}
                />
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
