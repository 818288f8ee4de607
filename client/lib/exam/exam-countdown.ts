/**
 * Time left on the server's clock: the deadline minus the server's now, where the server's now is
 * the device's now corrected by the offset measured when the paper loaded (a device clock set
 * wrong by an hour changes nothing).
 */
export function timeLeftMs(deadline: string, serverOffsetMs: number, deviceNow: number): number {
  return Math.max(0, Date.parse(deadline) - (deviceNow + serverOffsetMs));
}

/** The offset to add to the device's clock to read the server's: serverNow − deviceNow at the same moment. */
export const serverOffsetOf = (serverNow: string, deviceNow: number) => Date.parse(serverNow) - deviceNow;

/** 剩余时间 as the header shows it: 1:05:09, 59:59, 0:07. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The warning comes once, five minutes before the end. */
export const WARNING_MS = 5 * 60_000;
