import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { buildTestApp } from '../test-support/app';
import { closedPort } from '../test-support/echo-upstream';
import { faults, startFaultUpstream, type FaultUpstream } from '../test-support/fault-upstream';
import { textOf, titleOf } from '../test-support/html';
import { upstreamTransport } from '../upstream-transport';

/**
 * What a page and /api answer when the product API (API_UPSTREAM) misbehaves. The rule, for pages:
 * a render that failed because the API did is the Chinese error document with a gateway status —
 * 504 when the API was slower than API_TIMEOUT_MS, 502 when it could not be reached, dropped the
 * connection or answered something unreadable, and the API's own status when it answered a 5xx
 * (500 stays 500, 503 stays 503), which is also what /api passes on. /api answers 504/502 in the
 * JSON envelope, passes an upstream 5xx on as it is unless it is not JSON (then the envelope, same
 * status), and streams bodies unparsed (a malformed 200 goes through). Nothing is ever retried.
 */

/**
 * under-pressure off: a first render on a busy machine can stall the loop past its 2 s, and its
 * 503 error page would pass for the upstream's 503 below.
 */
const NO_PRESSURE = { pressure: { maxEventLoopDelay: 0 } };

const COURSE = 'GET /course/7';
/** A fresh query per request: no anonymous page cache can answer instead of the loaders. */
let sequence = 0;
const coursePage = () => `/course/7?fault=${(sequence += 1)}`;

/** The self-contained error document: status, Chinese title, its own CSP, never cached. */
function expectErrorDocument(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  title: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['content-security-policy']).toMatch(/script-src/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(titleOf(response.body)).toBe(`${title} - 技能学堂`);
  expect(textOf(response.body)).toContain('返回首页');
}

function expectEnvelope(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ code: status, msg: expect.stringMatching(/[\u4e00-\u9fff]/) });
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await run();
  return [result, Date.now() - started];
}

