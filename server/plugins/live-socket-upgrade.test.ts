import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { LiveStatus } from '@shared/enums/live';
import { LIVE_CLOSE, liveServerFrameSchema, liveSocketPath, type LiveServerFrame } from '@shared/schemas/live-frames';
import { buildMockApi, type MockApi } from '@skill/mock-api';
import { buildTestApp } from '../test-support/app';

interface Site {
  app: FastifyInstance;
  origin: string;
  mock?: MockApi;
}

/** A browser-like socket to the site: its Origin, and the cookie the site set at sign-in. */
function openSocket(site: Site, path: string, { cookie, origin = site.origin }: { cookie?: string; origin?: string } = {}) {
  const frames: LiveServerFrame[] = [];
  const socket = new WebSocket(`${site.origin.replace(/^http/, 'ws')}/api${path}`, { headers: { origin, ...(cookie ? { cookie } : {}) } });
  socket.on('message', (data) => frames.push(liveServerFrameSchema.parse(JSON.parse(data.toString()))));
  const opened = new Promise<number>((done) => {
    socket.once('open', () => done(101));
    socket.once('unexpected-response', (request, response) => {
      done(response.statusCode ?? 0);
      // ws leaves a refused handshake's connection open for whoever listens: close it.
      request.destroy();
    });
    socket.once('error', () => done(0));
  });
  const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
  const until = async (check: () => boolean, what: string) => {
    for (let waited = 0; waited < 4000; waited += 20) {
      if (check()) return;
      await new Promise((wait) => setTimeout(wait, 20));
    }
    throw new Error(`timed out waiting for ${what}`);
  };
  return { socket, frames, opened, closed, until };
}

