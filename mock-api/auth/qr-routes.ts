import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { generateQr, getQrResult } from '@shared/api/qr';
import { CODE_QR_EXPIRED } from '@shared/api/business-codes';
import type { Account } from '../account/account-seed';
import { BusinessError, handle } from '../core/define-handler';
import type { MockStore, QrTicket } from '../core/store';
import { signIn } from './sign-in';

export { CODE_QR_EXPIRED };
export const CODE_QR_STATE = 1180;

/** Where the QR content points: the mock's stand-in for the mobile app (see dev-controls.ts). */
export const APP_SCAN_PATH = '/__mock/app/scan';
const TICKET = /^[0-9a-f]{32}$/;

/**
 * The ticket id in a QR content: the `ticket` (or `content`) query parameter of the URL the
 * generate call returned, or a bare ticket. Anything else → null.
 */
export function ticketIdOf(content: string): string | null {
  const trimmed = content.trim();
  if (TICKET.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed, 'http://mock.invalid');
    const ticket = url.searchParams.get('ticket') ?? url.searchParams.get('content');
    if (ticket && TICKET.test(ticket)) return ticket;
    return ticket ? ticketIdOf(ticket) : null;
  } catch {
    return null;
  }
}

/** A ticket that can still be scanned, confirmed or polled; 1179 when unknown, consumed or expired. */
export function liveTicket(store: MockStore, content: string): QrTicket {
  const id = ticketIdOf(content);
  const ticket = id ? store.qrTickets.get(id) : undefined;
  if (!ticket) throw new BusinessError(CODE_QR_EXPIRED, '二维码已过期或不存在，请刷新二维码');
  if (ticket.consumed) throw new BusinessError(CODE_QR_EXPIRED, '二维码已使用，请刷新二维码');
  if (store.now() > ticket.expiresAt) {
    ticket.status = -1;
    throw new BusinessError(CODE_QR_EXPIRED, '二维码已过期，请刷新二维码');
  }
  return ticket;
}

/** The app scanned the code: the site's poll now answers status 1. */
export function scanTicket(store: MockStore, content: string): QrTicket {
  const ticket = liveTicket(store, content);
  if (ticket.accountId !== null) throw new BusinessError(CODE_QR_STATE, '该二维码已确认登录');
  ticket.status = 1;
  return ticket;
}

/** The app confirmed as `account`: the site's next poll completes the login (scans first if needed). */
export function confirmTicket(store: MockStore, content: string, account: Account): QrTicket {
  const ticket = liveTicket(store, content);
  if (ticket.accountId !== null) throw new BusinessError(CODE_QR_STATE, '该二维码已确认登录');
  ticket.status = 1;
  ticket.accountId = account.id;
  return ticket;
}

export function registerQrRoutes(app: FastifyInstance, store: MockStore): void {
  handle(app, generateQr, ({ origin }) => {
    // No sweep of old tickets per call: store.qrTickets forgets them by itself and is bounded.
    const now = store.now();
    // 128 random bits: a ticket can't be guessed, and it is single use.
    const ticket = randomBytes(16).toString('hex');
    store.qrTickets.set(ticket, { content: ticket, status: 0, expiresAt: now + store.qrTtlMs, accountId: null, consumed: false });
    // Absolute, so a phone scanning it opens the stand-in app page on the site that showed it.
    return `${origin ?? 'http://localhost'}${APP_SCAN_PATH}?ticket=${ticket}`;
  });

  handle(app, getQrResult, ({ body, userAgent }) => {
    const ticket = liveTicket(store, body.content);
    const account = ticket.accountId === null ? undefined : store.accounts.byId(ticket.accountId);
    if (!account) return { completeFlag: false, status: ticket.status, result: null };
    ticket.consumed = true;
    return { completeFlag: true, status: 1, result: signIn(store, account, userAgent) };
  });
}
