import type { FastifyInstance } from 'fastify';
import type { MockApi } from '../app';
import { shanghaiIso } from '../data/faker';
import { BusinessError } from '../define-handler';

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * Developer controls of the question desk (`/__mock/wrong-book/…`, JSON), so tests and demos need not wait:
 * - `POST reports/{reportId}/reply {decision?: 'accept' | 'reject', reply?}` — replies to a pending 纠错
 *   now: 已采纳 (default) or 未采纳, with the reply text (≤ 200 characters) or the desk's standard one;
 *   the learner gets 题目纠错回复 (type 38) in 系统通知. 404 unknown, 409 already replied.
 */
export async function wrongBookControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  app.post<{ Params: { reportId: string }; Body: unknown }>('/reports/:reportId/reply', async (request) => {
    const { decision, reply } = bodyOf(request.body);
    if (decision !== undefined && decision !== 'accept' && decision !== 'reject')
      throw new BusinessError(400, "decision 只能是 'accept' 或 'reject'");
    if (reply !== undefined && (typeof reply !== 'string' || reply.length > 200))
      throw new BusinessError(400, 'reply 应为不超过 200 字的文字');
    const reportId = Number(request.params.reportId);
    if (!Number.isSafeInteger(reportId) || reportId <= 0) throw new BusinessError(400, 'reportId 不正确');
    const report = mock.questionReports.reply(reportId, {
      verdict: decision === 'reject' ? 'reject' : 'accept',
      ...(typeof reply === 'string' && reply.trim() ? { reply: reply.trim() } : {}),
    });
    return {
      code: 0,
      msg: 'success',
      data: {
        id: report.id,
        status: report.status,
        reply: report.reply,
        repliedAt: report.repliedAt === null ? null : shanghaiIso(report.repliedAt),
      },
    };
  });
}
