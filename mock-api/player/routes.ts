import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_COMPLETED_TOO_SOON, CODE_LESSON_LOCKED, getPlayInfo, reportProgress } from '@shared/api/player';
import { richDocLength } from '@shared/lib/rich-text';
import { readingMinimumSeconds } from '@shared/lib/reading-time';
import type { CatalogueCourse } from '../catalogue/catalogue';
import type { ExamCard } from '@shared/schemas/exam';
import type { LessonMedia, LockReason, PlayInfo, PlayLesson } from '@shared/schemas/player';
import { BusinessError, CODE_INVALID, CODE_NOT_FOUND, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import { deepFreeze, type MockStore } from '../core/store';
import type { CourseExtras } from '../catalogue/course-details';
import { ifRangeHolds, mediaFile, parseRange, SAMPLE_LESSONS, sampleOfLesson, type SampleLesson } from '../media/sample-media';
import { checkMediaSignature, signedMediaUrl, type MediaGrantee } from '../media/media-signature';
import { mediaServedOf } from '../media/media-served';
import { mayWatchLive } from '../live/live-access';
import { lockReasonOf } from './lesson-access';
import { LessonKind } from '@shared/enums/learning';
import { readingDocOf } from './reading-lessons';
import { materialsForPlay } from '../lesson-materials/routes';
import { videoRequiredSeconds } from '../learning/lesson-progress';
import type { Span } from '../core/spans';

type CatalogueLesson = CourseExtras['chapters'][number]['lessons'][number];
type LessonEntry = { course: CatalogueCourse; chapterTitle: string; lesson: CatalogueLesson };
/** A lesson as every learner sees it; the per-learner fields are added per request. */
type StaticLesson = Omit<PlayLesson, 'status' | 'position' | 'playable' | 'lockReason' | 'media' | 'examId' | 'reading' | 'materials'> & {
  media: StaticMedia | null;
  examId: number | null;
};
/** A lesson's media before it is signed for the learner: file names, not URLs. */
type StaticMedia = { files: readonly { resolution: number; file: string }[]; captions: string; durationSeconds: number; poster: string };

export const MEDIA_ROUTE = '/media/lesson/:file';

/** Spec enum VideoResolution: 1 1080P, 2 720P, 3 480P, 4 360P (H.264 constrained baseline + AAC-LC in MP4). */
const RENDITIONS = [
  { resolution: 1, name: '1080p' },
  { resolution: 2, name: '720p' },
  { resolution: 3, name: '480p' },
  { resolution: 4, name: '360p' },
] as const;

/** Positions may run this far past the media's end (the last timeupdate rounds up). */
const POSITION_SLACK_SECONDS = 1;

function mediaOf(sample: SampleLesson, courseId: number): StaticMedia {
  return {
    files: RENDITIONS.map(({ resolution, name }) => ({ resolution, file: sample.files[name] })),
    captions: sample.captions,
    durationSeconds: sample.durationSeconds,
    poster: `/api/media/cover/${courseId}.svg`,
  };
}

/** The media as one learner gets it: every URL signed for them (mock-api/media/media-signature.ts). */
function signedMedia(media: StaticMedia, now: number, grantee: MediaGrantee): LessonMedia {
  return {
    sources: media.files.map(({ resolution, file }) => ({ resolution, url: signedMediaUrl(file, now, grantee), type: 'video/mp4' })),
    captions: { url: signedMediaUrl(media.captions, now, grantee), language: 'zh-CN', label: '中文' },
    durationSeconds: media.durationSeconds,
    poster: media.poster,
    // Every video lesson of the mock plays a short sample clip (decision 025).
    sample: true,
  };
}

/**
 * The exam an exam lesson leads to: one of the course's profession at its level, practice first
 * (a unit test), then mock, then the official paper; else any of the profession; else none.
 */
function examFor(course: CatalogueCourse, exams: readonly ExamCard[], lessonId: number): number | null {
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

type MediaRequest = FastifyRequest<{ Params: { file: string }; Querystring: Record<string, unknown> }>;

/**
 * Serves the sample lessons with range requests (206 / 416) and validators, only for a URL the API
 * signed (mock-api/media/media-signature.ts): 403 for a bare, tampered or expired one, one made for
 * another learner, or one whose enrolment or purchase has ended since. Cached privately until exp.
 * The video bytes sent for an enrolled lesson are counted toward it (media-served.ts, the refund rule).
 */
function serveMedia(store: MockStore, request: MediaRequest, reply: FastifyReply) {
  const file = mediaFile(request.params.file);
  if (!file) return reply.code(404).send({ code: 404, msg: '资源不存在' });
  const token = request.headers.token;
  const requester = store.accountByToken(typeof token === 'string' ? token : undefined)?.id ?? null;
  const now = store.now();
  const check = checkMediaSignature(request.params.file, request.query ?? {}, now, requester);
  if (!check.ok || !grantHolds(store, check.grantee)) {
    return reply.code(403).header('cache-control', 'no-store').send({ code: 403, msg: '视频地址无效或已过期，请刷新页面后重试' });
  }
  const cacheControl = `private, max-age=${Math.max(0, check.expiresAt - Math.floor(now / 1000))}`;
  const size = file.body.length;
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.contentType)
    .header('etag', file.etag)
    .header('last-modified', file.lastModified);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).header('cache-control', cacheControl).send();
  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  const range = ifRangeHolds(Array.isArray(ifRange) ? ifRange[0] : ifRange, file) ? parseRange(rangeHeader, size) : 'whole';
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .header('cache-control', 'no-store')
      .header('content-type', 'application/json; charset=utf-8')
      .send({ code: 416, msg: '请求的范围无效' });
  }
  reply.header('cache-control', cacheControl);
  const { accountId, lesson } = check.grantee;
  if (request.method === 'GET' && accountId > 0 && lesson > 0 && file.contentType.startsWith('video/')) {
    const [start, end] = range === 'whole' ? [0, size] : [range.start, range.end + 1];
    mediaServedOf(store).record(accountId, lesson, request.params.file, size, start, end);
  }
  if (range === 'whole') return reply.code(200).send(file.body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .send(file.body.subarray(range.start, range.end + 1));
}

