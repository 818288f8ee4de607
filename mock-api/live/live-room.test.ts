import { describe, expect, it, vi } from 'vitest';
import { LiveMessageKind, LiveStatus } from '@shared/enums/live';
import {
  LIVE_CLOSE,
  LIVE_MAX_FRAME_BYTES,
  liveServerFrameSchema,
  type LiveServerFrame,
  type LiveSpeaker,
} from '@shared/schemas/live-frames';
import { LiveRoom, type RoomConnection } from './live-room';

const learner = (id: number): LiveSpeaker => ({ id, nickname: `学员${id}`, avatar: null, role: 'learner' });
const teacher: LiveSpeaker = { id: 1, nickname: '王老师', avatar: null, role: 'teacher' };

/** A socket that records what it was sent; every frame must parse as the contract says. */
function fakeConnection(user: LiveSpeaker | null) {
  const frames: LiveServerFrame[] = [];
  const closed: { code: number; reason: string }[] = [];
  const connection: RoomConnection = {
    user,
    send: (frame) => frames.push(liveServerFrameSchema.parse(JSON.parse(JSON.stringify(frame)))),
    close: (code, reason) => closed.push({ code, reason }),
  };
  return { connection, frames, closed, kinds: () => frames.map((frame) => frame.kind), last: () => frames.at(-1) };
}

/** A room on a hand-moved clock; its online-count ticker runs when `tick()` says a period passed. */
function roomAt(start = Date.parse('2026-11-23T12:00:00Z')) {
  let now = start;
  const tickers = new Set<() => void>();
  const room = new LiveRoom(7, {
    now: () => new Date(now),
    status: LiveStatus.LIVE,
    every: (_ms, task) => {
      tickers.add(task);
      return () => tickers.delete(task);
    },
  });
  return { room, advance: (ms: number) => (now += ms), tick: () => [...tickers].forEach((task) => task()), tickers };
}

const countsOf = (frames: LiveServerFrame[]) =>
  frames.flatMap((frame) => (frame.kind === LiveMessageKind.ONLINE_COUNT ? [frame.count] : []));

