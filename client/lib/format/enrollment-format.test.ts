import { describe, expect, it } from 'vitest';
import { APPLICATION_LABELS, formatWindow, shortCity, takenPercent } from './enrollment-format';

describe('enrolment formatting', () => {
  it('a window within one year leaves the year out; across two it shows both', () => {
    expect(formatWindow('2026-11-03T09:00:00+08:00', '2026-11-30T17:00:00+08:00')).toBe('11月3日 – 11月30日');
    expect(formatWindow('2026-12-20T09:00:00+08:00', '2027-01-10T17:00:00+08:00')).toBe('2026年12月20日 – 2027年1月10日');
  });

  it('places taken as a whole percentage, never past 100', () => {
    expect(takenPercent(14, 30)).toBe(47);
    expect(takenPercent(30, 30)).toBe(100);
    expect(takenPercent(40, 30)).toBe(100);
  });

  it('cities without the province', () => {
    expect(shortCity('浙江省杭州市')).toBe('杭州市');
    expect(shortCity('北京市')).toBe('北京市');
  });

  it('the audit status in enrolment words (AuditStatus values 0–3)', () => {
    expect([0, 1, 2, 3].map((status) => APPLICATION_LABELS[status])).toEqual(['未报名', '审核中', '已通过', '未通过']);
  });
});
