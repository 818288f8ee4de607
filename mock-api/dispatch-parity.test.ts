import { afterAll, describe, expect, it, vi } from 'vitest';
import { allEndpoints } from '@shared/api/registry';
import { uploadImage } from '@shared/api/community';
import { uploadMaterial } from '@shared/api/enrollment';
import { changePassword, changePhone, recoverPassword, resetPassword } from '@shared/api/account';
import { cancelRefund } from '@shared/api/order';
import { applyInvoice, cancelInvoiceRequest } from '@shared/api/invoice';
import type { AnyEndpoint } from '@shared/api/define-endpoint';
import { buildMockApi, type MockApi } from './app';
import { scenarios } from './contract-scenarios';
import { probesOf, type Probe } from './contract-scenarios/probes';

// The mock is reached two ways: over HTTP (Fastify's router; the browser's /api, which the site
// injects into the mock) and in process (createDispatch; the SSR loaders). Every endpoint's scenario
// runs down both, each against its own mock, with the probes of contract-scenarios/probes.ts
// (signed out, another method, bad path parameters, bad queries, bad bodies), and the answers must
// be equal: HTTP status and body.

/**
 * Both mocks of a comparison draw the same bytes at the same step (every call resets the generator
 * to the step's seed before it runs), so the tokens, tickets and upload names they answer agree.
 */
const sameDraws = vi.hoisted(() => {
  let state = 1;
  const next = () => {
    // xorshift32: any fixed sequence will do.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  return {
    reset: (seed: number) => (state = seed || 1),
    bytes: (size: number) => Buffer.from(Array.from({ length: size }, () => next() & 0xff)),
    int: (min: number, max: number) => min + (next() % (max - min)),
  };
});
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const randomBytes = (size: number) => sameDraws.bytes(size);
  const randomInt = (min: number, max?: number) => (max === undefined ? sameDraws.int(0, min) : sameDraws.int(min, max));
  return { ...real, default: { ...real, randomBytes, randomInt }, randomBytes, randomInt };
});

/**
 * One clock for every mock: both sides of a comparison answer at the same instant. It moves on
 * between endpoints only, past the community's 10-second wait between two posts.
 */
let now = Date.now();
const STEP_BETWEEN_ENDPOINTS_MS = 15_000;

/**
 * Every endpoint shares one pair of mocks, kept in lockstep (the same calls in the same order on
 * both), so that 120 endpoints do not cost 240 mock builds; except those whose valid call changes
 * what later scenarios rely on (the demo account's password or phone) and those whose scenario picks
 * seeded records earlier ones used up (an invoice title or postal address deleted, a paid order refunded).
 */
const OWN_MOCKS = new Set(
  [changePassword, changePhone, recoverPassword, resetPassword, cancelRefund, applyInvoice, cancelInvoiceRequest].map(
    (endpoint) => endpoint.id,
  ),
);

/** Multipart: the in-process path carries parsed JSON only, and SSR loaders never upload. */
const HTTP_ONLY = new Set([uploadImage.id, uploadMaterial.id]);

interface Pair {
  overHttp: MockApi;
  inProcess: MockApi;
}

const built: MockApi[] = [];
function newPair(): Pair {
  const build = () => {
    const mock = buildMockApi({ now: () => now, liveSimulation: false });
    built.push(mock);
    return mock;
  };
  return { overHttp: build(), inProcess: build() };
}
let shared: Pair | undefined;
afterAll(() => Promise.all(built.map((mock) => mock.app.close())));

let step = 0;

