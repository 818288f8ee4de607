import { describe, expect, it } from 'vitest';
import { payChannel } from './pay-channel';

describe('payChannel (issue 35 §12: a phone cannot scan the QR code on its own screen)', () => {
  it('a touch screen as the primary pointer (phone, tablet) pays in the browser; a mouse or trackpad shows the QR code', () => {
    expect(payChannel(true)).toBe('h5');
    expect(payChannel(false)).toBe('qr');
  });
});