/** The enrolment or purchase a signed URL was made under still holds (a refund closes its URLs at once). */
function grantHolds(store: MockStore, { accountId, grant }: Required<MediaGrantee>): boolean {
  if (grant === '') return true;
  const id = Number(grant.slice(1));
  return grant[0] === 'c' ? store.enrolments.isEnrolled(accountId, id) : mayWatchLive(store, accountId, id);
}

export function registerPlayerRoutes(app: FastifyInstance, store: MockStore): void {
  const { catalogue } = store;
  const courseById = new Map(catalogue.courses.map((course) => [course.id, course]));
  const lessonById = new Map<number, LessonEntry>();
  for (const course of catalogue.courses) {
    for (const chapter of catalogue.courseExtras.get(course.id)?.chapters ?? []) {
      for (const lesson of chapter.lessons) lessonById.set(lesson.id, { course, chapterTitle: chapter.title, lesson });
    }
  }
  /** Every video lesson plays one of the samples, chosen by its id (its catalogue length is the sample's). */
  const sampleOf = sampleOfLesson;

  // A course's lessons as every learner sees them, built on first use and frozen.
  const staticChapters = new Map<number, readonly { id: number; title: string; lessons: readonly StaticLesson[] }[]>();
  const chaptersOf = (course: CatalogueCourse) => {
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

  const lockOf = (accountId: number, course: CatalogueCourse, lesson: { freePreview: boolean }): LockReason | null =>
    lockReasonOf(store, accountId, course, lesson);

  handle(app, getPlayInfo, async ({ params, token }): Promise<PlayInfo> => {
    const accountId = accountOf(store, token);
    const course = courseById.get(params.id);
    if (!course) throw new BusinessError(CODE_NOT_FOUND, '课程不存在或已下架');
    const enrolled = store.enrolments.isEnrolled(accountId, course.id);
    return {
      course: {
        id: course.id,
        title: course.title,
        cover: course.cover,
        isFree: course.isFree,
        price: course.price,
        lessonCount: course.lessonCount,
        teacher: course.teacher.name,
      },
      enrolled,
      completedLessons: Math.min(course.lessonCount, store.progress.completedCount(accountId, course.id)),
      lastLessonId: store.progress.lastLessonOf(accountId, course.id)?.lessonId ?? null,
      chapters: await Promise.all(
        chaptersOf(course).map(async (chapter) => ({
          id: chapter.id,
          title: chapter.title,
          lessons: await Promise.all(
            chapter.lessons.map(async ({ media, examId, ...lesson }) => {
              const lockReason = lockOf(accountId, course, lesson);
              const standing = store.progress.standingOf(accountId, lesson.id);
              return {
                ...lesson,
                status: standing?.status ?? 1,
                position: standing?.position ?? 0,
                playable: lockReason === null,
                lockReason,
                // A free preview is open to anyone; an enrolled lesson is this learner's, while enrolled.
                media:
                  lockReason === null && media
                    ? signedMedia(
                        media,
                        store.now(),
                        lesson.freePreview ? { accountId: 0 } : { accountId, grant: `c${course.id}`, lesson: lesson.id },
                      )
                    : null,
                examId: lockReason === null ? examId : null,
                reading:
                  lockReason === null && lesson.kind === LessonKind.READING
                    ? readingDocOf(course.title, chapter.title, lesson.title)
                    : null,
                materials: await materialsForPlay(store, course, lesson.id, lockReason === null),
              };
            }),
          ),
        })),
      ),
    };
  });

  handle(app, reportProgress, ({ body, token }) => {
    const accountId = accountOf(store, token);
    const entry = lessonById.get(body.lessonId);
    if (!entry) throw new BusinessError(CODE_NOT_FOUND, '课时不存在');
    const { course, lesson } = entry;
    if (lesson.kind === LessonKind.EXAM) throw new BusinessError(CODE_INVALID, '测验课时请在考试中作答，无需上报播放进度');
    const lockReason = lockOf(accountId, course, lesson);
    if (lockReason === 'enrol') throw new BusinessError(CODE_LESSON_LOCKED, '尚未报名该课程，报名后才能记录学习进度');
    if (lockReason === 'purchase') throw new BusinessError(CODE_LESSON_LOCKED, '该课时为付费内容，购买课程后才能学习');
    const previous = store.progress.standingOf(accountId, lesson.id);
    const at = store.now();
    const previousPosition = previous?.position ?? 0;
    // One rule for every lesson (mock-api/learning/lesson-progress.ts statusAfter): 已完成 needs the
    // time the server's clock has seen the learner spend on it, whatever position or event is claimed.
    let position: number;
    let watched: Span | null = null;
    let requiredSeconds: number;
    let shortfall: string | null = null;
    if (lesson.kind === LessonKind.READING) {
      // A reading lesson has no media: it needs the minimum time its text takes, counted from when it
      // was opened (its first report); any other report is "opened, 学习中" at 0, and `end` is the
      // learner at the end of the text.
      requiredSeconds = readingMinimumSeconds(richDocLength(readingDocOf(course.title, entry.chapterTitle, lesson.title)));
      const readSeconds = previous ? (at - previous.openedAt) / 1000 : 0;
      position = body.event === 'end' ? requiredSeconds : 0;
      if (body.event === 'end') watched = [0, Math.min(readSeconds, requiredSeconds)];
      if (readSeconds < requiredSeconds)
        shortfall = `这一节约需 ${requiredSeconds} 秒读完，打开才 ${Math.floor(readSeconds)} 秒，请读完后再标记`;
    } else {
      // A video needs 90 % of its media watched: the stretches each report advanced at a pace the
      // clock since the learner's last report allows (shared/lib/study-time.ts), each counted once.
      const duration = sampleOf(lesson.id).durationSeconds;
      if (body.position > duration + POSITION_SLACK_SECONDS) throw new BusinessError(CODE_INVALID, '播放位置超出课时时长');
      position = Math.min(body.position, duration);
      requiredSeconds = videoRequiredSeconds(duration);
      const advanced = store.studyTime.measure(accountId, { courseId: course.id, previousPosition, position, at }).watched;
      if (advanced > 0) watched = [previousPosition, previousPosition + advanced];
      const total = store.progress.watchedWith(accountId, lesson.id, watched);
      if (total < requiredSeconds)
        shortfall = `这一节视频 ${duration} 秒，已观看约 ${Math.floor(total)} 秒，需看完 ${Math.ceil(requiredSeconds)} 秒以上才算学完`;
    }
    if (body.event === 'end' && previous?.status !== 3 && shortfall) throw new BusinessError(CODE_COMPLETED_TOO_SOON, shortfall);
    // Study time (mock-api/learning/study-time.ts) is credited from the position before this report.
    store.studyTime.credit(accountId, { courseId: course.id, previousPosition, position, at });
    const standing = store.progress.record(accountId, {
      courseId: course.id,
      lessonId: lesson.id,
      position,
      event: body.event,
      at,
      watched,
      requiredSeconds,
    });
    return {
      lessonId: lesson.id,
      courseId: course.id,
      status: standing.status,
      position: standing.position,
      completedLessons: Math.min(course.lessonCount, store.progress.completedCount(accountId, course.id)),
    };
  });

  // A static segment: Fastify's router prefers it to the artwork route /media/:kind/:file.
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(MEDIA_ROUTE, (request, reply) =>
    serveMedia(store, request, reply),
  );
}