async function signIn(site: Site): Promise<string> {
  const response = await fetch(`${site.origin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.origin },
    body: JSON.stringify({ account: '13900139000', security: 'Demo@1234', loginType: 1 }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('skill_token='));
  expect(cookie).toBeDefined();
  return cookie!.split(';', 1)[0]!;
}

async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const app = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MIN: '1000', MOCK_LIVE_SIMULATION: '0', ...env });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin };
}

describe.each([['API_UPSTREAM (the proxy)', true]] as const)('the live room socket through the site, %s', (_name, proxied) => {
  let site: Site;
  let upstream: MockApi | undefined;
  let liveId: number;

  beforeAll(async () => {
    if (proxied) {
      upstream = buildMockApi({ liveSimulation: false });
      const upstreamUrl = await upstream.app.listen({ port: 0, host: '127.0.0.1' });
      site = await startSite({ API_UPSTREAM: upstreamUrl });
    } else {
      site = await startSite();
    }
    liveId = (upstream ?? buildMockApi()).store.catalogue.lives.find((live) => live.status === LiveStatus.LIVE && live.price === 0)!.id; // free: a paid room is its buyers' only
  });
  afterAll(async () => {
    await site.app.close();
    await upstream?.app.close();
  });

  it('the token cookie stands for the token header on the upgrade: the room knows who posts', async () => {
    const cookie = await signIn(site);
    const learner = openSocket(site, liveSocketPath(liveId), { cookie });
    const visitor = openSocket(site, liveSocketPath(liveId));
    expect(await learner.opened).toBe(101);
    expect(await visitor.opened).toBe(101);
    learner.socket.send(JSON.stringify({ kind: 7, text: '焊接电流怎么调？', clientId: 'c1' }));
    await visitor.until(() => visitor.frames.some((frame) => frame.kind === 7), 'the message');
    expect(visitor.frames.find((frame) => frame.kind === 7)).toMatchObject({ text: '焊接电流怎么调？', speaker: { nickname: '焊工老李' } });
    // Without the cookie the room sees a visitor, who may not post.
    visitor.socket.send(JSON.stringify({ kind: 7, text: '我也问', clientId: 'c2' }));
    await visitor.until(() => visitor.frames.some((frame) => frame.kind === 9), 'the refusal');
    expect(visitor.frames.find((frame) => frame.kind === 9)).toEqual({ kind: 9, reason: '请先登录后再发言' });
    learner.socket.close();
    visitor.socket.close();
  });

  it('an upgrade from another site is refused with 403, a missing room is 404, neither becomes a socket', async () => {
    const cookie = await signIn(site);
    expect(await openSocket(site, liveSocketPath(liveId), { cookie, origin: 'https://evil.example' }).opened).toBe(403);
    expect(await openSocket(site, liveSocketPath(liveId), { origin: 'null' }).opened).toBe(403);
    // Admitted before the upgrade (server/live-socket-admission.ts): the browser reads the 404 itself.
    expect(await openSocket(site, liveSocketPath(99_999)).opened).toBe(404);
  });

  it('a 1 MB frame is cut at the site’s edge with 1009; the room goes on for others', async () => {
    const giant = openSocket(site, liveSocketPath(liveId));
    const other = openSocket(site, liveSocketPath(liveId));
    await Promise.all([giant.opened, other.opened]);
    const closed = new Promise<number>((done) => giant.socket.on('close', (code) => done(code)));
    giant.socket.send('x'.repeat(1024 * 1024));
    expect(await closed).toBe(1009);
    other.socket.send('{"kind":6}');
    await other.until(() => other.frames.some((frame) => frame.kind === 6), 'the heartbeat answer');
    other.socket.close();
  });
});

// Finding 7 (issue 23): caps per client and sign-out, through the site in both modes. Sites of
// their own, so that no socket left closing by the tests above is still counted.
describe.each([['API_UPSTREAM (the proxy)', true]] as const)('live socket limits through the site, %s', (_name, proxied) => {
  let site: Site;
  let upstream: MockApi | undefined;
  let liveId: number;

  beforeAll(async () => {
    if (proxied) {
      upstream = buildMockApi({ liveSimulation: false });
      site = await startSite({ API_UPSTREAM: await upstream.app.listen({ port: 0, host: '127.0.0.1' }) });
    } else {
      site = await startSite();
    }
    liveId = (upstream ?? buildMockApi()).store.catalogue.lives.find((live) => live.status === LiveStatus.LIVE && live.price === 0)!.id;
  });
  afterAll(async () => {
    await site.app.close();
    await upstream?.app.close();
  });

  it('signing out through the site closes the learner’s open socket with 4001; it cannot post any more', async () => {
    const cookie = await signIn(site);
    const learner = openSocket(site, liveSocketPath(liveId), { cookie });
    expect(await learner.opened).toBe(101);
    await learner.until(() => learner.frames.some((frame) => frame.kind === 10), 'the online count');
    const response = await fetch(`${site.origin}/api/user/logout`, { method: 'POST', headers: { cookie, origin: site.origin } });
    expect(response.status).toBe(200);
    expect(await learner.closed).toBe(LIVE_CLOSE.SIGNED_OUT);
  });

  it('one address holds at most 8 visitor sockets: the 9th is closed with 4029 before any frame, the first eight stay', async () => {
    const eight = Array.from({ length: 8 }, () => openSocket(site, liveSocketPath(liveId)));
    expect(await Promise.all(eight.map((socket) => socket.opened))).toEqual(Array(8).fill(101));
    await Promise.all(eight.map((socket) => socket.until(() => socket.frames.some((frame) => frame.kind === 10), 'the count')));
    const ninth = openSocket(site, liveSocketPath(liveId));
    expect(await ninth.closed).toBe(LIVE_CLOSE.TOO_MANY_SOCKETS);
    expect(ninth.frames).toEqual([]);
    eight[0]!.socket.send('{"kind":6}');
    await eight[0]!.until(() => eight[0]!.frames.some((frame) => frame.kind === 6), 'the first still answered');
    for (const socket of eight) socket.socket.close();
    await Promise.all(eight.map((socket) => socket.closed));
  });
});
