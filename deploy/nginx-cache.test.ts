// deploy/nginx.conf's page cache for real: Debian's nginx on loopback in front of two instances of the
// production build (child processes) sharing the standalone mock API, so a session works on either.
// A second nginx, same file, fronts two tiny upstreams that answer exactly the headers a case needs.
import { createServer, type Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandaloneMock, type MockApi } from '@skill/mock-api';
import { startServerProcess, type ServerProcess } from '../server/test-support/server-process';
import { closedPort } from '../server/test-support/echo-upstream';
import { loopbackSiteConfig, startedServers, startNginx } from './test-support/system-servers';
import { call, logLines, untilReady, type Answer } from './test-support/http';

const servers = startedServers();
let mock: MockApi | undefined;
let instances: ServerProcess[] = [];
let site: string;

const portOf = (url: string) => Number(new URL(url).port);
/** Page requests the two instances answered for a path (whatever nginx answered itself never reaches them). */
const rendered = (path: string) =>
  instances.reduce(
    (sum, instance) =>
      sum + logLines(instance.stdout(), (line) => line.msg === 'request completed' && line.path === path && line.method === 'GET').length,
    0,
  );

beforeAll(async () => {
  mock = await buildStandaloneMock({ LOG_LEVEL: 'silent', MOCK_LIVE_SIMULATION: '0' });
  const api = await mock.app.listen({ port: 0, host: '127.0.0.1' });
  const env = { API_UPSTREAM: api, TRUST_PROXY: '127.0.0.1', MOCK_LIVE_SIMULATION: '0' };
  instances = await Promise.all([servers.track(startServerProcess(env)), servers.track(startServerProcess(env))]);
  await Promise.all(instances.map((instance) => untilReady(instance.url)));
  const port = await closedPort();
  await servers.track(
    startNginx(
      loopbackSiteConfig(
        port,
        instances.map((instance) => portOf(instance.url)),
      ),
    ),
  );
  site = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  await servers.stopAll();
  await mock?.app.close();
}, 60_000);