describe('LiveRoom', () => {
  it('delivers a message once to everyone, numbered; a joiner gets the online count, the others the latest one on the next tick', () => {
    const { room, tick, advance } = roomAt();
    const a = fakeConnection(learner(2));
    const b = fakeConnection(learner(3));
    room.join(a.connection);
    room.join(b.connection);
    expect(countsOf(a.frames)).toEqual([1]);
    expect(countsOf(b.frames)).toEqual([2]);
    tick();
    expect(countsOf(a.frames)).toEqual([1, 2]);
    room.receive(a.connection, JSON.stringify({ kind: 7, text: '  老师好 ', clientId: 'c1' }));
    const posted = b.last();
    expect(posted).toMatchObject({ kind: 7, seq: 1, text: '老师好', speaker: { id: 2 } });
    expect(a.last()).toEqual(posted);
    room.leave(b.connection);
    // A viewer who left counts for 15 s more (they may be reconnecting), then no longer.
    tick();
    expect(a.last()).toEqual(posted);
    advance(15_001);
    tick();
    expect(a.last()).toEqual({ kind: 10, count: 1 });
    // Nothing changed since: the next tick sends nothing.
    const before = a.frames.length;
    tick();
    expect(a.frames.length).toBe(before);
  });

  it('coalesces joins and leaves: 200 sockets joining and 50 leaving cost each socket at most one count frame per tick, never one per person', () => {
    const { room, tick, tickers, advance } = roomAt();
    const watcher = fakeConnection(learner(2));
    room.join(watcher.connection);
    const crowd = Array.from({ length: 200 }, (_, index) => fakeConnection(learner(100 + index)));
    for (const socket of crowd) room.join(socket.connection);
    for (const socket of crowd.slice(0, 50)) room.leave(socket.connection);
    advance(15_001);
    room.setAudience(1000);
    // Only the watcher's own count on joining, then exactly one frame with the latest count.
    expect(countsOf(watcher.frames)).toEqual([1]);
    tick();
    expect(countsOf(watcher.frames)).toEqual([1, 1151]);
    // Each of the crowd: its own count on joining, and the one tick.
    expect(countsOf(crowd[199]!.frames)).toEqual([201, 1151]);
    const total = [watcher, ...crowd].reduce((sum, socket) => sum + countsOf(socket.frames).length, 0);
    expect(total).toBeLessThanOrEqual(201 + 151);
    // The ticker runs only while someone is in the room.
    for (const socket of [watcher, ...crowd.slice(50)]) room.leave(socket.connection);
    expect(tickers.size).toBe(0);
  });

  it('replays what a reconnecting socket missed, after the last seq it saw, nothing before', () => {
    const { room } = roomAt();
    const first = fakeConnection(learner(2));
    room.join(first.connection);
    room.post(teacher, '第一条');
    room.post(teacher, '第二条');
    room.dropAll();
    expect(first.closed).toEqual([{ code: LIVE_CLOSE.GOING_AWAY, reason: 'server restarting' }]);
    room.post(teacher, '第三条');
    room.deleteMessage(1);
    const again = fakeConnection(learner(2));
    room.join(again.connection, 2);
    expect(again.frames.filter((frame) => 'seq' in frame).map((frame) => 'seq' in frame && frame.seq)).toEqual([3, 4]);
  });

  it('answers bad frames with kind 9 to the sender only, and the room goes on', () => {
    const { room } = roomAt();
    const a = fakeConnection(learner(2));
    const b = fakeConnection(learner(3));
    room.join(a.connection);
    room.join(b.connection);
    const before = b.frames.length;
    for (const raw of ['hello', '{"kind":99}', '{"kind":7}', '{"kind":7,"text":"","clientId":"x"}']) room.receive(a.connection, raw);
    expect(a.frames.slice(-4).map((frame) => frame.kind)).toEqual([9, 9, 9, 9]);
    expect(b.frames.length).toBe(before);
    room.receive(a.connection, JSON.stringify({ kind: 7, text: '还在', clientId: 'c2' }));
    expect(b.last()).toMatchObject({ kind: 7, text: '还在' });
  });

  it('refuses posts from visitors, muted users, a muted room (not the teacher), before the start and after the end', () => {
    const { room } = roomAt();
    const visitor = fakeConnection(null);
    const muted = fakeConnection(learner(5));
    const host = fakeConnection(teacher);
    for (const socket of [visitor, muted, host]) room.join(socket.connection);
    const say = (socket: ReturnType<typeof fakeConnection>, text = '你好') =>
      room.receive(socket.connection, JSON.stringify({ kind: 7, text, clientId: 'c' }));
    say(visitor);
    expect(visitor.last()).toEqual({ kind: 9, reason: '请先登录后再发言' });
    room.muteUser(5, true, '多次刷屏，禁言 10 分钟');
    say(muted);
    expect(muted.last()).toEqual({ kind: 9, reason: '多次刷屏，禁言 10 分钟' });
    room.muteUser(5, false);
    room.muteRoom(true);
    say(muted);
    expect(muted.last()).toEqual({ kind: 9, reason: '全员禁言中，暂不能发言' });
    say(host, '大家先看课件');
    expect(muted.last()).toMatchObject({ kind: 7, text: '大家先看课件' });
    room.end();
    say(host, '再见');
    expect(host.last()).toEqual({ kind: 9, reason: '直播已结束，不能发言' });
  });

  it('a timed mute or penalty ends by itself: everyone sees the mute lifted, and the learner may post again', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T12:00:00Z') });
    try {
      const room = new LiveRoom(7, { status: LiveStatus.LIVE });
      const learnerSocket = fakeConnection(learner(5));
      const watcher = fakeConnection(learner(6));
      room.join(learnerSocket.connection);
      room.join(watcher.connection);
      const say = () => room.receive(learnerSocket.connection, JSON.stringify({ kind: 7, text: '你好', clientId: 'c' }));
      room.muteUser(5, true, '刷屏', '2026-11-23T20:10:00+08:00');
      say();
      expect(learnerSocket.last()).toEqual({ kind: 9, reason: '刷屏' });
      vi.advanceTimersByTime(10 * 60_000);
      expect(watcher.last()).toMatchObject({ kind: LiveMessageKind.USER_MUTE, userId: 5, muted: false, until: null });
      say();
      expect(watcher.last()).toMatchObject({ kind: 7, text: '你好' });

      // A penalty with an end, then a later mute without one: the earlier timer no longer lifts it.
      room.penalize(5, '发布广告', '2026-11-23T20:15:00+08:00');
      room.muteUser(5, true, '再次违规');
      vi.advanceTimersByTime(60 * 60_000);
      say();
      expect(learnerSocket.last()).toEqual({ kind: 9, reason: '再次违规' });
      room.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a timed mute that is due is lifted when the learner posts, even if its timer has not fired', () => {
    const { room, advance } = roomAt();
    const learnerSocket = fakeConnection(learner(5));
    room.join(learnerSocket.connection);
    room.muteUser(5, true, '刷屏', '2026-11-23T20:01:00+08:00');
    advance(61_000);
    room.receive(learnerSocket.connection, JSON.stringify({ kind: 7, text: '可以说话了', clientId: 'c' }));
    expect(learnerSocket.frames.slice(-2)).toMatchObject([
      { kind: LiveMessageKind.USER_MUTE, muted: false },
      { kind: 7, text: '可以说话了' },
    ]);
    room.dispose();
  });

  it('limits a learner to a burst of 3 then one post every 2 s, across their sockets', () => {
    const { room, advance } = roomAt();
    const tabOne = fakeConnection(learner(2));
    const tabTwo = fakeConnection(learner(2));
    room.join(tabOne.connection);
    room.join(tabTwo.connection);
    const post = (socket: ReturnType<typeof fakeConnection>) =>
      room.receive(socket.connection, JSON.stringify({ kind: 7, text: '刷', clientId: 'c' }));
    post(tabOne);
    post(tabTwo);
    post(tabOne);
    post(tabTwo);
    expect(tabTwo.last()).toEqual({ kind: 9, reason: '发言太频繁，请稍后再试' });
    advance(2000);
    post(tabTwo);
    expect(tabTwo.last()).toMatchObject({ kind: 7 });
    expect(room.eventsAfter(0).filter((event) => event.kind === LiveMessageKind.MESSAGE)).toHaveLength(4);
  });

  it('closes a socket that floods or sends an oversized frame; the others stay', () => {
    const { room, tick } = roomAt();
    const flooder = fakeConnection(learner(2));
    const giant = fakeConnection(learner(3));
    const calm = fakeConnection(learner(4));
    for (const socket of [flooder, giant, calm]) room.join(socket.connection);
    for (let index = 0; index < 25; index++) room.receive(flooder.connection, '{"kind":6}');
    expect(flooder.closed).toEqual([{ code: LIVE_CLOSE.FLOODING, reason: 'too many frames' }]);
    room.receive(giant.connection, 'x'.repeat(LIVE_MAX_FRAME_BYTES + 1));
    expect(giant.closed).toEqual([{ code: LIVE_CLOSE.FRAME_TOO_LARGE, reason: 'frame too large' }]);
    expect(room.onlineCount).toBe(1);
    tick();
    expect(calm.last()).toEqual({ kind: 10, count: 1 });
    room.receive(calm.connection, '{"kind":6}');
    expect(calm.last()?.kind).toBe(LiveMessageKind.HEARTBEAT);
  });

  it('keeps a bounded log: a socket that was away too long gets what is kept', () => {
    const room = new LiveRoom(8, { status: LiveStatus.LIVE, logSize: 10 });
    for (let index = 0; index < 25; index++) room.post(teacher, `第${index + 1}条`);
    expect(room.eventsAfter(0).map((event) => event.seq)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
  });

  it('never reads 1 on reconnect: after a drop, the first viewer back is told everyone who was there (lingering 15 s), the simulated audience included', () => {
    const { room, advance, tick } = roomAt();
    const sockets = [2, 3, 4].map((id) => fakeConnection(learner(id)));
    // The simulation sets its audience when the room fills and clears it when the room empties.
    room.onOccupancy = (occupied) => room.setAudience(occupied ? 500 : 0);
    for (const socket of sockets) room.join(socket.connection);
    expect(countsOf(sockets[2]!.frames)).toEqual([503]);
    room.dropAll();
    const back = fakeConnection(learner(2));
    room.join(back.connection);
    expect(countsOf(back.frames)).toEqual([503]);
    // The two still away count until they come back or 15 s pass.
    advance(15_001);
    tick();
    expect(countsOf(back.frames)).toEqual([503, 501]);
    // A second tab that closes and opens again: counted while it lingers, not twice when it returns.
    const tab = fakeConnection(learner(2));
    room.join(tab.connection);
    room.leave(tab.connection);
    expect(room.onlineCount).toBe(502);
    room.join(fakeConnection(learner(2)).connection);
    expect(room.onlineCount).toBe(502);
  });

  it('stops changing the online count once the class has ended', () => {
    const { room, tick } = roomAt();
    const watcher = fakeConnection(learner(2));
    room.join(watcher.connection);
    room.end();
    room.join(fakeConnection(learner(3)).connection);
    tick();
    expect(countsOf(watcher.frames)).toEqual([1]);
    const late = fakeConnection(learner(4));
    room.join(late.connection);
    expect(countsOf(late.frames)).toEqual([]);
  });

  it('refuses a learner message with a sensitive word (spaces and full-width forms do not hide it) to its sender only, without spending the allowance', () => {
    const { room } = roomAt();
    const sender = fakeConnection(learner(2));
    const other = fakeConnection(learner(3));
    room.join(sender.connection);
    room.join(other.connection);
    for (const text of ['包过！加 微 信', '专业代考', '加ＶＸ详聊']) {
      room.receive(sender.connection, JSON.stringify({ kind: 7, text, clientId: 'c' }));
      expect(sender.last()).toEqual({ kind: 9, reason: '消息含有违规内容（如代考、广告），请修改后再发送' });
    }
    expect(other.frames.some((frame) => frame.kind === LiveMessageKind.MESSAGE || frame.kind === 9)).toBe(false);
    room.receive(sender.connection, JSON.stringify({ kind: 7, text: '考证需要准备什么？', clientId: 'c' }));
    expect(other.last()).toMatchObject({ kind: 7, text: '考证需要准备什么？' });
  });
});
