import * as z from 'zod/mini';
import { fenSchema, idSchema, nonNegativeInt, positiveInt, timestampSchema } from './common';
import { liveCardSchema } from './home';

/** A live class as the /live list shows it: the home card plus its type, length and replay. */
export const liveSummarySchema = z.extend(liveCardSchema, {
  /** Live type (spec §3): 1 普通直播, 2 课程直播. */
  type: z.int().check(z.gte(1), z.lte(2)),
  /** Planned length in minutes. */
  durationMinutes: positiveInt(),
  /** An ended class with a recording (/live/{id}/replay). */
  hasReplay: z.boolean(),
  professionName: z.string(),
  reminderCount: nonNegativeInt(),
});
export type LiveSummary = z.infer<typeof liveSummarySchema>;

export const liveTeacherSchema = z.object({
  name: z.string(),
  title: z.string(),
  avatar: z.string(),
  intro: z.string(),
});

/**
 * /live/{id}: everything the detail page shows; `reminded` and `owned` for the signed-in learner
 * (false signed out).
 */
export const liveDetailSchema = z.extend(liveSummarySchema, {
  description: z.array(z.string()),
  /** What the class covers, in order. */
  outline: z.array(z.string()),
  teacher: liveTeacherSchema,
  /** The related course of a course live (type 2). */
  course: z.nullable(z.object({ id: idSchema, title: z.string(), price: fenSchema })),
  endTime: timestampSchema,
  reminded: z.boolean(),
  /** Bought: a paid order of this class, not refunded (always false for a free class, which needs none). */
  owned: z.boolean(),
});
export type LiveDetail = z.infer<typeof liveDetailSchema>;

export const liveReminderSchema = z.object({ reminded: z.boolean(), reminderCount: nonNegativeInt() });
export type LiveReminder = z.infer<typeof liveReminderSchema>;

// Declared here, not with the socket frames: pages that only show a replay then need no frame parser (and no zod).
/** Who speaks in the room: the teacher, an assistant, or a learner. */
export const liveSpeakerSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  avatar: z.nullable(z.string()),
  role: z.enum(['teacher', 'assistant', 'learner']),
});
export type LiveSpeaker = z.infer<typeof liveSpeakerSchema>;

/** A replayed chat message: when it was said, in seconds from the start of the recording. */
export const liveReplayMessageSchema = z.object({
  id: idSchema,
  offsetSeconds: z.number().check(z.gte(0)),
  speaker: liveSpeakerSchema,
  text: z.string(),
});
export type LiveReplayMessage = z.infer<typeof liveReplayMessageSchema>;

/**
 * What the live room and the replay play: the stream while on air, the recording once ended (with
 * the chat in the order it was said), nothing before the class starts.
 */
export const livePlaybackSchema = z.object({
  status: z.int().check(z.gte(1), z.lte(3)),
  media: z.nullable(
    z.object({
      url: z.string(),
      type: z.string(),
      poster: z.string(),
      /** The recording's length (the live stream stand-in loops it). */
      durationSeconds: positiveInt(),
    }),
  ),
  /** The replay's chat, by offset; empty while on air (the room's socket carries it) and before. */
  replayChat: z.array(liveReplayMessageSchema),
});
export type LivePlayback = z.infer<typeof livePlaybackSchema>;
