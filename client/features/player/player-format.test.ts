import { describe, expect, it } from 'vitest';
import { rateLabel } from './player-format';

describe('rateLabel', () => {
  it('names the speeds', () => {
    expect(rateLabel(1)).toBe('正常');
    expect(rateLabel(1.25)).toBe('1.25×');
  });
});
