import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_LESSON_LOCKED, getPlayInfo, reportProgress } from '@shared/api/player';
import type { CourseCard } from '@shared/schemas/course';
import type { ExamCard } from '@shared/schemas/exam';
import type { LessonMedia, LockReason, PlayInfo, PlayLesson } from '@shared/schemas/player';
import { BusinessError, CODE_INVALID, CODE_NOT_FOUND, CODE_UNAUTHORIZED, handle } from '../define-handler';
import { deepFreeze, type MockStore } from '../store';
import type { CourseExtras } from '../data/course-details';
import { ifRangeHolds, mediaFile, parseRange, SAMPLE_LESSONS, type SampleLesson } from '../media/sample-media';

type CatalogueLesson = CourseExtras['chapters'][number]['lessons'][number];
type LessonEntry = { course: CourseCard; lesson: CatalogueLesson };
/** A lesson as every learner sees it; the per-learner fields are added per request. */
type StaticLesson = Omit<PlayLesson, 'status' | 'position' | 'playable' | 'lockReason' | 'media' | 'examId'> & { media: LessonMedia | null; examId: number | null };

export const MEDIA_ROUTE = '/media/lesson/:file';
const MEDIA_URL = '/api/media/lesson/';

/** Spec enum VideoResolution: 1 1080P, 2 720P, 3 480P, 4 360P (H.264 constrained baseline + AAC-LC in MP4). */
const RENDITIONS = [
  { resolution: 1, name: '1080p' },
  { resolution: 2, name: '720p' },
  { resolution: 3, name: '480p' },
  { resolution: 4, name: '360p' },
] as const;

/** A week, then revalidated by ETag: rerunning scripts/make-sample-media.sh rewrites the files under the same names. */
const LONG_CACHE = 'public, max-age=604800';

/** Positions may run this far past the media's end (the last timeupdate rounds up). */
const POSITION_SLACK_SECONDS = 1;

function mediaOf(sample: SampleLesson, courseId: number): LessonMedia {
  return {
    sources: RENDITIONS.map(({ resolution, name }) => ({ resolution, url: MEDIA_URL + sample.files[name], type: 'video/mp4' })),
    captions: { url: MEDIA_URL + sample.captions, language: 'zh-CN', label: '中文' },
    durationSeconds: sample.durationSeconds,
    poster: `/api/media/cover/${courseId}.svg`,
  };
}

/**
 * The exam an exam lesson leads to: one of the course's profession at its level, practice first
 * (a unit test), then mock, then the official paper; else any of the profession; else none.
 */
function examFor(course: CourseCard, exams: readonly ExamCard[], lessonId: number): number | null {
  const ofProfession = exams.filter((exam) => exam.professionId === course.professionId);
  const atLevel = ofProfession.filter((exam) => exam.skillLevel === course.skillLevel).sort((a, b) => b.mode - a.mode);
  const pool = atLevel.length > 0 ? atLevel : ofProfession;
  if (pool.length > 0) return pool[0]!.id;
  return exams.length > 0 ? exams[lessonId % exams.length]!.id : null;
}

function accountOf(store: MockStore, token: string | undefined): number {
  const account = store.accountByToken(token);
  if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '请先登录');
  return account.id;
}

/** Serves the sample lessons with range requests (206 / 416), validators and a long cache. */
function serveMedia(request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) {
  const file = mediaFile(request.params.file);
  if (!file) return reply.code(404).send({ code: 404, msg: '资源不存在' });
  const size = file.body.length;
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.contentType)
    .header('etag', file.etag)
    .header('last-modified', file.lastModified);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).header('cache-control', LONG_CACHE).send();
  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  const range = ifRangeHolds(Array.isArray(ifRange) ? ifRange[0] : ifRange, file) ? parseRange(rangeHeader, size) : 'whole';
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).header('cache-control', 'no-store').header('content-type', 'application/json; charset=utf-8').send({ code: 416, msg: '请求的范围无效' });
  }
  reply.header('cache-control', LONG_CACHE);
  if (range === 'whole') return reply.code(200).send(file.body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .send(file.body.subarray(range.start, range.end + 1));
}