describe('API_UPSTREAM misbehaving', () => {
  let upstream: FaultUpstream;
  /** API_TIMEOUT_MS far above every bound asserted here: a fast answer cannot be the timeout. */
  let patient: FastifyInstance;
  let impatient: FastifyInstance;

  beforeAll(async () => {
    upstream = await startFaultUpstream();
    [patient, impatient] = await Promise.all([
      buildTestApp({ API_UPSTREAM: upstream.url, API_TIMEOUT_MS: '20000' }, NO_PRESSURE),
      buildTestApp({ API_UPSTREAM: upstream.url, API_TIMEOUT_MS: '400' }, NO_PRESSURE),
    ]);
  });
  afterEach(() => upstream.clear());
  afterAll(async () => {
    await Promise.all([patient?.close(), impatient?.close()]);
    await upstream?.close();
  });

  it('the course page renders from the upstream when it behaves (the baseline the faults below break)', async () => {
    const response = await patient.inject(coursePage());
    expect(response.statusCode).toBe(200);
    expect(upstream.hits(COURSE)).toBeGreaterThan(0);
  });

  describe('slower than API_TIMEOUT_MS', () => {
    it('page → 504 error document, and the upstream call is given up, not left running', async () => {
      upstream.set(COURSE, faults.delay(10_000));
      const abandoned = upstream.nextAbandoned(COURSE);
      const response = await impatient.inject(coursePage());
      expectErrorDocument(response, 504, '服务响应超时');
      expect(await abandoned).toBeLessThan(5_000);
    });

    it('page → 504 also when the answer starts and then stalls (body timeout)', async () => {
      upstream.set(COURSE, (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' }).write('{"code":0,');
      });
      expectErrorDocument(await impatient.inject(coursePage()), 504, '服务响应超时');
    });

    it('/api → 504 envelope', async () => {
      upstream.set(COURSE, faults.delay(10_000));
      expectEnvelope(await impatient.inject('/api/course/7'), 504);
    });
  });

  describe('answering 5xx', () => {
    it.each([
      [500, '系统错误'],
      [502, '服务暂不可用'],
      [503, '服务繁忙'],
    ])('page → upstream %i gives the error document with the same status', async (status, title) => {
      upstream.set(COURSE, faults.status(status));
      expectErrorDocument(await patient.inject(coursePage()), status, title);
    });

    it('/api → an upstream 503 in JSON is passed on as it is (status and body)', async () => {
      upstream.set(COURSE, faults.status(503, JSON.stringify({ code: 503, msg: '维护中' })));
      const response = await patient.inject('/api/course/7');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 503, msg: '维护中' });
    });

    it('/api → an upstream 5xx that is not JSON (its own proxy’s HTML page) becomes the envelope, same status', async () => {
      upstream.set(COURSE, faults.status(502, '<html><h1>502 Bad Gateway</h1></html>', 'text/html'));
      expectEnvelope(await patient.inject('/api/course/7'), 502);
    });
  });

  describe('dropping the connection', () => {
    it('page → a fast 502 when the upstream resets before answering', async () => {
      upstream.set(COURSE, faults.reset());
      const [response, ms] = await timed(() => patient.inject(coursePage()));
      expectErrorDocument(response, 502, '服务暂不可用');
      expect(ms).toBeLessThan(2_000);
    });

    it('page → 502 when the upstream drops the connection halfway through its answer', async () => {
      upstream.set(COURSE, faults.resetMidBody());
      expectErrorDocument(await patient.inject(coursePage()), 502, '服务暂不可用');
    });

    it('/api → a fast 502 envelope when the upstream resets before answering', async () => {
      upstream.set(COURSE, faults.reset());
      const [response, ms] = await timed(() => patient.inject('/api/course/7'));
      expectEnvelope(response, 502);
      expect(ms).toBeLessThan(2_000);
    });

    it('/api → the answer is cut off too when the upstream drops it halfway (never a complete 200)', async () => {
      upstream.set(COURSE, faults.resetMidBody());
      // Over real HTTP: inject would only see a stream error, not what a browser sees.
      const base = await patient.listen({ port: 0, host: '127.0.0.1' });
      const outcome = await new Promise<string>((resolve) => {
        const req = httpRequest(`${base}/api/course/7`, (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve(`complete ${res.statusCode}`));
          res.on('aborted', () => resolve('aborted'));
          res.on('error', () => resolve('aborted'));
        });
        req.on('error', () => resolve('aborted'));
        req.end();
      });
      expect(outcome).toBe('aborted');
    });
  });

  describe('refusing connections (nothing listens)', () => {
    let refused: FastifyInstance;
    beforeAll(async () => {
      refused = await buildTestApp({ API_UPSTREAM: `http://127.0.0.1:${await closedPort()}`, API_TIMEOUT_MS: '20000' }, NO_PRESSURE);
    });
    afterAll(() => refused?.close());

    it('page → a fast 502 error document', async () => {
      const [response, ms] = await timed(() => refused.inject(coursePage()));
      expectErrorDocument(response, 502, '服务暂不可用');
      expect(ms).toBeLessThan(2_000);
    });

    it('/api → a fast 502 envelope', async () => {
      const [response, ms] = await timed(() => refused.inject('/api/course/7'));
      expectEnvelope(response, 502);
      expect(ms).toBeLessThan(2_000);
    });
  });

  describe('malformed JSON', () => {
    it('page → 502 error document (an answer the site cannot read)', async () => {
      upstream.set(COURSE, faults.malformedJson());
      expectErrorDocument(await patient.inject(coursePage()), 502, '服务暂不可用');
    });

    it('/api → streamed through as sent: the proxy never parses bodies (the browser’s API client reads a non-envelope as 服务器内部错误)', async () => {
      upstream.set(COURSE, faults.malformedJson());
      const response = await patient.inject('/api/course/7');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"code":0,"data":{"list":[{"id":1,');
    });
  });

  describe('retries: none, for any method (a retried POST could sign in or send an SMS twice; a retried GET holds the visitor)', () => {
    it('/api POST reset by the upstream reaches it exactly once', async () => {
      upstream.set('POST /user/login', faults.reset());
      const before = upstream.hits('POST /user/login');
      const response = await patient.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { account: '13900139000', security: 'Demo@1234', loginType: 1 },
      });
      expectEnvelope(response, 502);
      expect(upstream.hits('POST /user/login')).toBe(before + 1);
    });

    it('/api GET reset by the upstream reaches it exactly once too', async () => {
      upstream.set(COURSE, faults.reset());
      const before = upstream.hits(COURSE);
      expectEnvelope(await patient.inject('/api/course/7'), 502);
      expect(upstream.hits(COURSE)).toBe(before + 1);
    });

    it('a page’s loader call reset by the upstream is made exactly once', async () => {
      upstream.set(COURSE, faults.reset());
      const before = upstream.hits(COURSE);
      expect((await patient.inject(coursePage())).statusCode).toBe(502);
      expect(upstream.hits(COURSE)).toBe(before + 1);
    });

    it('the loaders’ transport sends a POST reset by the upstream exactly once', async () => {
      upstream.set('POST /user/login', faults.reset());
      const before = upstream.hits('POST /user/login');
      const transport = upstreamTransport(upstream.url, 20_000);
      try {
        const call = transport.factory({ token: undefined, client: { ip: '127.0.0.1', host: 'localhost', protocol: 'http' } });
        await expect(call({ method: 'POST', path: '/user/login', body: { account: '13900139000' } })).rejects.toThrow();
        expect(upstream.hits('POST /user/login')).toBe(before + 1);
      } finally {
        await transport.close();
      }
    });
  });

  it('after every fault above, the same instances serve pages and /api as before', async () => {
    for (const app of [patient, impatient]) {
      expect((await app.inject(coursePage())).statusCode).toBe(200);
      expect((await app.inject('/api/course/7')).json()).toMatchObject({ code: 0 });
    }
  });
});
