import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LiveStatus } from '@shared/enums/live';
import { LIVE_CLOSE, liveServerFrameSchema, liveSocketPath, type LiveServerFrame } from '@shared/schemas/live-frames';
import { buildMockApi, type MockApi } from '../app';

/** A real WebSocket client that keeps every frame it got (each checked against the contract). */
async function openSocket(
  base: string,
  liveId: number,
  { token, after, address }: { token?: string; after?: number; address?: string } = {},
) {
  const frames: LiveServerFrame[] = [];
  // `address`: the client address the site would forward (X-Real-IP) when it proxies the socket.
  const socket = new WebSocket(`${base}${liveSocketPath(liveId, after)}`, {
    headers: { ...(token ? { token } : {}), ...(address ? { 'x-real-ip': address } : {}) },
  });
  const closed = new Promise<{ code: number; reason: string }>((done) =>
    socket.on('close', (code, reason) => done({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => frames.push(liveServerFrameSchema.parse(JSON.parse(data.toString()))));
  await new Promise<void>((done, fail) => {
    socket.once('open', () => done());
    socket.once('unexpected-response', (_request, response) => fail(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', fail);
  });
  const until = async (check: (frames: LiveServerFrame[]) => boolean, what: string) => {
    for (let waited = 0; waited < 3000; waited += 20) {
      if (check(frames)) return;
      await new Promise((wait) => setTimeout(wait, 20));
    }
    throw new Error(`timed out waiting for ${what}: ${JSON.stringify(frames.slice(-5))}`);
  };
  return {
    socket,
    frames,
    closed,
    until,
    send: (frame: unknown) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
  };
}

describe('the mock API live room over a real WebSocket', () => {
  let mock: MockApi;
  let base: string;
  let liveId: number;
  let token: string;

  beforeAll(async () => {
    // No simulated class: these tests count the frames they get.
    mock = buildMockApi({ liveSimulation: false });
    const address = await mock.app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace(/^http/, 'ws');
    liveId = mock.store.catalogue.lives.find((live) => live.status === LiveStatus.LIVE && live.price === 0)!.id; // free: a paid room is its buyers' only
    token = mock.store.issueToken(mock.store.accounts.byPhone('13800138000')!.id);
  });
  afterAll(() => mock.app.close());

  it('a message from a signed-in learner reaches another socket once, with the speaker taken from the token', async () => {
    const viewer = await openSocket(base, liveId);
    const learner = await openSocket(base, liveId, { token });
    learner.send({ kind: 7, text: '老师，请问考试范围？', clientId: 'c1' });
    await viewer.until((frames) => frames.some((frame) => frame.kind === 7), 'the message');
    const messages = viewer.frames.filter((frame) => frame.kind === 7);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ text: '老师，请问考试范围？', speaker: { nickname: '技能学员小王', role: 'learner' } });
    // A visitor reads but cannot post.
    viewer.send({ kind: 7, text: '我也想问', clientId: 'c2' });
    await viewer.until((frames) => frames.some((frame) => frame.kind === 9), 'the refusal');
    expect(viewer.frames.find((frame) => frame.kind === 9)).toEqual({ kind: 9, reason: '请先登录后再发言' });
    viewer.socket.close();
    learner.socket.close();
  });

  it('replays after ?after=, and a room that drops every socket can be rejoined without duplicates', async () => {
    const room = mock.live.roomFor(liveId)!;
    const first = await openSocket(base, liveId);
    room.announce('今晚 8 点考前串讲');
    await first.until((frames) => frames.some((frame) => frame.kind === 2), 'the announcement');
    const lastSeq = Math.max(...first.frames.map((frame) => ('seq' in frame ? frame.seq : 0)));
    room.dropAll();
    expect((await first.closed).code).toBe(LIVE_CLOSE.GOING_AWAY);
    room.deleteMessage(999);
    const again = await openSocket(base, liveId, { after: lastSeq });
    await again.until((frames) => frames.some((frame) => frame.kind === 8), 'the replayed deletion');
    expect(again.frames.filter((frame) => 'seq' in frame).map((frame) => 'seq' in frame && frame.seq)).toEqual([lastSeq + 1]);
    again.socket.close();
  });

  it('answers junk with kind 9, closes a giant frame with 1009, and refuses an unknown room before the upgrade', async () => {
    const socket = await openSocket(base, liveId);
    socket.send('{{not json');
    await socket.until((frames) => frames.some((frame) => frame.kind === 9), 'kind 9');
    socket.send('x'.repeat(1024 * 1024));
    expect((await socket.closed).code).toBe(1009);
    await expect(openSocket(base, 99_999)).rejects.toThrow('HTTP 404');
  });

  it('caps sockets per client address: the 9th visitor socket from one address is closed with 4029 and never counts as online', async () => {
    const room = mock.live.roomFor(liveId)!;
    // Sockets, not the online figure: that one still counts the earlier tests' sockets for a while (they linger 15 s).
    const before = room.connections.size;
    const eight = await Promise.all(Array.from({ length: 8 }, () => openSocket(base, liveId, { address: '203.0.113.9' })));
    const ninth = await openSocket(base, liveId, { address: '203.0.113.9' });
    expect(await ninth.closed).toEqual({ code: LIVE_CLOSE.TOO_MANY_SOCKETS, reason: 'too many sockets from this address' });
    expect(ninth.frames).toEqual([]);
    expect(room.connections.size).toBe(before + 8);
    // Another address is not affected, and a place freed is a place again.
    const elsewhere = await openSocket(base, liveId, { address: '198.51.100.7' });
    eight[0]!.socket.close();
    await eight[0]!.closed;
    const again = await openSocket(base, liveId, { address: '203.0.113.9' });
    await again.until((frames) => frames.some((frame) => frame.kind === 10), 'the count');
    for (const open of [...eight, elsewhere, again]) open.socket.close();
  });

  it('caps sockets per account at 3: a 4th tab wins and the oldest is closed with 4009', async () => {
    const own = mock.store.issueToken(mock.store.accounts.byPhone('13900139000')!.id);
    const tabs = [];
    for (let index = 0; index < 3; index++) tabs.push(await openSocket(base, liveId, { token: own, address: `192.0.2.${index + 1}` }));
    const fourth = await openSocket(base, liveId, { token: own, address: '192.0.2.9' });
    expect(await tabs[0]!.closed).toEqual({ code: LIVE_CLOSE.SUPERSEDED, reason: 'opened elsewhere' });
    fourth.send({ kind: 6 });
    await fourth.until((frames) => frames.some((frame) => frame.kind === 6), 'the heartbeat answer');
    for (const tab of [...tabs.slice(1), fourth]) tab.socket.close();
  });

  it('signing out closes the learner’s sockets with 4001 at once; a visitor’s socket stays', async () => {
    const own = mock.store.issueToken(mock.store.accounts.byPhone('13800138000')!.id);
    const learner = await openSocket(base, liveId, { token: own });
    const visitor = await openSocket(base, liveId);
    const response = await mock.app.inject({ method: 'POST', url: '/user/logout', headers: { token: own } });
    expect(response.json()).toMatchObject({ code: 0 });
    expect(await learner.closed).toEqual({ code: LIVE_CLOSE.SIGNED_OUT, reason: 'signed out' });
    visitor.send({ kind: 6 });
    await visitor.until((frames) => frames.some((frame) => frame.kind === 6), 'the visitor still answered');
    visitor.socket.close();
  });

  it('any other end of the session closes them too: all sessions ended (password change), or the session expiring while the socket is open', async () => {
    let now = Date.parse('2026-11-23T12:00:00Z');
    const clocked = buildMockApi({ liveSimulation: false, now: () => now });
    const clockedBase = (await clocked.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    try {
      const onAir = clocked.store.catalogue.lives.find((live) => live.status === LiveStatus.LIVE && live.price === 0)!.id;
      const account = clocked.store.accounts.byPhone('13800138000')!.id;
      const first = clocked.store.issueToken(account);
      const ended = await openSocket(clockedBase, onAir, { token: first });
      clocked.store.sessions.endAll(account);
      expect((await ended.closed).code).toBe(LIVE_CLOSE.SIGNED_OUT);

      const second = clocked.store.issueToken(account);
      const expiring = await openSocket(clockedBase, onAir, { token: second });
      const watcher = await openSocket(clockedBase, onAir);
      now += 8 * 24 * 3_600_000;
      expiring.send({ kind: 7, text: '我的登录早已过期', clientId: 'late' });
      expect((await expiring.closed).code).toBe(LIVE_CLOSE.SIGNED_OUT);
      watcher.send({ kind: 6 });
      await watcher.until((frames) => frames.some((frame) => frame.kind === 6), 'the watcher');
      expect(watcher.frames.some((frame) => frame.kind === 7 && frame.text === '我的登录早已过期')).toBe(false);
      watcher.socket.close();
    } finally {
      await clocked.app.close();
    }
  });
});
