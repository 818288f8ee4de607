/** Money as text is shared/lib/money-format.ts's; server/course-bundle-pages.test.ts imports formatPrice from here. */
export { formatPrice } from '@shared/lib/money-format';

/** Seconds → `mm:ss`, or `h:mm:ss` from an hour on. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** Minutes → `12 小时 30 分钟` / `45 分钟`. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} 分钟`;
  return m === 0 ? `${h} 小时` : `${h} 小时 ${m} 分钟`;
}
