import type { RichDoc } from '@shared/lib/rich-text';
import type { PinImage } from '@shared/schemas/community';

/** Content kinds of spec §3: 1 问题, 2 回答, 3 评论, 4 想法, 5 视频. */
export const Kind = Object.freeze({ QUESTION: 1, ANSWER: 2, COMMENT: 3, PIN: 4, VIDEO: 5 } as const);
export type KindValue = (typeof Kind)[keyof typeof Kind];

/**
 * Who did what to one item. Seeded items also carry base counts (the crowd that is not modelled
 * person by person), so a count is base + the people recorded here.
 */
export interface Reactions {
  baseLikes: number;
  baseFavorites: number;
  /** Account id → when they liked it. */
  likes: Map<number, number>;
  dislikes: Set<number>;
  favorites: Map<number, number>;
  reports: Set<number>;
}

export const newReactions = (baseLikes = 0, baseFavorites = 0): Reactions => ({
  baseLikes,
  baseFavorites,
  likes: new Map(),
  dislikes: new Set(),
  favorites: new Map(),
  reports: new Set(),
});

interface Authored {
  id: number;
  authorId: number;
  createdAt: number;
  deleted: boolean;
  reactions: Reactions;
  commentCount: number;
  /** When its author last edited it (never: absent). */
  editedAt?: number;
}

export interface QuestionRecord extends Authored {
  title: string;
  body: RichDoc;
  tags: string[];
  bounty: number;
  anonymous: boolean;
  acceptedAnswerId: number | null;
  views: number;
  /** The trade it is about, when known (search lists it). */
  professionId: number | null;
  /** A question on a lesson (答疑): the lesson, the moment asked about, and the browser's one-time key. */
  lesson?: LessonQuestionRef;
}

export interface LessonQuestionRef {
  courseId: number;
  lessonId: number;
  seconds: number;
  requestKey: string;
}

export interface AnswerRecord extends Authored {
  questionId: number;
  body: RichDoc;
}

export interface PinRecord extends Authored {
  text: string;
  images: PinImage[];
  topicId: number | null;
}

export interface VideoRecord extends Authored {
  title: string;
  cover: string;
  url: string;
  durationSeconds: number;
  playCount: number;
}

export interface CommentRecord extends Authored {
  kind: KindValue;
  targetId: number;
  /** The top-level comment a reply hangs under (null: top level). */
  parentId: number | null;
  /** The comment a reply answers (its author is shown as 回复 @name). */
  replyToId: number | null;
  text: string;
}

export interface TopicRecord {
  id: number;
  name: string;
}
