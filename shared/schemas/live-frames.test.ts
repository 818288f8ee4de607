import { describe, expect, it } from 'vitest';
import { LiveMessageKind } from '../enums/live';
import { checkLiveMessage, isRoomEvent, LIVE_MESSAGE_MAX_LENGTH, liveServerFrameSchema, readClientFrame } from './live-frames';

const at = '2026-11-23T20:00:00+08:00';

describe('live frames (spec §3 kinds 1–10)', () => {
  it('declares a server frame for every kind, room events numbered, connection frames not', () => {
    const frames = [
      { kind: 1, seq: 1, at, userId: 9, muted: true, until: null, reason: '刷屏' },
      { kind: 2, seq: 2, at, roomMuted: false, announcement: '今晚 8 点开讲' },
      { kind: 3, seq: 3, at, status: 2 },
      { kind: 4, seq: 4, at, userId: 9, reason: '请文明发言' },
      { kind: 5, seq: 5, at, userId: 9, reason: '禁言 10 分钟', until: at },
      { kind: 6, at },
      { kind: 7, seq: 6, at, id: 31, speaker: { id: 1, nickname: '王老师', avatar: null, role: 'teacher' }, text: '大家好' },
      { kind: 8, seq: 7, at, messageId: 31 },
      { kind: 9, reason: '不支持的消息类型' },
      { kind: 10, count: 128 },
    ];
    const parsed = frames.map((frame) => liveServerFrameSchema.parse(frame));
    expect(parsed.map((frame) => frame.kind)).toEqual(LiveMessageKind.values);
    expect(parsed.filter(isRoomEvent).map((frame) => frame.kind)).toEqual([1, 2, 3, 4, 5, 7, 8]);
  });

  it('refuses a server frame of an unknown kind or with a field missing', () => {
    expect(liveServerFrameSchema.safeParse({ kind: 11 }).success).toBe(false);
    expect(liveServerFrameSchema.safeParse({ kind: 7, seq: 1, at, id: 1, text: 'x' }).success).toBe(false);
    expect(liveServerFrameSchema.safeParse({ kind: 3, seq: 1, at, status: 1 }).success).toBe(false);
  });

  it('reads a browser frame, and answers anything else with kind 9 in Chinese without throwing', () => {
    expect(readClientFrame('{"kind":6}')).toEqual({ ok: true, frame: { kind: 6 } });
    expect(readClientFrame('{"kind":7,"text":"老师好","clientId":"a1"}')).toEqual({
      ok: true,
      frame: { kind: 7, text: '老师好', clientId: 'a1' },
    });
    for (const [raw, reason] of [
      ['not json', /不是 JSON/],
      ['{"kind":42}', /不支持的消息类型：42/],
      ['null', /不支持的消息类型：null/],
      ['[]', /不支持的消息类型/],
      ['{"kind":7}', /内容不完整（类型 7）/],
      ['{"kind":3,"status":2}', /内容不完整（类型 3）/],
    ] as const) {
      const read = readClientFrame(raw);
      expect(read.ok, raw).toBe(false);
      if (!read.ok) {
        expect(read.reply.kind).toBe(9);
        expect(read.reply.reason, raw).toMatch(reason);
      }
    }
  });

  it('checks a chat message: trimmed, not empty, at most 200 characters counted as code points', () => {
    expect(checkLiveMessage('  老师好  ')).toEqual({ ok: true, text: '老师好' });
    expect(checkLiveMessage('   ')).toEqual({ ok: false, reason: '请输入消息内容' });
    expect(checkLiveMessage('好'.repeat(LIVE_MESSAGE_MAX_LENGTH)).ok).toBe(true);
    expect(checkLiveMessage('好'.repeat(LIVE_MESSAGE_MAX_LENGTH + 1))).toEqual({ ok: false, reason: '消息不能超过200个字' });
    // An emoji is one character to the learner, two UTF-16 units to JavaScript.
    expect(checkLiveMessage('👍'.repeat(LIVE_MESSAGE_MAX_LENGTH)).ok).toBe(true);
  });
});
