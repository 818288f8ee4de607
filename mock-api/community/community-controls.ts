import type { FastifyInstance } from 'fastify';
import type { MockApi } from '../app';
import { BusinessError } from '../define-handler';
import { Kind, type KindValue } from './community-records';

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
}
