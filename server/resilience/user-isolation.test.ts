import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'undici';
import { buildTestApp, type TestApp } from '../test-support/app';
import { hydrationState } from '../test-support/html';

/**
 * Two learners and anonymous visitors interleaved under load, over real HTTP: every page, its
 * hydration state and every /api answer holds only its own learner's data, anonymous answers
 * nobody's, and signed-in HTML is never cacheable. The anonymous requests go to the same
 * cacheable pages the learners load (/, /course, a course), in both Accept-Encodings, so an
 * anonymous page cache that stored or served a signed-in page — or a signed-in request served
 * from it — shows up here.
 */

const REQUESTS = 200;
/** In flight at once (the rest queue on the agent): enough to interleave renders. */
const CONNECTIONS = 16;

interface Learner {
  label: string;
  nickname: string;
  cookie: string;
  enrolled: number[];
  favourites: number[];
}

type Visitor = Learner | null;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };

/** The signed-in user the page hands to the browser (TanStack Query's ['session', 'self'] entry), if any. */
function selfInState(state: Record<string, unknown>): { nickname?: string } | null {
  const queries = (state.query as { queries: { queryKey: unknown; state: { data: unknown } }[] }).queries;
  const self = queries.find((query) => JSON.stringify(query.queryKey) === '["session","self"]');
  return (self?.state.data as { nickname?: string } | null | undefined) ?? null;
}

const idsIn = (html: string, pattern: RegExp) =>
  [...new Set([...html.matchAll(pattern)].map((match) => Number(match[1])))].sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('two learners and anonymous visitors interleaved', () => {
  let app: TestApp;
  let base: string;
  const agent = new Agent({ connections: CONNECTIONS });
  let alice: Learner;
  let bob: Learner;

  async function get(url: string, visitor: Visitor, encoding: string): Promise<Answer> {
    const response = await request(`${base}${url}`, {
      dispatcher: agent,
      headers: { 'accept-encoding': encoding, ...(visitor ? { cookie: visitor.cookie } : {}) },
    });
    const raw = Buffer.from(await response.body.arrayBuffer());
    const coding = String(response.headers['content-encoding'] ?? 'identity');
    const decode = DECODERS[coding];
    expect(coding === 'identity' || decode !== undefined, `${url} in ${coding}`).toBe(true);
    return { status: response.statusCode, headers: response.headers, body: (decode ? decode(raw) : raw).toString('utf8') };
  }

  beforeAll(async () => {
    // Isolation is the subject, not saturation: on a busy machine 16 renders at once can delay the
    // event loop past under-pressure's 2 s, and its 503s would hide the answers under test.
    app = await buildTestApp({}, { pressure: { maxEventLoopDelay: 0 } });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    const store = app.mockApi.store;
    const free = store.catalogue.courses.filter((course) => course.isFree).map((course) => course.id);
    const learner = (label: string, phone: string, enrolled: number[], favourites: number[]): Learner => {
      const nickname = `隔离测试${label}${phone.slice(-4)}`;
      const account = store.addAccount({
        phone,
        passwordHash: 'x:y',
        nickname,
        gender: 0,
        signature: '',
        realNameVerified: false,
        coinBalance: 0,
        wechatOpenId: null,
        createdAt: '2026-11-22T09:00:00+08:00',
      });
      for (const [index, id] of enrolled.entries()) store.enrolments.enrol(account.id, id, store.now() - index * 60_000);
      return { label, nickname, cookie: `skill_token=${store.issueToken(account.id)}`, enrolled, favourites };
    };
    alice = learner('甲', '13655550001', free.slice(0, 3), free.slice(6, 8));
    bob = learner('乙', '13655550002', free.slice(3, 5), free.slice(8, 11));
    // Favourites through the API, as the course page's button does.
    for (const someone of [alice, bob]) {
      for (const id of someone.favourites) {
        const response = await request(`${base}/api/learning/favorites/course/${id}`, {
          method: 'PUT',
          dispatcher: agent,
          headers: { cookie: someone.cookie },
        });
        expect(((await response.body.json()) as { code: number }).code).toBe(0);
      }
    }
  });
  afterAll(async () => {
    await agent.close();
    await app?.close();
  });

  /** What one learner's answer to one URL must show, and never show. */
  function expectOwn(url: string, visitor: Learner, other: Learner, answer: Answer) {
    const where = `${visitor.label} ${url}`;
    expect(answer.status, where).toBe(200);
    expect(answer.body, where).not.toContain(other.nickname);
    if (url.startsWith('/api/')) {
      const body = JSON.parse(answer.body) as { code: number; data: { user?: { nickname: string }; list?: { id: number }[] } };
      expect(body.code, where).toBe(0);
      if (url === '/api/user/self') expect(body.data.user?.nickname, where).toBe(visitor.nickname);
      if (url.startsWith('/api/learning/favorites'))
        expect(sorted(body.data.list!.map((item) => item.id)), where).toEqual(sorted(visitor.favourites));
      return;
    }
    expect(answer.headers['cache-control'], where).toMatch(/private.*no-store|no-store.*private/);
    expect(answer.body, where).toContain(visitor.nickname);
    const state = hydrationState(answer.body);
    expect(state.hasToken, where).toBe(true);
    expect(selfInState(state)?.nickname, where).toBe(visitor.nickname);
    const stateText = JSON.stringify(state);
    expect(stateText, where).toContain(visitor.nickname);
    expect(stateText, where).not.toContain(other.nickname);
    if (url === '/study') expect(idsIn(answer.body, /href="\/course\/(\d+)\/play/g), where).toEqual(sorted(visitor.enrolled));
    if (url === '/collect')
      expect(
        idsIn(answer.body, /href="\/course\/(\d+)"/g).filter((id) => [...alice.favourites, ...bob.favourites].includes(id)),
        where,
      ).toEqual(sorted(visitor.favourites));
  }

  function expectAnonymous(url: string, answer: Answer) {
    expect(answer.status, url).toBe(200);
    expect(answer.headers['set-cookie'], url).toBeUndefined();
    for (const someone of [alice, bob]) expect(answer.body, url).not.toContain(someone.nickname);
    const state = hydrationState(answer.body);
    expect(state.hasToken, url).toBe(false);
    expect(selfInState(state), url).toBeNull();
  }

  it(`${REQUESTS} requests in flight together: each answer is its own visitor’s`, async () => {
    const course = alice.enrolled[0]!;
    const SIGNED_IN_URLS = ['/study', '/collect', '/', `/course/${course}`, '/course', '/api/user/self', '/api/learning/favorites', '/'];
    const ANONYMOUS_URLS = ['/', '/course', `/course/${course}`, '/news'];
    const jobs = Array.from({ length: REQUESTS }, (_, index) => {
      const who = index % 5;
      const encoding = index % 2 === 0 ? 'gzip' : 'identity';
      if (who === 4) {
        const url = ANONYMOUS_URLS[((index / 5) % ANONYMOUS_URLS.length) | 0]!;
        return get(url, null, encoding).then((answer) => expectAnonymous(url, answer));
      }
      const [visitor, other] = who % 2 === 0 ? [alice, bob] : [bob, alice];
      const url = SIGNED_IN_URLS[index % SIGNED_IN_URLS.length]!;
      return get(url, visitor, encoding).then((answer) => expectOwn(url, visitor, other, answer));
    });
    const outcomes = await Promise.allSettled(jobs);
    const failures = outcomes
      .filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
      .map((outcome) => String(outcome.reason).slice(0, 300));
    expect(failures).toEqual([]);
  }, 90_000);
});
