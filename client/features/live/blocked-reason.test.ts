import { describe, expect, it } from 'vitest';
import { LiveMessageKind, LiveStatus } from '@shared/enums/live';
import { applyRoomEvents, emptyTimeline } from './live-timeline';
import type { LiveRoomState } from './live-room-client';
import { blockedReasonOf } from './components/live-room-panel';

const at = '2026-11-23T20:00:00+08:00';
const stateWith = (timeline = emptyTimeline(LiveStatus.LIVE)): LiveRoomState => ({
  timeline,
  connection: 'open',
  online: 1,
  refusal: null,
  refusalCount: 0,
  closedReason: null,
});

describe('blockedReasonOf: the chat input is disabled, saying why and until when', () => {
  it('a penalised learner: 处罚, the reason and the end in Beijing time; others may speak', () => {
    const state = stateWith(
      applyRoomEvents(emptyTimeline(LiveStatus.LIVE), [
        { kind: LiveMessageKind.PENALTY, seq: 1, at, userId: 9, reason: '发布广告', until: '2026-11-23T20:30:00+08:00' },
      ]),
    );
    expect(blockedReasonOf(state, 9)).toBe('你已被处罚，暂不能发言，至 11月23日 20:30（发布广告）');
    expect(blockedReasonOf(state, 10)).toBeNull();
  });

  it('a mute with no end says it lasts until the teacher lifts it', () => {
    const state = stateWith(
      applyRoomEvents(emptyTimeline(LiveStatus.LIVE), [
        { kind: LiveMessageKind.USER_MUTE, seq: 1, at, userId: 9, muted: true, until: null, reason: '刷屏' },
      ]),
    );
    expect(blockedReasonOf(state, 9)).toBe('你已被禁言，直到讲师解除（刷屏）');
  });
});
