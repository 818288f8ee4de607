import { afterEach, describe, expect, it, vi } from 'vitest';
import { sheetHref, sitePathOrNull, takeSheetReturn } from './wechat-sheet';

/** The trip to WeChat's subscribe sheet: only this tab's trip is redeemed, and only a site path is gone back to. */
function stubBrowser() {
  const kept = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  });
  vi.stubGlobal('window', { location: { origin: 'https://site.example' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('the WeChat sheet trip', () => {
  it('sends the events, a fresh state and the way back to 提醒设置 (then to a site path only)', () => {
    stubBrowser();
    const href = new URL(sheetHref('/__mock/reminders/wechat-subscribe', ['ticketIssued', 'examTomorrow'], '/enrollment/7'), 'https://x');
    expect(href.pathname).toBe('/__mock/reminders/wechat-subscribe');
    expect(href.searchParams.get('events')).toBe('ticketIssued,examTomorrow');
    expect(href.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(href.searchParams.get('redirect_uri')).toBe('https://site.example/setting/notify?from=%2Fenrollment%2F7');
    const other = new URL(sheetHref('/s', ['reviewDue'], 'https://evil.example/'), 'https://x');
    expect(other.searchParams.get('redirect_uri')).toBe('https://site.example/setting/notify');
  });

  it('redeems only the trip this tab started, once; a link someone else made is not ours', () => {
    stubBrowser();
    const state = new URL(sheetHref('/s', ['reviewDue'], null), 'https://x').searchParams.get('state')!;
    expect(takeSheetReturn(`?wxSubscribe=t1&state=forged`)).toMatchObject({ answer: 't1', ours: false });
    // The kept state went with the first answer: the right one afterwards is not ours either.
    expect(takeSheetReturn(`?wxSubscribe=t1&state=${state}`)).toMatchObject({ ours: false });
    const again = new URL(sheetHref('/s', ['reviewDue'], '/study'), 'https://x').searchParams.get('state')!;
    expect(takeSheetReturn(`?wxSubscribe=t2&state=${again}&from=%2Fstudy`)).toEqual({ answer: 't2', ours: true, from: '/study' });
    expect(takeSheetReturn('?from=/study')).toBeNull();
  });

  it('goes back to site paths only', () => {
    expect(sitePathOrNull('/enrollment/7')).toBe('/enrollment/7');
    for (const elsewhere of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null])
      expect(sitePathOrNull(elsewhere), String(elsewhere)).toBeNull();
  });
});
