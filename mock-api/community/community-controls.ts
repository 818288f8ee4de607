import type { FastifyInstance } from 'fastify';
import type { MockApi } from '../app';
import { BusinessError } from '../core/define-handler';
import { richDocFromText } from '@shared/lib/rich-text';
import { Kind, type KindValue } from './community-records';
import { lessonIndex } from '../player/lesson-access';
import { teacherAccountIdOf } from '../lesson-questions/lesson-access';

const KINDS: Record<string, KindValue> = {
  question: Kind.QUESTION,
  answer: Kind.ANSWER,
  comment: Kind.COMMENT,
  pin: Kind.PIN,
  video: Kind.VIDEO,
};

/**
 * Developer controls of the community (`/__mock/community/…`, JSON POST), standing in for the
 * moderators' back office:
 * - `POST {question|answer|comment|pin|video}/{id}/delete` — removes the item as moderation would;
 *   its author gets a 系统通知 (types 23–27) and the item answers 4901 from then on.
 * - `POST question/{id}/answer {as: "teacher" | accountId, text?}` — answers as the lesson question's
 *   course teacher, or as any account (a community member), through the API.
 */
export async function communityControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  const { store } = mock;
  app.post<{ Params: { kind: string; id: string } }>('/:kind/:id/delete', async (request) => {
    const kind = KINDS[request.params.kind];
    if (!kind) throw new BusinessError(400, '内容类型应为 question、answer、comment、pin 或 video');
    const id = Number(request.params.id);
    const existing = store.community.item(kind, id);
    if (!existing) throw new BusinessError(404, '内容不存在');
    const item = store.community.remove(kind, id);
    if (!item) throw new BusinessError(400, '内容已经删除过了');
    store.communityMessages.removed(kind, item.id);
    return { code: 0, msg: 'success', data: { kind: request.params.kind, id: item.id, deleted: true } };
  });

  // Answers as someone who cannot sign in (the course's teacher, a member): through the API itself,
  // so every rule, the pace and the asker's message (type 9) are the real ones. Answers the API's envelope.
  app.post<{ Params: { id: string }; Body: unknown }>('/question/:id/answer', async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const question = store.community.questions.get(Number(request.params.id));
    if (!question) throw new BusinessError(404, '问题不存在');
    const text = typeof body.text === 'string' && body.text.trim() ? body.text.trim().slice(0, 2000) : '谢谢提问，这个问题我来解答一下。';
    let accountId = Number(body.accountId);
    if (body.as === 'teacher') {
      const entry = question.lesson && lessonIndex(store).get(question.lesson.lessonId);
      if (!entry) throw new BusinessError(400, '只有课程答疑的问题才有讲师');
      accountId = teacherAccountIdOf(entry.course.teacher.id);
    }
    if (!Number.isSafeInteger(accountId) || !store.accounts.byId(accountId))
      throw new BusinessError(400, '请给出 as: "teacher" 或存在的 accountId');
    const answered = await mock.app.inject({
      method: 'POST',
      url: `/community/question/${question.id}/answer`,
      headers: { token: store.issueToken(accountId) },
      payload: { body: richDocFromText(text) },
    });
    return reply.code(answered.statusCode).type('application/json').send(answered.body);
  });
}
