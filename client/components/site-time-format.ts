/**
 * A timestamp as Beijing time, by a dayjs-style pattern (`YYYY年M月D日`, `MM-DD HH:mm`): tokens
 * YYYY MM M DD D HH H mm ss, anything else kept as written. Beijing has been UTC+8 all year since
 * 1991, so this is arithmetic: no dayjs, timezone plugin or Intl in the browser bundle or in every
 * server render (it was the largest cost of a home-page render). client/lib/dayjs-setup.ts
 * (`siteTime`) gives the same text and stays for calendar arithmetic.
 */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const TOKENS = /YYYY|MM|M|DD|D|HH|H|mm|ss/g;

const pad = (value: number) => String(value).padStart(2, '0');

export function formatSiteTime(value: string | number | Date, pattern: string): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 'Invalid Date';
  const beijing = new Date(time + BEIJING_OFFSET_MS);
  const parts: Record<string, string> = {
    YYYY: String(beijing.getUTCFullYear()),
    M: String(beijing.getUTCMonth() + 1),
    MM: pad(beijing.getUTCMonth() + 1),
    D: String(beijing.getUTCDate()),
    DD: pad(beijing.getUTCDate()),
    H: String(beijing.getUTCHours()),
    HH: pad(beijing.getUTCHours()),
    mm: pad(beijing.getUTCMinutes()),
    ss: pad(beijing.getUTCSeconds()),
  };
  return pattern.replace(TOKENS, (token) => parts[token]!);
}
