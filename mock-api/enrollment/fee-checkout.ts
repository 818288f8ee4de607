import { CODE_PRODUCT_UNAVAILABLE } from '@shared/api/order';
import { dayAndTime, shanghaiIso } from '../core/faker';
import { BusinessError } from '../core/define-handler';
import type { MockStore } from '../core/store';
import type { FeeStanding } from './application-fee';

/**
 * The checkout's rule for an enrolment fee (product type 4): only the learner's own approved
 * application pays it, and only by its 缴费截止. Answers the fee's standing — due, or already paid
 * or refunding, which the checkout tells as today (owned, 5102) — or refuses with 5101 and the
 * reason: not applied, under review or rejected; or the deadline passed and the place is given up.
 * Asked again when the order is paid, so nothing is charged for an application withdrawn or expired
 * meanwhile.
 */
export function payableFee(store: MockStore, accountId: number, planId: number): FeeStanding {
  const plan = store.applicationFees.planOf(planId);
  const standing = plan && store.applicationFees.standingOf(accountId, plan, store.applications.get(accountId, planId));
  if (!standing) throw new BusinessError(CODE_PRODUCT_UNAVAILABLE, '报名审核通过后才能缴纳报名费');
  if (standing.status === 'expired')
    throw new BusinessError(
      CODE_PRODUCT_UNAVAILABLE,
      `缴费已截止（截止时间：${dayAndTime(shanghaiIso(standing.deadline))}），本次报名已失效`,
    );
  return standing;
}
