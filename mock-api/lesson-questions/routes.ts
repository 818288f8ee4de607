import type { FastifyInstance } from 'fastify';
import {
  askLessonQuestion,
  CODE_LESSON_NOT_IN_COURSE,
  CODE_LESSON_QUESTION_LOCKED,
  CODE_LESSON_QUESTION_TIME,
  listLessonQuestions,
} from '@shared/api/lesson-questions';
import { cleanText, richDocMentions, richDocText, type RichDoc } from '@shared/lib/rich-text';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import type { LessonQuestion } from '@shared/schemas/lesson-questions';
import { BusinessError, CODE_NOT_FOUND, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import type { Account } from '../account/account-seed';
import type { MockStore } from '../core/store';
import { Kind } from '../community/community-records';
import type { QuestionRecord } from '../community/community-records';
import { lessonIndex, lockReasonOf, type LessonEntry } from '../player/lesson-access';
import { lessonDurationOf, teacherAccountIdOf } from './lesson-access';

/** What the community's routes lend: the same checks and pace as every community post. */
export interface CommunityPosting {
  cleanDoc: (input: RichDoc, min: number, max: number, tooShort: string) => RichDoc;
  mayPost: (account: Account, mentionIds: readonly number[], text: string) => void;
}

/** Who may answer a lesson question, and as whom: the course's teacher, or a learner who may study the lesson (else 4630). */
export function lessonAnswerRole(store: MockStore, question: QuestionRecord, accountId: number): 'teacher' | 'learner' | null {
  if (!question.lesson) return null;
  const entry = lessonIndex(store).get(question.lesson.lessonId);
  if (!entry) return 'learner';
  if (teacherAccountIdOf(entry.course.teacher.id) === accountId) return 'teacher';
  if (lockReasonOf(store, accountId, entry.course, entry.lesson) !== null)
    throw new BusinessError(CODE_LESSON_QUESTION_LOCKED, '报名本课程后才能回答这节课的提问');
  return 'learner';
}

/**
 * 答疑: questions on a lesson at a moment of it. Each is a community question with a lesson
 * reference (so answers, likes, 采纳 and the message centre are the community's), asked only by a
 * learner the player would let study the lesson, within the lesson's length, once per request key.
 */
export function registerLessonQuestionRoutes(app: FastifyInstance, store: MockStore, posting: CommunityPosting): void {
  const { community, views, communityMessages: messages } = store;
  const lessons = lessonIndex(store);
  const courseById = new Map(store.catalogue.courses.map((course) => [course.id, course]));

  /** Course id → its lesson questions (not deleted), newest first; rebuilt when the community changes. */
  const byCourse = () =>
    community.cached('lesson-questions', () => {
      const index = new Map<number, QuestionRecord[]>();
      for (const question of community.questions.values()) {
        if (!question.lesson || question.deleted) continue;
        const list = index.get(question.lesson.courseId) ?? [];
        list.push(question);
        index.set(question.lesson.courseId, list);
      }
      for (const list of index.values()) list.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      return index;
    });

  const view = (question: QuestionRecord, viewerId: number | undefined): LessonQuestion => {
    const ref = question.lesson!;
    const entry = lessons.get(ref.lessonId);
    const teacherId = entry ? teacherAccountIdOf(entry.course.teacher.id) : null;
    const teacher = teacherId === null ? undefined : store.accounts.byId(teacherId);
    return {
      ...views.question(question, viewerId),
      lesson: {
        courseId: ref.courseId,
        courseTitle: entry?.course.title ?? '',
        lessonId: ref.lessonId,
        lessonTitle: entry?.lesson.title ?? '',
        seconds: ref.seconds,
      },
      teacher: teacher ? { id: teacher.id, nickname: teacher.nickname } : null,
      teacherAnswered: teacher
        ? community.answersOf(question.id).some((answer) => !answer.deleted && answer.authorId === teacher.id)
        : false,
    };
  };

  handle(app, listLessonQuestions, ({ params, query, token }) => {
    if (!courseById.has(params.id)) throw new BusinessError(CODE_NOT_FOUND, '课程不存在或已下架');
    const viewerId = store.accountByToken(token)?.id;
    const all = byCourse().get(params.id) ?? [];
    const list =
      query.lessonId === undefined
        ? all
        : all.filter((question) => question.lesson!.lessonId === query.lessonId).sort((a, b) => a.lesson!.seconds - b.lesson!.seconds);
    const start = (query.page - 1) * query.size;
    return {
      list: list.slice(start, start + query.size).map((question) => view(question, viewerId)),
      total: list.length,
      page: query.page,
      size: query.size,
    };
  });

  handle(app, askLessonQuestion, ({ params, body, token }) => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '请先登录');
    if (!courseById.has(params.id)) throw new BusinessError(CODE_NOT_FOUND, '课程不存在或已下架');
    const entry: LessonEntry | undefined = lessons.get(body.lessonId);
    if (!entry) throw new BusinessError(CODE_NOT_FOUND, '课时不存在');
    if (entry.course.id !== params.id) throw new BusinessError(CODE_LESSON_NOT_IN_COURSE, '这个课时不属于本课程');
    if (lockReasonOf(store, account.id, entry.course, entry.lesson) !== null)
      throw new BusinessError(
        CODE_LESSON_QUESTION_LOCKED,
        entry.course.isFree ? '报名本课程后才能就这节课提问' : '购买本课程后才能就这节课提问',
      );
    const duration = lessonDurationOf(entry.lesson);
    if (body.seconds > duration) throw new BusinessError(CODE_LESSON_QUESTION_TIME, '提问的时间点超出了这节课的时长');
    // The same key again (a replay, a second click, a retry after a lost answer): the question it asked.
    for (const question of byCourse().get(params.id) ?? [])
      if (question.authorId === account.id && question.lesson!.requestKey === body.requestKey) return view(question, account.id);
    const doc = posting.cleanDoc(body.body, 0, COMMUNITY_LIMITS.questionBodyMax, '');
    const title = cleanText(body.title).replace(/\n/g, ' ');
    posting.mayPost(account, richDocMentions(doc), `${title} ${richDocText(doc)}`);
    const question = community.addQuestion({
      authorId: account.id,
      title,
      body: doc,
      tags: [],
      bounty: 0,
      anonymous: false,
      createdAt: store.now(),
      views: 0,
      professionId: entry.course.professionId,
      lesson: { courseId: entry.course.id, lessonId: entry.lesson.id, seconds: body.seconds, requestKey: body.requestKey },
    });
    messages.mentioned(Kind.QUESTION, question.id, account.id, richDocMentions(doc), richDocText(doc), false);
    return view(question, account.id);
  });
}
