import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { LiveStatus } from '@shared/enums/live';
import { liveSocketPath } from '@shared/schemas/live-frames';
import { buildMockApi, type MockApi } from '@skill/mock-api';
import { buildApp } from './app';
import { loadConfig } from './config';

/**
 * W3C Trace Context through the site (server/trace-context.ts): a visitor's valid traceparent is
 * continued on every API call made for the request — the /api proxy's and the page loaders' —
 * with the same trace id and a fresh parent-id per call; anything else starts a new trace. The
 * request's log lines and each upstream call's line name the trace, and the answer's
 * traceresponse names it for operators. Against the standalone mock over HTTP, as in production.
 */

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const TRACEPARENT = /^00-([\da-f]{32})-([\da-f]{16})-(0[01])$/;

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; traceId?: string };
type Seen = { path: string; headers: IncomingHttpHeaders };

function logCollector() {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } };
}

const partsOf = (traceparent: unknown) => {
  const match = TRACEPARENT.exec(String(traceparent));
  expect(match, `a version 00 traceparent: ${String(traceparent)}`).not.toBeNull();
  return { traceId: match![1]!, spanId: match![2]!, flags: match![3]! };
};

let requestCount = 0;
const nextRequestId = () => `trace-test-${String(++requestCount).padStart(4, '0')}`;

