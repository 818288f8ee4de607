import type { FastifyInstance } from 'fastify';
import { getRealName, submitRealName } from '@shared/api/real-name';
import { BusinessError, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import type { MockStore } from '../core/store';

/** 实名认证 (mock-api/real-name/real-names.ts): the status, masked, and a submission for review. */
export function registerRealNameRoutes(app: FastifyInstance, store: MockStore): void {
  const requireAccount = (token: string | undefined) => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '登录已失效，请重新登录');
    return account;
  };

  handle(app, getRealName, ({ token }) => store.realNames.statusOf(requireAccount(token)));

  handle(app, submitRealName, ({ token, body }) => {
    const account = requireAccount(token);
    store.realNames.submit(account, body);
    // Answered masked like every read: the full number never travels back.
    return store.realNames.statusOf(account);
  });
}
