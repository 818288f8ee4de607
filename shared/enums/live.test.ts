import { describe, it, expect } from 'vitest';
import { expectEnum } from './enum-testing';
import { LiveMessageKind, LiveStatus, LiveType } from './live';

describe('live enumerations (spec §3)', () => {
  it('LiveType: ordinary, course live', () => {
    expectEnum(LiveType, [
      [1, '普通直播'],
      [2, '课程直播'],
    ]);
  });

  it('LiveStatus: not started, live, ended', () => {
    expectEnum(LiveStatus, [
      [1, '未开始'],
      [2, '直播中'],
      [3, '已结束'],
    ]);
  });

  it('LiveMessageKind 1–10 in the spec order', () => {
    expect(LiveMessageKind.values).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(LiveMessageKind.keyOf(1)).toBe('USER_MUTE');
    expect(LiveMessageKind.keyOf(2)).toBe('ROOM_MUTE_NOTICE');
    expect(LiveMessageKind.keyOf(3)).toBe('START_END');
    expect(LiveMessageKind.label(4)).toBe('直播警告');
    expect(LiveMessageKind.label(5)).toBe('直播处罚');
    expect(LiveMessageKind.label(6)).toBe('心跳');
    expect(LiveMessageKind.MESSAGE).toBe(7);
    expect(LiveMessageKind.MESSAGE_DELETE).toBe(8);
    expect(LiveMessageKind.WRONG_MESSAGE_TYPE).toBe(9);
    expect(LiveMessageKind.label(10)).toBe('在线人数');
    expect(new Set(LiveMessageKind.options.map((o) => o.label)).size).toBe(10);
  });
});