describe('tracing through the proxy and the SSR transport (the mock over HTTP)', () => {
  let mock: MockApi;
  let site: FastifyInstance;
  const siteLog = logCollector();
  const mockLog = logCollector();
  const seen: Seen[] = [];

  beforeAll(async () => {
    mock = buildMockApi({ liveSimulation: false, logger: { level: 'info', stream: mockLog.stream } });
    // What the API received, header by header, per call.
    mock.app.addHook('onRequest', async (request) => void seen.push({ path: request.url.split('?', 1)[0]!, headers: request.headers }));
    const upstream = await mock.app.listen({ port: 0, host: '127.0.0.1' });
    site = await buildApp(
      // TRUST_PROXY names inject's loopback peer, as it would nginx: its X-Request-Id then names the request's lines.
      loadConfig({
        API_UPSTREAM: upstream,
        LOG_LEVEL: 'debug',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        PAGE_CACHE_MAX_MB: '0',
        TRUST_PROXY: '127.0.0.1',
      }),
      { logStream: siteLog.stream },
    );
    await site.ready();
  });
  beforeEach(() => void (seen.length = 0));
  afterAll(async () => {
    await site?.close();
    await mock?.app.close();
  });

  const linesOf = (reqId: string) => siteLog.lines.filter((line) => line.reqId === reqId);

  it('/api: continues a valid traceparent with a fresh parent-id, passes its tracestate on, and logs the trace', async () => {
    const reqId = nextRequestId();
    const response = await site.inject({
      url: '/api/home/index',
      headers: {
        'x-request-id': reqId,
        traceparent: `00-${TRACE_ID}-${PARENT_ID}-01`,
        tracestate: 'rojo=00f067aa0ba902b7, congo=t61rcWkgMzE',
      },
    });
    expect(response.statusCode).toBe(200);
    const [call] = seen.filter((entry) => entry.path === '/home/index');
    const sent = partsOf(call!.headers.traceparent);
    expect(sent.traceId).toBe(TRACE_ID);
    expect(sent.flags).toBe('01');
    expect(sent.spanId).not.toBe(PARENT_ID);
    expect(call!.headers.tracestate).toBe('rojo=00f067aa0ba902b7,congo=t61rcWkgMzE');

    // The answer names the site's own span of the request: same trace, neither the visitor's id nor the call's.
    const answered = partsOf(response.headers.traceresponse);
    expect(answered.traceId).toBe(TRACE_ID);
    expect([PARENT_ID, sent.spanId]).not.toContain(answered.spanId);

    const lines = linesOf(reqId);
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({ traceId: TRACE_ID, status: 200 });
    expect(lines.find((line) => line.msg === 'upstream call')).toMatchObject({
      traceId: TRACE_ID,
      spanId: sent.spanId,
      path: '/api/home/index',
    });
    // The mock's own request line shows the traceparent it was sent.
    expect(mockLog.lines.some((line) => line.traceparent === call!.headers.traceparent)).toBe(true);
  });

  it('/api: an invalid traceparent starts a new trace, and its tracestate is not passed on', async () => {
    for (const traceparent of [
      `00-${TRACE_ID.toUpperCase()}-${PARENT_ID}-01`,
      `00-${'0'.repeat(32)}-${PARENT_ID}-01`,
      `00-${TRACE_ID}-${'0'.repeat(16)}-01`,
      `ff-${TRACE_ID}-${PARENT_ID}-01`,
      `00-${TRACE_ID}-${PARENT_ID}-01-extra`,
      '<script>alert(1)</script>',
    ]) {
      seen.length = 0;
      const reqId = nextRequestId();
      const response = await site.inject({ url: '/api/home/index', headers: { 'x-request-id': reqId, traceparent, tracestate: 'rojo=1' } });
      const sent = partsOf(seen[0]!.headers.traceparent);
      expect(sent.traceId, traceparent).not.toBe(TRACE_ID);
      expect(seen[0]!.headers.tracestate).toBeUndefined();
      expect(partsOf(response.headers.traceresponse).traceId).toBe(sent.traceId);
      expect(linesOf(reqId).find((line) => line.msg === 'request completed')?.traceId).toBe(sent.traceId);
    }
  });

  it('/api: without a traceparent each request is a new trace of its own', async () => {
    const traceIds = [];
    for (let index = 0; index < 2; index += 1) {
      seen.length = 0;
      const response = await site.inject({ url: '/api/home/index' });
      const sent = partsOf(seen[0]!.headers.traceparent);
      expect(partsOf(response.headers.traceresponse).traceId).toBe(sent.traceId);
      traceIds.push(sent.traceId);
    }
    expect(traceIds[0]).not.toBe(traceIds[1]);
  });

  it('a future version is continued as version 00, its extra fields dropped', async () => {
    await site.inject({ url: '/api/home/index', headers: { traceparent: `cc-${TRACE_ID}-${PARENT_ID}-01-what-the-future-will-be-like` } });
    const sent = partsOf(seen[0]!.headers.traceparent);
    expect(sent).toMatchObject({ traceId: TRACE_ID, flags: '01' });
  });

  it('SSR: every loader call of a page continues the trace, each with a parent-id of its own, each logged', async () => {
    const reqId = nextRequestId();
    const response = await site.inject({
      url: '/course',
      headers: { 'x-request-id': reqId, traceparent: `00-${TRACE_ID}-${PARENT_ID}-00` },
    });
    expect(response.statusCode).toBe(200);
    expect(seen.length).toBeGreaterThan(1);
    const sent = seen.map((call) => partsOf(call.headers.traceparent));
    expect(new Set(sent.map((call) => call.traceId))).toEqual(new Set([TRACE_ID]));
    // The visitor's flags go on: not sampled stays not sampled.
    expect(new Set(sent.map((call) => call.flags))).toEqual(new Set(['00']));
    const spanIds = sent.map((call) => call.spanId);
    expect(new Set(spanIds).size).toBe(spanIds.length);
    expect(spanIds).not.toContain(PARENT_ID);
    expect(spanIds).not.toContain(partsOf(response.headers.traceresponse).spanId);

    const lines = linesOf(reqId);
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({ traceId: TRACE_ID, status: 200 });
    const callLines = lines.filter((line) => line.msg === 'upstream call');
    expect(callLines.map((line) => line.spanId).sort()).toEqual([...spanIds].sort());
    for (const line of callLines) expect(line).toMatchObject({ traceId: TRACE_ID, status: 200 });
  });

  it('the live room socket: the upgrade carries a span of the request’s trace to the API', async () => {
    const origin = await site.listen({ port: 0, host: '127.0.0.1' });
    const live = mock.store.catalogue.lives.find((candidate) => candidate.status === LiveStatus.LIVE && candidate.price === 0)!;
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api${liveSocketPath(live.id)}`, {
      headers: { origin, traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` },
    });
    const opened = await new Promise<boolean>((done) => {
      socket.once('open', () => done(true));
      socket.once('error', () => done(false));
    });
    expect(opened).toBe(true);
    // The proxy opens its own socket to the API once the visitor's is open.
    const upgradeSeen = () => seen.find((call) => call.headers.upgrade === 'websocket');
    for (let waited = 0; !upgradeSeen() && waited < 4000; waited += 20) await new Promise((wait) => setTimeout(wait, 20));
    socket.close();
    const upgrade = upgradeSeen();
    const sent = partsOf(upgrade!.headers.traceparent);
    expect(sent.traceId).toBe(TRACE_ID);
    expect(sent.spanId).not.toBe(PARENT_ID);
  });

  it('SSR: never forwards the visitor’s own headers with the trace (the allow-list stands)', async () => {
    await site.inject({
      url: '/course',
      headers: { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01`, 'x-visitor-secret': 'no', cookie: 'a=b' },
    });
    for (const call of seen) {
      expect(call.headers['x-visitor-secret']).toBeUndefined();
      expect(call.headers.cookie).toBeUndefined();
    }
  });

  it('every kind of answer names the trace: a page, a refusal, a not-found, a bad URL, an oversized body, a static file', async () => {
    const traceparent = `00-${TRACE_ID}-${PARENT_ID}-01`;
    const answers = await Promise.all([
      site.inject({ url: '/', headers: { traceparent } }),
      site.inject({ url: '/no-such-page', headers: { traceparent } }),
      site.inject({ url: '/api/__mock/sms/latest', headers: { traceparent } }),
      site.inject({ url: '/course/%E0%A4%A', headers: { traceparent } }),
      site.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { traceparent, 'content-type': 'application/json' },
        payload: JSON.stringify({ account: 'x'.repeat(200_000), security: 'x', loginType: 1 }),
      }),
      site.inject({ url: '/robots.txt', headers: { traceparent } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 404, 400, 413, 200]);
    for (const answer of answers) expect(partsOf(answer.headers.traceresponse).traceId).toBe(TRACE_ID);
  });
});
