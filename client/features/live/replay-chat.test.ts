import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LiveReplayMessage } from '@shared/schemas/live';
import { replayChatUntil } from './replay-chat';

const speaker = { id: 1, nickname: '王同学', avatar: null, role: 'learner' as const };
const chatAt = (offsets: number[]): LiveReplayMessage[] =>
  offsets.map((offsetSeconds, index) => ({ id: index + 1, offsetSeconds, speaker, text: `第${index + 1}条` }));

describe('replayChatUntil', () => {
  it('shows what was said up to the playhead, inclusive, and nothing before the first line', () => {
    const chat = chatAt([0, 1.5, 1.5, 4, 9]);
    expect(replayChatUntil(chat, 0).map((line) => line.id)).toEqual([1]);
    expect(replayChatUntil(chat, 1.5).map((line) => line.id)).toEqual([1, 2, 3]);
    expect(replayChatUntil(chat, 3.9).map((line) => line.id)).toEqual([1, 2, 3]);
    expect(replayChatUntil(chat, 100)).toBe(chat);
    expect(replayChatUntil(chatAt([2]), 1)).toEqual([]);
  });

  it('agrees with a plain filter for any sorted chat and any playhead (seeking back and forth)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 60 }), fc.integer({ min: -5, max: 650 }), (offsets, playhead) => {
        const chat = chatAt([...offsets].sort((a, b) => a - b).map((value) => value / 10));
        expect(replayChatUntil(chat, playhead / 10)).toEqual(chat.filter((line) => line.offsetSeconds <= playhead / 10));
      }),
    );
  });
});
