import { CODE_LIVE_NOT_PURCHASED, LIVE_SOCKET_REFUSALS } from '@shared/api/live';
import { ProductType } from '@shared/enums/order';
import { BusinessError } from '../core/define-handler';
import type { MockStore } from '../core/store';

export const NOT_PURCHASED_MESSAGE = LIVE_SOCKET_REFUSALS.notPurchased.msg;

/**
 * Whether this account may watch live `liveId` (its stream, room, replay and chat): a free class is
 * open to everyone (a visitor reads the room without posting, as before); a paid one only to an
 * account with a paid order of it (product type 9). A refund that completes closes the order
 * (退款完成 → CHARGED_BACK), so it opens nothing any more; a refund still under review does not
 * take the class away yet. An unknown class is nobody's (the callers answer 404 first).
 */
export function mayWatchLive(store: MockStore, accountId: number | null, liveId: number): boolean {
  const live = store.catalogue.lives.find((item) => item.id === liveId);
  if (!live) return false;
  if (live.price === 0) return true;
  return accountId !== null && store.orders.paidFor(accountId, ProductType.LIVE, liveId) !== undefined;
}

/** Whether the account bought this class (what the detail page reports as `owned`). */
export const ownsLive = (store: MockStore, accountId: number | null, liveId: number): boolean =>
  accountId !== null && store.orders.paidFor(accountId, ProductType.LIVE, liveId) !== undefined;

/** For the HTTP endpoints: 4702 unless the account may watch. */
export function requireLiveAccess(store: MockStore, accountId: number | null, liveId: number): void {
  if (!mayWatchLive(store, accountId, liveId)) throw new BusinessError(CODE_LIVE_NOT_PURCHASED, NOT_PURCHASED_MESSAGE);
}

/**
 * Why the room's WebSocket upgrade is refused, as the HTTP answer before the upgrade, or null when
 * it may go on. Shared by the mock's own socket route and the site's in-process mount, so both API
 * modes refuse alike: a visitor to a paid class 401, a learner who has not bought it 403 with 4702.
 */
export function liveSocketRefusal(
  store: MockStore,
  liveId: number,
  token: string | undefined,
): { status: number; body: { code: number; msg: string } } | null {
  const account = store.accountByToken(token);
  if (mayWatchLive(store, account?.id ?? null, liveId)) return null;
  return account ? { status: 403, body: LIVE_SOCKET_REFUSALS.notPurchased } : { status: 401, body: LIVE_SOCKET_REFUSALS.signInFirst };
}
