/**
 * 注销账号 (issue 26, /privacy): a request waits out a cooling-off period during which signing in
 * cancels it; once it has passed, the account is gone (it cannot sign in, its phone may register
 * anew). Read from the clock whenever asked, never stored as a state.
 */
export const DELETION_COOLING_OFF_DAYS = 15;
export const DELETION_COOLING_OFF_MS = DELETION_COOLING_OFF_DAYS * 24 * 3_600_000;

/** When an account whose deletion was requested at `requestedAt` is removed. */
export const deletionDueAt = (requestedAt: number): number => requestedAt + DELETION_COOLING_OFF_MS;
