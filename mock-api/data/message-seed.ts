import { MessageType } from '@shared/enums/message';
import type { Account } from './accounts';
import type { MessageBox } from '../state/message-box';

/**
 * The demo accounts' message centres at start. (Placeholder for the full seed of all types:
 * a few unread comments, answers, favourites and system notices so the bell shows a badge.)
 */
export function seedMessages(box: MessageBox, accounts: readonly Account[], startedAt: number): void {
  const [first, second] = accounts;
  if (!first || !second) return;
  const seeded: [number, number, number][] = [
    [first.id, MessageType.COMMENT_QUESTION, 2],
    [first.id, MessageType.ANSWER, 3],
    [first.id, MessageType.FAVORITE_QUESTION, 5],
    [first.id, MessageType.DELETE_AVATAR, 1],
    [first.id, MessageType.DELETE_QUESTION, 1],
    [second.id, MessageType.COMMENT_QUESTION, 1],
  ];
  let minutesAgo = 600;
  for (const [recipientId, type, count] of seeded) {
    for (let index = 0; index < count; index++) {
      box.notify(
        recipientId,
        { type: type as never, senderId: null, action: MessageType.label(type as never), title: '', quote: '', content: '', link: null },
        startedAt - (minutesAgo -= 7) * 60_000,
      );
    }
  }
}
