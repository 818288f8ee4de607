import type { FastifyInstance } from 'fastify';
import type { MockApi } from '../app';
import { shanghaiIso } from '../core/faker';
import { BusinessError } from '../core/define-handler';
import { DEFAULT_JOIN_REJECT_REASON } from './join-applications';

const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});

/**
 * Developer controls of the platform's onboarding desk (`/__mock/join/…`), so tests and demos need not wait:
 * - `POST {applicationId}/review {decision?: 'approve' | 'reject', reason?}` — decides the pending
 *   application now (已通过 by default; 已驳回 with the reason, or a default one).
 */
export async function joinControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  app.post<{ Params: { id: string } }>('/:id/review', async (request) => {
    const { decision, reason } = bodyOf(request.body);
    if (decision !== undefined && decision !== 'approve' && decision !== 'reject')
      throw new BusinessError(400, "decision 只能是 'approve' 或 'reject'");
    if (reason !== undefined && (typeof reason !== 'string' || reason.length > 200))
      throw new BusinessError(400, 'reason 应为不超过 200 字的文字');
    const verdict =
      decision === 'reject'
        ? { verdict: 'reject' as const, reason: (reason as string | undefined)?.trim() || DEFAULT_JOIN_REJECT_REASON }
        : { verdict: 'approve' as const };
    const decided = mock.store.joinApplications.review(Number(request.params.id), verdict);
    return {
      code: 0,
      msg: 'success',
      data: {
        id: decided.id,
        status: decided.status,
        rejectReason: decided.rejectReason,
        reviewedAt: decided.reviewedAt === null ? null : shanghaiIso(decided.reviewedAt),
      },
    };
  });
}
