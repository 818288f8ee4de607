const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * When something was posted, in Beijing time (UTC+8 all year): `11月24日 09:30` this year,
 * `2025年3月2日` before. Absolute rather than "3 分钟前", so the server's text and the browser's
 * agree on hydration. (Not components/site-time-format.ts: its chunk brings the enumerations into
 * the /community first load.)
 */
export function formatPostedAt(value: string, now = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const at = new Date(time + BEIJING_OFFSET_MS);
  const year = at.getUTCFullYear();
  if (year !== new Date(now + BEIJING_OFFSET_MS).getUTCFullYear()) return `${year}年${at.getUTCMonth() + 1}月${at.getUTCDate()}日`;
  return `${at.getUTCMonth() + 1}月${at.getUTCDate()}日 ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}
