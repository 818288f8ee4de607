import * as z from 'zod/mini';
import { fenSchema, idSchema, nonNegativeInt } from './common';
import { richDocSchema } from './community';

const progressStatusSchema = z.int().check(z.gte(1), z.lte(3));

/** One rendition of a lesson's video. */
export const videoSourceSchema = z.object({
  /** Video resolution (spec §3): 1 1080P, 2 720P, 3 480P, 4 360P. */
  resolution: z.int().check(z.gte(1), z.lte(4)),
  url: z.string(),
  /** The MIME type, for `<source type>`. */
  type: z.string(),
});
export type VideoSource = z.infer<typeof videoSourceSchema>;

/** What a playable video lesson plays: its renditions (best first), captions and real length. */
export const lessonMediaSchema = z.object({
  sources: z.array(videoSourceSchema),
  /** A WebVTT track, or null when the lesson has none. */
  captions: z.nullable(z.object({ url: z.string(), language: z.string(), label: z.string() })),
  /** The media's length in seconds (progress is measured against it). */
  durationSeconds: z.number().check(z.positive()),
  poster: z.string(),
  /**
   * A short sample (示例视频) standing in for the lesson, whose full length is the lesson's durationSeconds:
   * the player says so (the mock's clips, decision 025). False for the lesson's own recording.
   */
  sample: z.boolean(),
});
export type LessonMedia = z.infer<typeof lessonMediaSchema>;

/** `enrol`: a free course not enrolled in (enrol on its page); `purchase`: a paid course not bought. */
export const LOCK_REASONS = ['enrol', 'purchase'] as const;
export const lockReasonSchema = z.enum(LOCK_REASONS);
export type LockReason = z.infer<typeof lockReasonSchema>;

/** A file a lesson carries (a PDF handout, a checklist). */
export const lessonMaterialSchema = z.object({
  id: idSchema,
  /** The file's name as saved, in Chinese, with its extension. */
  name: z.string(),
  /** MIME type: application/pdf or text/plain. */
  type: z.string(),
  sizeBytes: nonNegativeInt(),
  /** Where to download it (the learner's own access is checked on every download); null when the lesson is locked. */
  url: z.nullable(z.string()),
});
export type LessonMaterial = z.infer<typeof lessonMaterialSchema>;

export const playLessonSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Lesson kind (spec §3, LessonKind): 1 video, 2 exam, 3 reading (图文). */
  kind: z.int().check(z.gte(1), z.lte(3)),
  freePreview: z.boolean(),
  /** The catalogue's length of the lesson (the syllabus shows it). */
  durationSeconds: nonNegativeInt(),
  /** My learning progress (spec §3): 1 未开始, 2 学习中, 3 已完成. */
  status: progressStatusSchema,
  /** Where I left off, in seconds (0 from the start). */
  position: z.number().check(z.gte(0)),
  playable: z.boolean(),
  /** Why I may not play it (null when I may). */
  lockReason: z.nullable(lockReasonSchema),
  /** Present for a playable video lesson only. */
  media: z.nullable(lessonMediaSchema),
  /** An exam lesson's exam (`/exam/{examId}`); null for a video, or an exam not yet scheduled. */
  examId: z.nullable(idSchema),
  /** A reading lesson's text (a rich-text document, shared/lib/rich-text.ts) when playable; else null. */
  reading: z.nullable(richDocSchema),
  /** The lesson's files, listed to everyone; their URLs only to a learner who may study the lesson. */
  materials: z.array(lessonMaterialSchema),
});
export type PlayLesson = z.infer<typeof playLessonSchema>;

/** Everything the player page needs for one course and the signed-in learner. */
export const playInfoSchema = z.object({
  course: z.object({
    id: idSchema,
    title: z.string(),
    cover: z.string(),
    isFree: z.boolean(),
    price: fenSchema,
    lessonCount: nonNegativeInt(),
    teacher: z.string(),
  }),
  enrolled: z.boolean(),
  completedLessons: nonNegativeInt(),
  /** The lesson I played last in this course, or null. */
  lastLessonId: z.nullable(idSchema),
  chapters: z.array(z.object({ id: idSchema, title: z.string(), lessons: z.array(playLessonSchema) })),
});
export type PlayInfo = z.infer<typeof playInfoSchema>;

export const PROGRESS_EVENTS = ['tick', 'pause', 'end', 'hidden'] as const;
export const progressEventSchema = z.enum(PROGRESS_EVENTS);

/** Longest position or duration a report may carry (a day): anything more is a bug or a forgery. */
const MAX_SECONDS = 24 * 3600;
const secondsSchema = z.number().check(z.gte(0), z.lte(MAX_SECONDS));

export const progressReportSchema = z.object({
  lessonId: idSchema,
  position: secondsSchema,
  duration: z.number().check(z.positive(), z.lte(MAX_SECONDS)),
  event: progressEventSchema,
});
export type ProgressReport = z.infer<typeof progressReportSchema>;

export const progressStandingSchema = z.object({
  lessonId: idSchema,
  courseId: idSchema,
  status: progressStatusSchema,
  position: z.number().check(z.gte(0)),
  completedLessons: nonNegativeInt(),
});
export type ProgressStanding = z.infer<typeof progressStandingSchema>;
