import type { FastifyInstance } from 'fastify';
import { DELETION_COOLING_OFF_MS } from '@shared/lib/account-deletion-rules';
import type { MockApi } from '../app';
import { BusinessError } from '../core/define-handler';

/**
 * Developer controls of 注销账号 (`/__mock/account/…`):
 * - `POST deletion/elapse {account: phone}` — the account's cooling-off has passed now: its request is
 *   dated one cooling-off period ago, so the clock's own rule removes it (`Accounts.isGone`) and the
 *   next lookup purges its data (`Accounts.settleDeletions`).
 *
 * Why not `/__mock/clock/advance`: 15 days on the shared clock end every session of a test run (they
 * live 7 days) and move every schedule; this ages one account's request and nothing else.
 */
export async function accountControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  app.post('/deletion/elapse', async (request) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    if (typeof body.account !== 'string' || !/^1\d{10}$/.test(body.account)) throw new BusinessError(400, 'account 应为 11 位手机号');
    const { store } = mock;
    const account = store.accounts.byPhone(body.account);
    if (!account) throw new BusinessError(404, '没有这个账号');
    if (account.deletionRequestedAt == null) throw new BusinessError(409, '该账号没有待处理的注销申请');
    store.accounts.requestDeletion(account, store.now() - DELETION_COOLING_OFF_MS);
    return { code: 0, msg: 'success', data: { removed: store.accounts.byPhone(body.account) === undefined } };
  });
}