/** The browser's path: Fastify's router, JSON over a fake socket (what the site's /api injects into). */
async function overHttp(mock: MockApi, { method, url, body, token }: Probe) {
  const response = await mock.app.inject({
    method,
    url,
    headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

/** What the HTTP route reads from inject's default Host header (`localhost:80`) as the caller's origin. */
const INJECTED_ORIGIN = 'http://localhost:80';

/** The SSR loaders' path: the in-process dispatch, answered with the mock's own objects. */
async function inProcess(mock: MockApi, { method, url, body, token }: Probe) {
  try {
    return await mock.dispatch({ method, url, token, body, origin: INJECTED_ORIGIN });
  } catch (error) {
    return { threw: String(error) };
  }
}

async function compare(endpoint: AnyEndpoint, pair: Pair) {
  const scenario = scenarios[endpoint.id]!;
  now += STEP_BETWEEN_ENDPOINTS_MS;
  step += 1;
  sameDraws.reset(step);
  const httpCall = await scenario(pair.overHttp);
  sameDraws.reset(step);
  const directCall = await scenario(pair.inProcess);
  // The scenarios prepare the same state on both mocks, down to the tokens they sign in with.
  expect(directCall).toEqual(httpCall);

  // A scenario's own headers (an Origin) are HTTP's; the dispatch is given the origin inject implies.
  for (const probe of probesOf(endpoint, { ...httpCall, headers: undefined })) {
    step += 1;
    sameDraws.reset(step);
    const viaHttp = await overHttp(pair.overHttp, probe);
    sameDraws.reset(step);
    const viaDispatch = await inProcess(pair.inProcess, probe);
    expect.soft(viaDispatch, `${endpoint.id}, ${probe.label}: ${probe.method} ${probe.url.slice(0, 160)}`).toEqual(viaHttp);
    if (probe.label === 'valid') expect(viaHttp.body, `${endpoint.id}: the valid call still succeeds`).toMatchObject({ code: 0 });
  }
}

describe('the in-process dispatch answers exactly as the mock over HTTP', () => {
  it('covers every endpoint of the contract', () => {
    expect(allEndpoints.filter((endpoint) => !scenarios[endpoint.id]).map((endpoint) => endpoint.id)).toEqual([]);
  });

  it.each(allEndpoints.filter((endpoint) => !HTTP_ONLY.has(endpoint.id)).map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s',
    async (_, endpoint) => {
      const pair = OWN_MOCKS.has(endpoint.id) ? newPair() : (shared ??= newPair());
      await compare(endpoint, pair);
    },
  );
});

describe('a handler that crashes', () => {
  it('is answered with the same 500 envelope on both paths, and logged on both', async () => {
    const overHttpLog: Record<string, unknown>[] = [];
    const mock = buildMockApi({
      now: () => now,
      liveSimulation: false,
      logger: { level: 'error', stream: { write: (line: string) => overHttpLog.push(JSON.parse(line) as Record<string, unknown>) } },
    });
    built.push(mock);
    vi.spyOn(mock.store.enrolments, 'favoriteDelta').mockImplementation(() => {
      throw new Error('favoriteDelta broke');
    });
    const inProcessLog: Record<string, unknown>[] = [];
    const pageLog = { error: (fields: object, msg?: string) => inProcessLog.push({ ...fields, msg }) };

    const probe: Probe = { label: 'crash', method: 'GET', url: '/course/7' };
    const viaHttp = await overHttp(mock, probe);
    const viaDispatch = await mock.dispatch({ method: 'GET', url: '/course/7' }, pageLog);

    expect(viaHttp).toEqual({ status: 500, body: { code: 500, msg: '服务器内部错误' } });
    expect(viaDispatch).toEqual(viaHttp);
    expect(overHttpLog).toMatchObject([{ level: 50, msg: 'mock api failure', err: { message: 'favoriteDelta broke' } }]);
    expect(inProcessLog).toMatchObject([{ msg: 'mock api failure', err: new Error('favoriteDelta broke') }]);
  });
});

describe('what only HTTP serves', () => {
  it('the in-process dispatch refuses the multipart upload, files and sockets: a programming error, not an answer', async () => {
    const mock = (shared ??= newPair()).inProcess;
    await expect(mock.dispatch({ method: 'POST', url: uploadImage.path, body: {} })).rejects.toThrow('is not served in process');
    await expect(mock.dispatch({ method: 'POST', url: `${uploadMaterial.path}?kind=photo`, body: {} })).rejects.toThrow(
      'is not served in process',
    );
    await expect(mock.dispatch({ method: 'GET', url: '/enrollment/file/abcdefgh12' })).rejects.toThrow('is not served in process');
    await expect(mock.dispatch({ method: 'GET', url: '/media/cover/1.svg' })).rejects.toThrow('is not served in process');
    await expect(mock.dispatch({ method: 'GET', url: '/live/1/socket' })).rejects.toThrow('is not served in process');
  });
});
