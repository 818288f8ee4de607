import { REMINDER_SETTINGS_PATH, WECHAT_RETURN_PARAMS, type ReminderEvent } from '@shared/lib/reminder-rules';

/**
 * The trip to WeChat's subscribe sheet and back (its stand-in: /__mock/reminders/wechat-subscribe): the site
 * sends the learner there with the events, a random state kept in this tab, and the way back to 提醒设置
 * (then on to `from`); the sheet comes back with a single-use ticket, which the settings page redeems
 * only when the state is the one this tab sent (a link someone else made cannot subscribe anyone).
 */
const STATE_KEY = 'skill-wechat-subscribe-state';

/** A site path to go back to afterwards (never another origin); null for anything else. */
export const sitePathOrNull = (value: string | null): string | null => (value && /^\/(?![/\\])/.test(value) ? value : null);

/** Draws and keeps this tab's state; answers the sheet's address for the events. */
export function sheetHref(sheetUrl: string, events: readonly ReminderEvent[], from: string | null): string {
  const state = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(STATE_KEY, state);
  const back = new URL(REMINDER_SETTINGS_PATH, window.location.origin);
  const path = sitePathOrNull(from);
  if (path) back.searchParams.set(WECHAT_RETURN_PARAMS.from, path);
  const query = new URLSearchParams({ events: events.join(','), redirect_uri: back.toString(), state });
  return `${sheetUrl}?${query.toString()}`;
}

/** What the sheet answered in this URL's query: a ticket or `cancel`, whether it is this tab's trip, and where to go back. */
export interface SheetReturn {
  answer: string;
  ours: boolean;
  from: string | null;
}

/** The sheet's answer in `search`, checked against (and clearing) the state this tab kept; null when the URL has none. */
export function takeSheetReturn(search: string): SheetReturn | null {
  const params = new URLSearchParams(search);
  const answer = params.get(WECHAT_RETURN_PARAMS.ticket);
  if (!answer) return null;
  const kept = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  const state = params.get(WECHAT_RETURN_PARAMS.state);
  return { answer, ours: kept !== null && kept === state, from: sitePathOrNull(params.get(WECHAT_RETURN_PARAMS.from)) };
}
