import type { FastifyInstance } from 'fastify';
import type { MockApi } from '../app';
import { shanghaiIso } from '../core/faker';
import { BusinessError } from '../core/define-handler';

/**
 * Developer controls of practice sessions (`/__mock/practice/…`, JSON):
 * - `POST sessions/{sessionId}/deadline {inSeconds}` — a 限时模拟 still under way now ends `inSeconds`
 *   (0–86 400) from now, so a browser test can watch the clock hand it in without waiting the contract's
 *   5 minutes at least, and without moving the mock's clock under the other tests of a parallel run.
 *   400 for another mode or a session handed in, 404 for an unknown one.
 */
export async function practiceControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  app.post<{ Params: { sessionId: string }; Body: unknown }>('/sessions/:sessionId/deadline', async (request) => {
    const session = mock.practice.find(Number(request.params.sessionId));
    if (!session) throw new BusinessError(404, '练习不存在');
    if (session.mode !== 'timed') throw new BusinessError(400, '只有限时模拟有截止时间');
    if (session.finished) throw new BusinessError(400, '限时模拟已交卷');
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const seconds = body.inSeconds;
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0 || seconds > 86_400)
      throw new BusinessError(400, 'inSeconds 应为 0 到 86400 之间的整数');
    session.deadline = Math.floor(mock.store.now() / 1000) * 1000 + seconds * 1000;
    return {
      code: 0,
      msg: 'success',
      data: { id: session.id, deadline: shanghaiIso(session.deadline), serverNow: shanghaiIso(mock.store.now()) },
    };
  });
}