/** A learner of the shared mock API with a nickname of their own, and the cookie of a session. */
function learner(nickname: string) {
  const store = mock!.store;
  const account = store.addAccount({
    phone: `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    passwordHash: 'x:y',
    nickname,
    gender: 0,
    signature: '',
    realNameVerified: false,
    coinBalance: 0,
    wechatOpenId: null,
    createdAt: '2026-11-22T09:00:00+08:00',
  });
  return { nickname, cookie: `skill_token=${store.issueToken(account.id)}` };
}

const page = (path: string, headers: Record<string, string> = {}) =>
  call(`${site}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
const cacheStatus = (answer: Answer) => answer.headers['x-proxy-cache'];

describe('deploy/nginx.conf’s page cache in front of two instances', () => {
  it('serves anonymous /course from its cache: rendered once, a HIT on the second request, the same bytes', async () => {
    const before = rendered('/course');
    const first = await page('/course');
    expect(first.status).toBe(200);
    expect(cacheStatus(first)).toBe('MISS');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(first.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    const second = await page('/course');
    expect(cacheStatus(second)).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    for (let index = 0; index < 5; index += 1) expect(cacheStatus(await page('/course'))).toBe('HIT');
    await expect.poll(() => rendered('/course')).toBe(before + 1);
    // Each encoding is a variant of its own (Vary: Accept-Encoding), kept like the first: the same
    // page once decoded (maybe the other instance's render of it, whose hydration state has its own timestamps).
    const brFirst = await page('/course', { 'accept-encoding': 'br' });
    const br = await page('/course', { 'accept-encoding': 'br' });
    expect(cacheStatus(br)).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brFirst.body)).toBe(true);
    expect(brotliDecompressSync(br.body).toString('utf8')).toMatch(/^<!DOCTYPE html>.*<title>课程 - 技能学堂<\/title>/);
  });

  it('asks the instances once when many visitors want the same uncached page at once (the lock)', async () => {
    const before = rendered('/live');
    const answers = await Promise.all(Array.from({ length: 6 }, () => page('/live')));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers.filter((answer) => cacheStatus(answer) === 'MISS')).toHaveLength(1);
    await expect.poll(() => rendered('/live')).toBe(before + 1);
  });

  it('two learners interleaved with anonymous visitors: no learner gets a cached page or leaves one behind', async () => {
    const one = learner('缓存甲学员');
    const two = learner('缓存乙学员');
    const learners = [one, two];
    // /news first asked by a learner: what an anonymous visitor gets next must be rendered for them.
    const paths = ['/news', '/course', '/exam'];
    const anonymousPages = new Map<string, Buffer>();
    for (let round = 0; round < 3; round += 1) {
      for (const path of paths) {
        for (const visitor of [one, undefined, two, undefined]) {
          const answer = await page(path, visitor ? { cookie: visitor.cookie } : {});
          const where = `${path} round ${round} ${visitor?.nickname ?? 'anonymous'}`;
          expect(answer.status, where).toBe(200);
          if (visitor) {
            expect(cacheStatus(answer), where).toBe('BYPASS');
            expect(answer.headers['cache-control'], where).toBe('private, no-store');
            // Streamed to the learner (X-Accel-Buffering: no from the app, which nginx obeys and keeps to itself).
            expect(answer.headers['x-accel-buffering'], where).toBeUndefined();
            expect(answer.text, where).toContain(`账号菜单：${visitor.nickname}`);
            for (const other of learners.filter((candidate) => candidate !== visitor))
              expect(answer.text, where).not.toContain(other.nickname);
          } else {
            for (const someone of learners) expect(answer.text, where).not.toContain(someone.nickname);
            expect(answer.text, where).toContain('登录 / 注册');
            const earlier = anonymousPages.get(path);
            // The first anonymous request of /news and /exam renders (the learners' answers were not stored); then HITs of that one page.
            if (earlier) {
              expect(cacheStatus(answer), where).toBe('HIT');
              expect(answer.body.equals(earlier), where).toBe(true);
            } else if (path !== '/course') expect(cacheStatus(answer), where).toBe('MISS');
            anonymousPages.set(path, answer.body);
          }
        }
      }
    }
    // Any session cookie counts, under either name and whatever its value: bypassed.
    for (const cookie of ['skill_token=', '__Host-skill_token=x', 'theme=dark; skill_token=stale']) {
      expect(cacheStatus(await page('/course', { cookie })), cookie).toBe('BYPASS');
    }
  });
});

/** An upstream answering what each path says: public for a minute, with or without a cookie, or fresh for one second. */
function fakeUpstream(hits: Map<string, number>): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const count = (hits.get(path) ?? 0) + 1;
    hits.set(path, count);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('vary', 'Cookie, accept-encoding');
    if (path === '/short') response.setHeader('cache-control', 'public, max-age=0, s-maxage=1, stale-while-revalidate=60');
    else response.setHeader('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    if (path === '/sets-cookie') response.setHeader('set-cookie', 'skill_token=fresh; Path=/; HttpOnly');
    response.end(`<!DOCTYPE html><p>${path} #${count}</p>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('deploy/nginx.conf’s page cache, by the headers of the answer', () => {
  const hits = new Map<string, number>();
  const fakes: Server[] = [];
  let edge: string;
  beforeAll(async () => {
    fakes.push(await fakeUpstream(hits), await fakeUpstream(hits));
    const port = await closedPort();
    await servers.track(
      startNginx(
        loopbackSiteConfig(
          port,
          fakes.map((fake) => (fake.address() as { port: number }).port),
        ),
      ),
    );
    edge = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await Promise.all(fakes.map((fake) => new Promise((resolve) => fake.close(resolve))));
  });
  const get = (path: string) => call(`${edge}${path}`);

  it('keeps a public answer, never one that sets a cookie', async () => {
    expect(cacheStatus(await get('/plain'))).toBe('MISS');
    expect(cacheStatus(await get('/plain'))).toBe('HIT');
    expect(hits.get('/plain')).toBe(1);
    for (let index = 0; index < 3; index += 1) {
      const answer = await get('/sets-cookie');
      expect(cacheStatus(answer)).toBe('MISS');
      expect(answer.headers['set-cookie']).toEqual(['skill_token=fresh; Path=/; HttpOnly']);
    }
    expect(hits.get('/sets-cookie')).toBe(3);
  });

  it('serves a page past s-maxage stale while one request refreshes it, then the fresh one', async () => {
    expect((await get('/short')).text).toContain('#1');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const stale = await get('/short');
    expect(cacheStatus(stale)).toBe('STALE');
    expect(stale.text).toContain('#1');
    // Refreshed by nginx in the background, once.
    await expect.poll(async () => (await get('/short')).text).toContain('#2');
    const refreshed = await get('/short');
    expect(cacheStatus(refreshed)).toBe('HIT');
    expect(hits.get('/short')).toBe(2);
  });
});
