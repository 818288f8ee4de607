import type { FastifyInstance } from 'fastify';
import type { MockApi } from '../app';
import { BusinessError } from '../core/define-handler';
import { DEFAULT_REAL_NAME_REJECT_REASON } from './real-names';

const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});

/**
 * Developer controls of the real-name desk (`/__mock/real-name/…`), so tests and demos need not wait:
 * - `POST {accountId}/review {decision?: 'approve' | 'reject' | 'hold', reason?}` — decides the
 *   account's pending submission now (approve by default; reject with the reason, or a standard one),
 *   or holds it 审核中 until a later call decides (the schedule no longer approves it).
 *   Answers the learner's status as the API shows it (masked).
 */
export async function realNameControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  app.post<{ Params: { accountId: string } }>('/:accountId/review', async (request) => {
    const { decision, reason } = bodyOf(request.body);
    if (decision !== undefined && decision !== 'approve' && decision !== 'reject' && decision !== 'hold')
      throw new BusinessError(400, "decision 只能是 'approve'、'reject' 或 'hold'");
    if (reason !== undefined && (typeof reason !== 'string' || reason.length > 200))
      throw new BusinessError(400, 'reason 应为不超过 200 字的文字');
    const accountId = Number(request.params.accountId);
    if (!Number.isSafeInteger(accountId) || accountId <= 0) throw new BusinessError(400, 'accountId 不正确');
    const verdict =
      decision === 'hold'
        ? 'hold'
        : decision === 'reject'
          ? { verdict: 'reject' as const, reason: (reason as string | undefined)?.trim() || DEFAULT_REAL_NAME_REJECT_REASON }
          : { verdict: 'approve' as const };
    const { store } = mock;
    store.realNames.review(accountId, verdict);
    const account = store.accounts.byId(accountId)!;
    return { code: 0, msg: 'success', data: { accountId, ...store.realNames.statusOf(account) } };
  });
}
