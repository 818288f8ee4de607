/**
 * What follows an @ typed just before the caret (null: not in an @ name): the characters a posted
 * @昵称 may hold (community-messages.ts's MENTION), up to 16. Kept apart from the suggestions'
 * code, which is loaded only once an @ is typed.
 */
export function mentionQueryBefore(text: string): string | null {
  const match = /(?:^|[\s\u3000])@([^\s@，。！？、,.!?:：；;]{0,16})$/.exec(text);
  return match ? match[1]! : null;
}
