/**
 * The first retry comes after about this long; each failure doubles it, up to RECONNECT_MAX_MS:
 * 1 → 2 → 4 → 5 s, so a learner is back within a few seconds of the server (a live class does not wait).
 */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 5000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first): exponential backoff with
 * "equal jitter" — half the step fixed, half random — so a room whose server dropped every socket
 * does not get all its learners back in the same millisecond, yet nobody waits near zero twice.
 * `random` is injectable for tests (Math.random in the browser).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(Math.max(0, Math.floor(attempt)), 16));
  return Math.round(step / 2 + random() * (step / 2));
}
