import type { PayChannel } from '@shared/api/order';

/**
 * How this device pays online: a phone or tablet (a touch screen as its primary pointer) cannot scan
 * a QR code on its own screen, so it opens the provider's page in the browser (H5); a computer shows
 * the QR code for the learner's phone. Read when 提交订单 is pressed, so nothing on the page depends
 * on it before (no layout shift); a touch laptop, whose primary pointer is fine, gets the QR code.
 */
export function payChannel(coarsePointer = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches): PayChannel {
  return coarsePointer ? 'h5' : 'qr';
}
