import { describe, expect, it } from 'vitest';
import { dayjs, siteTime } from './dayjs-setup';

describe('dayjs setup', () => {
  it('speaks zh-cn and starts weeks on Monday', () => {
    expect(dayjs.locale()).toBe('zh-cn');
    // 2026-11-22 is a Sunday: its week began on Monday 11-16.
    expect(dayjs('2026-11-22T12:00:00+08:00').startOf('week').format('YYYY-MM-DD dddd')).toBe('2026-11-16 星期一');
  });

  it('shows times in Beijing time whatever the process zone', () => {
    expect(siteTime('2026-11-22T01:30:00Z').format('M月D日 HH:mm')).toBe('11月22日 09:30');
    expect(siteTime(Date.UTC(2026, 0, 1, 16, 0)).format('YYYY-MM-DD HH:mm')).toBe('2026-01-02 00:00');
  });
});
