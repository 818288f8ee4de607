import { describe, expect, it } from 'vitest';
import { formatCountdown, serverOffsetOf, timeLeftMs } from './exam-countdown';

describe('the countdown runs on the server clock', () => {
  it('corrects a device clock that is off', () => {
    const device = Date.parse('2026-11-23T10:00:00+08:00');
    // The device is an hour fast: the server says 09:00 at the same moment.
    const offset = serverOffsetOf('2026-11-23T09:00:00+08:00', device);
    expect(timeLeftMs('2026-11-23T09:30:00+08:00', offset, device)).toBe(30 * 60_000);
    expect(timeLeftMs('2026-11-23T09:30:00+08:00', offset, device + 31 * 60_000)).toBe(0);
  });

  it('reads as h:mm:ss, m:ss', () => {
    expect(formatCountdown(3_909_000)).toBe('1:05:09');
    expect(formatCountdown(3_599_000)).toBe('59:59');
    expect(formatCountdown(6_200)).toBe('0:07');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
