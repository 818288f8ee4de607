import type { LiveReplayMessage } from '@shared/schemas/live';

/**
 * The replay's chat up to a point of the recording: the messages said at or before `seconds`, in
 * order. The list is sorted by offset, so a binary search finds the cut (seeking back and forth
 * on a long class re-reads nothing).
 */
export function replayChatUntil(chat: readonly LiveReplayMessage[], seconds: number): readonly LiveReplayMessage[] {
  let low = 0;
  let high = chat.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (chat[middle]!.offsetSeconds <= seconds) low = middle + 1;
    else high = middle;
  }
  return low === chat.length ? chat : chat.slice(0, low);
}
