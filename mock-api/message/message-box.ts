import { ReadFlag, type MessageTypeValue } from '@shared/enums/message';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';

/** What an action leaves in someone's message centre (the box adds id, read flag and time). */
export interface NewMessage {
  type: MessageTypeValue;
  /** The account that acted; null for the platform's own notices (and for an anonymous author). */
  senderId: number | null;
  /** Sent by someone who stays anonymous (an anonymous question): shown as 匿名用户, never named. */
  anonymousSender?: boolean;
  action: string;
  title: string;
  quote: string;
  content: string;
  link: string | null;
  /** A reminder's unsubscribe link (a site path, mock-api/reminders/); absent on anything else. */
  unsubscribe?: string | null;
}

export interface StoredMessage extends NewMessage {
  id: number;
  recipientId: number;
  readFlag: number;
  createdAt: number;
}

/** Messages kept per recipient; the oldest go past this (a demo never gets near it). */
const MAX_PER_RECIPIENT = 2_000;

/**
 * Every learner's messages, newest last. Actions in the mock (answers, comments, likes, @names,
 * moderation, orders) call `notify`; the message endpoints list, count and mark them read.
 */
export class MessageBox implements AccountScopedState {
  private readonly byRecipient = new Map<number, StoredMessage[]>();
  private nextId = 1;

  constructor(
    states: AccountStateRegistry,
    private readonly now: () => number,
  ) {
    states.register(this);
  }

  /** Leaves a message for `recipientId`, unless they did it themselves. */
  notify(recipientId: number, message: NewMessage, at = this.now()): StoredMessage | null {
    if (message.senderId === recipientId) return null;
    let box = this.byRecipient.get(recipientId);
    if (!box) this.byRecipient.set(recipientId, (box = []));
    const stored: StoredMessage = { ...message, id: this.nextId++, recipientId, readFlag: ReadFlag.UNREAD, createdAt: at };
    box.push(stored);
    if (box.length > MAX_PER_RECIPIENT) box.splice(0, box.length - MAX_PER_RECIPIENT);
    return stored;
  }

  /**
   * Leaves a message dated in the past (`at`: when what it tells happened, not when it was noticed),
   * in its place by date so the box still lists newest first; `read` for what happened before the
   * mock started (its seed). Used by notices delivered lazily, when the learner next reads the box.
   */
  deliver(recipientId: number, message: NewMessage, at: number, read = false): StoredMessage {
    let box = this.byRecipient.get(recipientId);
    if (!box) this.byRecipient.set(recipientId, (box = []));
    const stored: StoredMessage = {
      ...message,
      id: this.nextId++,
      recipientId,
      readFlag: read ? ReadFlag.READ : ReadFlag.UNREAD,
      createdAt: at,
    };
    let index = box.length;
    while (index > 0 && box[index - 1]!.createdAt > at) index -= 1;
    box.splice(index, 0, stored);
    if (box.length > MAX_PER_RECIPIENT) box.splice(0, box.length - MAX_PER_RECIPIENT);
    return stored;
  }

  /** Newest first, of the given types. */
  list(recipientId: number, types: readonly number[]): StoredMessage[] {
    const wanted = new Set(types);
    return (this.byRecipient.get(recipientId) ?? []).filter((message) => wanted.has(message.type)).reverse();
  }

  /** Counts per type with the given read flag (1 unread, 2 read). */
  counts(recipientId: number, readFlag: number): { type: number; count: number }[] {
    const counts = new Map<number, number>();
    for (const message of this.byRecipient.get(recipientId) ?? []) {
      if (message.readFlag === readFlag) counts.set(message.type, (counts.get(message.type) ?? 0) + 1);
    }
    return [...counts].sort(([a], [b]) => a - b).map(([type, count]) => ({ type, count }));
  }

  /** Marks read: one message (`id`), all, or those of `types`. Returns how many changed. */
  markRead(recipientId: number, scope: { id?: number; types?: readonly number[]; all?: boolean }): number {
    const wanted = scope.types ? new Set(scope.types) : null;
    let updated = 0;
    for (const message of this.byRecipient.get(recipientId) ?? []) {
      if (message.readFlag !== ReadFlag.UNREAD) continue;
      const hit = scope.all || (scope.id !== undefined && message.id === scope.id) || (wanted?.has(message.type) ?? false);
      if (!hit) continue;
      message.readFlag = ReadFlag.READ;
      updated += 1;
    }
    return updated;
  }

  /** Forgets a recipient (an account evicted from the store). */
  dropAccount(recipientId: number): void {
    this.byRecipient.delete(recipientId);
  }

  hasStateFor(recipientId: number): boolean {
    return this.byRecipient.has(recipientId);
  }
}