export function registerPlayerRoutes(app: FastifyInstance, store: MockStore): void {
  const { catalogue } = store;
  const courseById = new Map(catalogue.courses.map((course) => [course.id, course]));
  const lessonById = new Map<number, LessonEntry>();
  for (const course of catalogue.courses) {
    for (const chapter of catalogue.courseExtras.get(course.id)?.chapters ?? []) {
      for (const lesson of chapter.lessons) lessonById.set(lesson.id, { course, lesson });
    }
  }
  /** Every video lesson plays one of the samples, chosen by its id. */
  const sampleOf = (lessonId: number) => SAMPLE_LESSONS[(lessonId - 1) % SAMPLE_LESSONS.length]!;

  // A course's lessons as every learner sees them, built on first use and frozen.
  const staticChapters = new Map<number, readonly { id: number; title: string; lessons: readonly StaticLesson[] }[]>();
  const chaptersOf = (course: CourseCard) => {
    let chapters = staticChapters.get(course.id);
    if (!chapters) {
      chapters = deepFreeze(
        (catalogue.courseExtras.get(course.id)?.chapters ?? []).map((chapter) => ({
          id: chapter.id,
          title: chapter.title,
          lessons: chapter.lessons.map((lesson) => ({
            ...lesson,
            media: lesson.kind === 1 && SAMPLE_LESSONS.length > 0 ? mediaOf(sampleOf(lesson.id), course.id) : null,
            examId: lesson.kind === 2 ? examFor(course, store.content.exams, lesson.id) : null,
          })),
        })),
      );
      staticChapters.set(course.id, chapters);
    }
    return chapters;
  };

  const lockOf = (accountId: number, course: CourseCard, lesson: { freePreview: boolean }): LockReason | null => {
    if (lesson.freePreview || store.enrolments.isEnrolled(accountId, course.id)) return null;
    return course.isFree ? 'enrol' : 'purchase';
  };

  handle(app, getPlayInfo, ({ params, token }): PlayInfo => {
    const accountId = accountOf(store, token);
    const course = courseById.get(params.id);
    if (!course) throw new BusinessError(CODE_NOT_FOUND, '课程不存在或已下架');
    const enrolled = store.enrolments.isEnrolled(accountId, course.id);
    return {
      course: { id: course.id, title: course.title, cover: course.cover, isFree: course.isFree, price: course.price, lessonCount: course.lessonCount, teacher: course.teacher.name },
      enrolled,
      completedLessons: Math.min(course.lessonCount, store.progress.completedCount(accountId, course.id)),
      lastLessonId: store.progress.lastLessonOf(accountId, course.id)?.lessonId ?? null,
      chapters: chaptersOf(course).map((chapter) => ({
        id: chapter.id,
        title: chapter.title,
        lessons: chapter.lessons.map(({ media, examId, ...lesson }) => {
          const lockReason = lockOf(accountId, course, lesson);
          const standing = store.progress.standingOf(accountId, lesson.id);
          return {
            ...lesson,
            status: standing?.status ?? 1,
            position: standing?.position ?? 0,
            playable: lockReason === null,
            lockReason,
            media: lockReason === null ? media : null,
            examId: lockReason === null ? examId : null,
          };
        }),
      })),
    };
  });

  handle(app, reportProgress, ({ body, token }) => {
    const accountId = accountOf(store, token);
    const entry = lessonById.get(body.lessonId);
    if (!entry) throw new BusinessError(CODE_NOT_FOUND, '课时不存在');
    const { course, lesson } = entry;
    if (lesson.kind !== 1) throw new BusinessError(CODE_INVALID, '测验课时请在考试中作答，无需上报播放进度');
    const lockReason = lockOf(accountId, course, lesson);
    if (lockReason === 'enrol') throw new BusinessError(CODE_LESSON_LOCKED, '尚未报名该课程，报名后才能记录学习进度');
    if (lockReason === 'purchase') throw new BusinessError(CODE_LESSON_LOCKED, '该课时为付费内容，购买课程后才能学习');
    const duration = sampleOf(lesson.id).durationSeconds;
    if (body.position > duration + POSITION_SLACK_SECONDS) throw new BusinessError(CODE_INVALID, '播放位置超出课时时长');
    const standing = store.progress.record(accountId, { courseId: course.id, lessonId: lesson.id, position: Math.min(body.position, duration), duration, event: body.event, at: store.now() });
    return {
      lessonId: lesson.id,
      courseId: course.id,
      status: standing.status,
      position: standing.position,
      completedLessons: Math.min(course.lessonCount, store.progress.completedCount(accountId, course.id)),
    };
  });

  // A static segment: Fastify's router prefers it to the artwork route /media/:kind/:file.
  app.get<{ Params: { file: string } }>(MEDIA_ROUTE, serveMedia);
}
