import type { FastifyInstance } from 'fastify';
import type { MockApi } from '../app';
import { shanghaiIso } from '../core/faker';
import { BusinessError } from '../core/define-handler';
import { DEFAULT_REJECT_REASON } from '../invoice/invoices';

const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});

/**
 * Developer controls of the platform's invoice desk (`/__mock/invoice/…`), so tests and demos need not wait:
 * - `POST {requestId}/review {decision?: 'approve' | 'reject', reason?}` — the review's next step now
 *   (申请 → 已通过 or 已驳回 with the reason; 已通过 → 已完成 with the invoice number).
 */
export async function invoiceControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  app.post<{ Params: { id: string } }>('/:id/review', async (request) => {
    const { decision, reason } = bodyOf(request.body);
    if (decision !== undefined && decision !== 'approve' && decision !== 'reject')
      throw new BusinessError(400, "decision 只能是 'approve' 或 'reject'");
    if (reason !== undefined && (typeof reason !== 'string' || reason.length > 200))
      throw new BusinessError(400, 'reason 应为不超过 200 字的文字');
    const verdict =
      decision === 'reject'
        ? { verdict: 'reject' as const, reason: (reason as string | undefined)?.trim() || DEFAULT_REJECT_REASON }
        : decision === 'approve'
          ? { verdict: 'approve' as const }
          : undefined;
    const advanced = mock.store.invoices.advance(Number(request.params.id), verdict);
    return {
      code: 0,
      msg: 'success',
      data: {
        id: advanced.id,
        status: advanced.status,
        rejectReason: advanced.rejectReason,
        invoiceNo: advanced.invoiceNo,
        updatedAt: shanghaiIso(advanced.updatedAt),
      },
    };
  });
}
