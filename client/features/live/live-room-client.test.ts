import { checkedFrame } from './live-frame-readers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LiveStatus } from '@shared/enums/live';
import { buildMockApi, type MockApi } from '@skill/mock-api';
import { LiveRoomClient, type LiveRoomState, type SocketLike } from './live-room-client';

/** Room clients against the mock's real WebSocket (Node: the `ws` package stands in for the browser's). */
describe('LiveRoomClient against the mock room', () => {
  let mock: MockApi;
  let apiBase: string;
  let liveId: number;
  let token: string;

  beforeAll(async () => {
    mock = buildMockApi({ liveSimulation: false });
    apiBase = (await mock.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    liveId = mock.store.catalogue.lives.find((live) => live.status === LiveStatus.LIVE && live.price === 0)!.id; // free: a paid room is its buyers' only
    token = mock.store.issueToken(mock.store.accountByPhone('13800138000')!.id);
  });
  afterAll(() => mock.app.close());

  function client(signedIn: boolean) {
    const states: LiveRoomState[] = [];
    const room = new LiveRoomClient({
      liveId,
      apiBase,
      status: LiveStatus.LIVE,
      // Near-zero backoff: the test waits for reconnections, not for the production delays.
      random: () => 0,
      readFrame: checkedFrame,
      createSocket: (url) => new WebSocket(url, { headers: signedIn ? { token } : {} }) as unknown as SocketLike,
      onChange: (state) => states.push(state),
    });
    const until = async (check: (state: LiveRoomState) => boolean, what: string) => {
      for (let waited = 0; waited < 5000; waited += 20) {
        if (check(room.current)) return;
        await new Promise((wait) => setTimeout(wait, 20));
      }
      throw new Error(
        `timed out waiting for ${what}: ${JSON.stringify({ ...room.current, timeline: { lastSeq: room.current.timeline.lastSeq } })}`,
      );
    };
    room.start();
    return { room, states, until, texts: () => room.current.timeline.messages.map((message) => message.text) };
  }

  it('posts and receives; a visitor is told why it cannot post; an over-long message never leaves the browser', async () => {
    const learner = client(true);
    const visitor = client(false);
    await learner.until((state) => state.connection === 'open', 'open');
    await visitor.until((state) => state.connection === 'open' && state.online >= 2, 'both in the room');
    expect(learner.room.send('老师，实操考几个项目？', 'c1')).toBeNull();
    await visitor.until((state) => state.timeline.messages.some((message) => message.text === '老师，实操考几个项目？'), 'the message');
    expect(visitor.room.send('好'.repeat(201), 'c2')).toBe('消息不能超过200个字');
    expect(visitor.room.send('我也问', 'c3')).toBeNull();
    await visitor.until((state) => state.refusal === '请先登录后再发言', 'the refusal');
    learner.room.stop();
    visitor.room.stop();
  });

  it('when the server drops every socket, both reconnect, catch up on what was said meanwhile, and nothing repeats', async () => {
    const room = mock.live.roomFor(liveId)!;
    const first = client(true);
    const second = client(false);
    await first.until((state) => state.connection === 'open', 'open');
    await second.until((state) => state.connection === 'open', 'open');
    room.post({ id: 9, nickname: '王老师', avatar: null, role: 'teacher' }, '断线前');
    await second.until((state) => state.timeline.messages.some((message) => message.text === '断线前'), 'before the drop');
    room.dropAll();
    // Said while nobody was connected: the replay brings it.
    room.post({ id: 9, nickname: '王老师', avatar: null, role: 'teacher' }, '断线时');
    await first.until(
      (state) => state.connection === 'open' && state.timeline.messages.some((message) => message.text === '断线时'),
      'the replay',
    );
    await second.until(
      (state) => state.connection === 'open' && state.timeline.messages.some((message) => message.text === '断线时'),
      'the replay',
    );
    expect(first.states.some((state) => state.connection === 'reconnecting')).toBe(true);
    expect(first.room.send('重连后', 'c4')).toBeNull();
    await second.until((state) => state.timeline.messages.some((message) => message.text === '重连后'), 'after the reconnect');
    for (const side of [first, second]) {
      const texts = side.texts().filter((text) => ['断线前', '断线时', '重连后'].includes(text));
      expect(texts).toEqual(['断线前', '断线时', '重连后']);
      const seqs = side.room.current.timeline.messages.map((message) => message.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(seqs.length);
    }
    first.room.stop();
    second.room.stop();
  });

  it('signed out elsewhere: the room closes for good with the reason, and does not reconnect as someone it no longer is', async () => {
    const own = mock.store.issueToken(mock.store.accountByPhone('13900139000')!.id);
    const states: LiveRoomState[] = [];
    const room = new LiveRoomClient({
      liveId,
      apiBase,
      status: LiveStatus.LIVE,
      random: () => 0,
      readFrame: checkedFrame,
      createSocket: (url) => new WebSocket(url, { headers: { token: own } }) as unknown as SocketLike,
      onChange: (state) => states.push(state),
    });
    room.start();
    for (let waited = 0; waited < 5000 && room.current.connection !== 'open'; waited += 20)
      await new Promise((wait) => setTimeout(wait, 20));
    await mock.app.inject({ method: 'POST', url: '/user/logout', headers: { token: own } });
    for (let waited = 0; waited < 5000 && room.current.connection !== 'closed'; waited += 20)
      await new Promise((wait) => setTimeout(wait, 20));
    expect(room.current).toMatchObject({ connection: 'closed', closedReason: '你已退出登录，请重新登录后进入直播间' });
    await new Promise((wait) => setTimeout(wait, 200));
    expect(states.some((state) => state.connection === 'reconnecting')).toBe(false);
    room.stop();
  });

  it('while the server is away it keeps trying; 立即重连 tries at once (no waiting out the backoff) and gets back in', async () => {
    const room = mock.live.roomFor(liveId)!;
    // Timers that never fire: only reconnectNow can bring the client back, so the test shows it does.
    const pending: (() => void)[] = [];
    const timers = {
      setTimeout: ((task: () => void) => (pending.push(task), 0)) as unknown as typeof setTimeout,
      clearTimeout: (() => undefined) as typeof clearTimeout,
      setInterval: (() => 0) as unknown as typeof setInterval,
      clearInterval: (() => undefined) as typeof clearInterval,
    };
    const client = new LiveRoomClient({
      liveId,
      apiBase,
      status: LiveStatus.LIVE,
      readFrame: checkedFrame,
      timers,
      createSocket: (url) => new WebSocket(url, { headers: { token } }) as unknown as SocketLike,
      onChange: () => undefined,
    });
    const until = async (connection: string) => {
      for (let waited = 0; waited < 5000 && client.current.connection !== connection; waited += 20)
        await new Promise((wait) => setTimeout(wait, 20));
      expect(client.current.connection).toBe(connection);
    };
    client.start();
    await until('open');
    room.outage = true;
    room.dropAll();
    await until('reconnecting');
    // Away: a try now is refused (1013) and the client stays reconnecting, with a retry scheduled.
    const scheduled = pending.length;
    client.reconnectNow();
    for (let waited = 0; waited < 5000 && pending.length === scheduled; waited += 20) await new Promise((wait) => setTimeout(wait, 20));
    expect(client.current.connection).toBe('reconnecting');
    room.outage = false;
    client.reconnectNow();
    await until('open');
    client.stop();
  });
});
