import type { FastifyInstance } from 'fastify';
import { getMessageCounts, markMessagesRead } from '@shared/api/message';
import { BusinessError, CODE_UNAUTHORIZED, handle } from '../define-handler';
import type { MockStore } from '../store';

export function registerMessageRoutes(app: FastifyInstance, store: MockStore): void {
  const requireAccount = (token: string | undefined) => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '登录已失效，请重新登录');
    return account;
  };

  handle(app, getMessageCounts, ({ token, query }) => {
    const counts = store.unread.get(requireAccount(token).id) ?? new Map<number, number>();
    // Only unread counts are tracked; readFlag=2 reports nothing rather than inventing history.
    if (query.readFlag !== 1) return [];
    return [...counts].filter(([, count]) => count > 0).map(([type, count]) => ({ type, count }));
  });

  handle(app, markMessagesRead, ({ token, body }) => {
    const counts = store.unread.get(requireAccount(token).id) ?? new Map<number, number>();
    let updated = 0;
    const types = body.type === 2 ? [...counts.keys()] : (body.messageTypes ?? '').split(',').filter(Boolean).map(Number);
    for (const type of types) {
      updated += counts.get(type) ?? 0;
      counts.delete(type);
    }
    return { updated };
  });
}
