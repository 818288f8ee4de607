import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LiveMessageKind, LiveStatus } from '@shared/enums/live';
import type { LiveRoomEvent } from '@shared/schemas/live-frames';
import { applyRoomEvents, emptyTimeline, hasGap, TIMELINE_MAX_MESSAGES } from './live-timeline';

const at = '2026-11-23T20:00:00+08:00';
const teacher = { id: 1, nickname: '王老师', avatar: null, role: 'teacher' as const };
const message = (seq: number, id = 100 + seq, text = `消息 ${seq}`): LiveRoomEvent => ({
  kind: LiveMessageKind.MESSAGE,
  seq,
  at,
  id,
  speaker: teacher,
  text,
});

describe('applyRoomEvents', () => {
  it('applies events in order: messages, a deletion, mute, announcement, start and end, notices', () => {
    const timeline = applyRoomEvents(emptyTimeline(), [
      { kind: LiveMessageKind.START_END, seq: 1, at, status: LiveStatus.LIVE },
      message(2),
      message(3),
      { kind: LiveMessageKind.MESSAGE_DELETE, seq: 4, at, messageId: 102 },
      { kind: LiveMessageKind.ROOM_MUTE_NOTICE, seq: 5, at, roomMuted: true, announcement: '课间休息 10 分钟' },
      { kind: LiveMessageKind.USER_MUTE, seq: 6, at, userId: 9, muted: true, until: null, reason: '刷屏' },
      { kind: LiveMessageKind.WARNING, seq: 7, at, userId: 9, reason: '请文明发言' },
      { kind: LiveMessageKind.START_END, seq: 8, at, status: LiveStatus.ENDED },
    ]);
    expect(timeline.lastSeq).toBe(8);
    expect(timeline.messages.map((item) => item.id)).toEqual([103]);
    expect(timeline).toMatchObject({ roomMuted: true, announcement: '课间休息 10 分钟', status: LiveStatus.ENDED });
    expect(timeline.mutedUsers.get(9)).toEqual({ until: null, reason: '刷屏' });
    expect(timeline.notices.map((notice) => notice.reason)).toEqual(['请文明发言']);
    const unmuted = applyRoomEvents(timeline, [
      { kind: LiveMessageKind.USER_MUTE, seq: 9, at, userId: 9, muted: false, until: null, reason: '' },
    ]);
    expect(unmuted.mutedUsers.has(9)).toBe(false);
  });

  it('a penalty mutes its learner until it is lifted (the room stops taking their posts: the input must say so)', () => {
    const until = '2026-11-23T20:30:00+08:00';
    const penalised = applyRoomEvents(emptyTimeline(LiveStatus.LIVE), [
      { kind: LiveMessageKind.PENALTY, seq: 1, at, userId: 9, reason: '发布广告', until },
    ]);
    expect(penalised.mutedUsers.get(9)).toEqual({ until, reason: '发布广告', penalty: true });
    expect(penalised.notices).toHaveLength(1);
    const lifted = applyRoomEvents(penalised, [
      { kind: LiveMessageKind.USER_MUTE, seq: 2, at, userId: 9, muted: false, until: null, reason: '' },
    ]);
    expect(lifted.mutedUsers.has(9)).toBe(false);
  });

  it('drops what it has seen and holds what comes after a gap until the gap is filled', () => {
    const first = applyRoomEvents(emptyTimeline(), [message(1), message(2), message(4), message(5), message(2)]);
    expect(first.lastSeq).toBe(2);
    expect(hasGap(first)).toBe(true);
    expect(first.messages.map((item) => item.seq)).toEqual([1, 2]);
    // The replay after a reconnect: 3 onwards, overlapping what is already pending.
    const replayed = applyRoomEvents(first, [message(3), message(4), message(5), message(6)]);
    expect(replayed.messages.map((item) => item.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hasGap(replayed)).toBe(false);
  });

  it('keeps the newest messages when the room runs long', () => {
    const events = Array.from({ length: TIMELINE_MAX_MESSAGES + 20 }, (_, index) => message(index + 1));
    const timeline = applyRoomEvents(emptyTimeline(), events);
    expect(timeline.messages).toHaveLength(TIMELINE_MAX_MESSAGES);
    expect(timeline.messages.at(-1)?.seq).toBe(TIMELINE_MAX_MESSAGES + 20);
  });

  it('any delivery — shuffled, duplicated, split into batches — ends as in-order delivery once all arrived', () => {
    const log: LiveRoomEvent[] = Array.from({ length: 30 }, (_, index) =>
      index % 7 === 6 ? { kind: LiveMessageKind.MESSAGE_DELETE, seq: index + 1, at, messageId: 100 + index - 2 } : message(index + 1),
    );
    const inOrder = applyRoomEvents(emptyTimeline(), log);
    const delivery = fc
      .array(fc.integer({ min: 0, max: log.length - 1 }), { maxLength: 60 })
      .chain((extra) => fc.shuffledSubarray([...log.map((_, index) => index), ...extra], { minLength: log.length + extra.length }));
    fc.assert(
      fc.property(delivery, fc.integer({ min: 1, max: 8 }), (order, batch) => {
        let timeline = emptyTimeline();
        for (let start = 0; start < order.length; start += batch)
          timeline = applyRoomEvents(
            timeline,
            order.slice(start, start + batch).map((index) => log[index]!),
          );
        expect(timeline.messages).toEqual(inOrder.messages);
        expect(timeline.lastSeq).toBe(log.length);
        expect(hasGap(timeline)).toBe(false);
        const ids = timeline.messages.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });
});
