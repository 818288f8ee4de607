import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { generateQr, getQrResult } from '@shared/api/qr';
import { toUser } from '../data/accounts';
import { BusinessError, handle } from '../define-handler';
import type { MockStore } from '../store';

export const CODE_QR_EXPIRED = 1179;

export function registerQrRoutes(app: FastifyInstance, store: MockStore): void {
  handle(app, generateQr, () => {
    // 128 random bits: a ticket can't be guessed, and it is single use.
    const ticket = randomBytes(16).toString('hex');
    store.qrTickets.set(ticket, { content: ticket, status: 0, expiresAt: store.now() + store.qrTtlMs, accountId: null, consumed: false });
    return `skill-app://qr-login?ticket=${ticket}`;
  });

  handle(app, getQrResult, ({ body }) => {
    const ticketId = new URL(body.content, 'skill-app://x').searchParams.get('ticket') ?? body.content;
    const ticket = store.qrTickets.get(ticketId);
    if (!ticket || ticket.consumed || store.now() > ticket.expiresAt) {
      if (ticket) ticket.status = -1;
      throw new BusinessError(CODE_QR_EXPIRED, '二维码已过期');
    }
    const account = ticket.accountId === null ? undefined : store.accounts.find((candidate) => candidate.id === ticket.accountId);
    if (!account) return { completeFlag: false, status: ticket.status, result: null };
    ticket.consumed = true;
    return { completeFlag: true, status: 1, result: { token: store.issueToken(account.id), user: toUser(account) } };
  });
}
