import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { REMINDER_CHANNELS, REMINDER_EVENTS, type ReminderChannel, type ReminderEvent } from '@shared/lib/reminder-rules';

/**
 * The token of an unsubscribe link: `{accountId}.{event}.{channel}.{sig}`, sig = base64url HMAC-SHA256 over
 * the account id, the account's creation time (a later account never inherits a link), the event and the
 * channel, with a random secret per process (like the media signatures, media/media-signature.ts): a
 * restart invalidates the links, as it forgets every setting they would change. Unguessable without the
 * secret; another learner's id in a token of one's own breaks its signature.
 */
const SECRET = randomBytes(32);
const SIG = /^[A-Za-z0-9_-]{43}$/;

export interface UnsubscribeTarget {
  accountId: number;
  event: ReminderEvent;
  channel: ReminderChannel;
}

const signatureOf = ({ accountId, event, channel }: UnsubscribeTarget, accountCreatedAt: string): Buffer =>
  createHmac('sha256', SECRET).update(`reminder-unsubscribe\n${accountId}\n${accountCreatedAt}\n${event}\n${channel}`).digest();

export function unsubscribeToken(target: UnsubscribeTarget, accountCreatedAt: string): string {
  return `${target.accountId}.${target.event}.${target.channel}.${signatureOf(target, accountCreatedAt).toString('base64url')}`;
}

/** What a token names, before its signature is checked (null when it is not shaped like one). */
export function unsubscribeTargetOf(token: string): (UnsubscribeTarget & { sig: string }) | null {
  const [id, event, channel, sig, ...rest] = token.split('.');
  if (rest.length || !id || !/^[1-9]\d{0,9}$/.test(id) || !sig || !SIG.test(sig)) return null;
  if (!(REMINDER_EVENTS as readonly string[]).includes(event!) || !(REMINDER_CHANNELS as readonly string[]).includes(channel!)) return null;
  return { accountId: Number(id), event: event as ReminderEvent, channel: channel as ReminderChannel, sig };
}

/** Whether the signature is ours for that account (compared in constant time). */
export function validUnsubscribeSignature(target: UnsubscribeTarget & { sig: string }, accountCreatedAt: string): boolean {
  // As text: base64url's last character has bits a decoder ignores, so only the one spelling we made is ours.
  const expected = Buffer.from(signatureOf(target, accountCreatedAt).toString('base64url'));
  const given = Buffer.from(target.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
