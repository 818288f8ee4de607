import type { FastifyInstance } from 'fastify';
import { buildMockApi, devControls, type MockApi } from '@skill/mock-api';
import { jsonOrUndefined } from '@shared/lib/parse-json';

/**
 * The contract scenarios (mock-api/contract-scenarios/) were written against a mock in process: they
 * call its `app.inject` and read its `store` (a seeded course id, the SMS code just sent). To replay
 * them against any backend over HTTP, they get this stand-in: `app.inject` sends each request to the
 * upstream, and the same request to a local "shadow" mock, so that the shadow's store follows the
 * upstream's state and the scenarios' reads of it stay true. What the two answer differently (tokens,
 * tickets, upload names: random on each side) is learned from each pair of answers and translated
 * both ways. An SMS code the shadow sent is replaced by the upstream's (its /__mock/sms/latest), and
 * the shadow's clock moves with the upstream's (/__mock/clock/advance) when the upstream has them.
 */

export interface Upstream {
  /** The API root: endpoint paths are appended to it (`http://127.0.0.1:3100`, `https://api.example.com/v1`). */
  api: string;
  /** Where the mock's developer controls are (`{api}/__mock` by default); null when the upstream has none. */
  controls: string | null;
  /** The Origin header sent with every request (the upstream's own origin by default). */
  origin: string;
}

/** One request and its two answers, kept for the report. */
export interface Exchange {
  method: string;
  url: string;
  status: number;
  body: string;
}

interface InjectOptions {
  method?: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** What the scenarios read of Fastify's inject response. */
export interface InjectLike {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  payload: string;
  json: () => unknown;
}

/** An upstream that has not answered by then is reported as not answering. */
const ANSWER_TIMEOUT_MS = 15_000;

/** Values translated only when a whole string equals them, below this length (SMS codes, short ids). */
const SUBSTRING_MIN = 12;

class Translation {
  private readonly pairs = new Map<string, string>();

  learn(from: unknown, to: unknown) {
    if (typeof from === 'string' && typeof to === 'string') {
      if (from !== to && from.length >= 6) this.pairs.set(from, to);
      return;
    }
    if (Array.isArray(from) && Array.isArray(to)) from.forEach((item, index) => this.learn(item, to[index]));
    else if (from && to && typeof from === 'object' && typeof to === 'object')
      for (const [key, value] of Object.entries(from)) this.learn(value, (to as Record<string, unknown>)[key]);
  }

  text(value: string): string {
    const whole = this.pairs.get(value);
    if (whole !== undefined) return whole;
    let result = value;
    for (const [from, to] of this.pairs) if (from.length >= SUBSTRING_MIN && result.includes(from)) result = result.split(from).join(to);
    return result;
  }

  json(value: unknown): unknown {
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((item) => this.json(item));
    if (value && typeof value === 'object' && !Buffer.isBuffer(value))
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.json(item)]));
    return value;
  }
}

export interface MirroredUpstream {
  /** What the scenarios are given: the shadow mock, its `app.inject` going to the upstream too. */
  mock: MockApi;
  /** Every exchange with the upstream since the last `takeExchanges()`. */
  takeExchanges: () => Exchange[];
  /** Moves both clocks (the upstream's only when it has controls) between two endpoints. */
  advanceClock: (minutes: number) => Promise<void>;
  /** One request to the upstream alone, answered as the scenarios' inject answers. */
  send: (options: InjectOptions) => Promise<InjectLike>;
  close: () => Promise<void>;
}

export async function mirroredUpstream(upstream: Upstream): Promise<MirroredUpstream> {
  const shadow = buildMockApi({ liveSimulation: false, logger: false, smsResendSeconds: 0 });
  await shadow.app.register(devControls, { prefix: '/__mock', mock: shadow });
  await shadow.app.ready();
  const toShadow = new Translation();
  const toUpstream = new Translation();
  const smsSeen = new Map<string, string>();
  let exchanges: Exchange[] = [];

  async function send({ method = 'GET', url, payload, headers = {} }: InjectOptions): Promise<InjectLike> {
    const raw = Buffer.isBuffer(payload) || typeof payload === 'string';
    const target =
      url.startsWith('/__mock/') && upstream.controls ? `${upstream.controls}${url.slice('/__mock'.length)}` : `${upstream.api}${url}`;
    let response: Response;
    try {
      response = await fetch(target, {
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
        method,
        redirect: 'manual',
        headers: {
          origin: upstream.origin,
          ...(payload !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: payload === undefined ? undefined : raw ? (payload as string | Uint8Array<ArrayBuffer>) : JSON.stringify(payload),
      });
    } catch (error) {
      // Refused, reset or too slow: status 0, and the reason as the body, for the report.
      const reason = `no answer: ${String((error as Error).cause ?? (error as Error).message ?? error)}`;
      exchanges.push({ method, url, status: 0, body: reason });
      return { statusCode: 0, headers: {}, body: reason, payload: reason, json: () => ({}) };
    }
    const body = await response.text();
    exchanges.push({ method, url, status: response.status, body });
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body,
      payload: body,
      json: () => JSON.parse(body) as unknown,
    };
  }

  /** The upstream's SMS codes replace the shadow's, so a code read from the shadow's store is the upstream's. */
  async function followSmsCodes() {
    for (const [phone, record] of shadow.store.sms) {
      const key = `${record.sentAt}:${record.code}`;
      if (smsSeen.get(phone) === key) continue;
      if (upstream.controls) {
        const latest = jsonOrUndefined((await send({ url: `/__mock/sms/latest?account=${encodeURIComponent(phone)}` })).body) as
          { data?: { code?: string } } | undefined;
        if (latest?.data?.code) record.code = latest.data.code;
      }
      smsSeen.set(phone, `${record.sentAt}:${record.code}`);
    }
  }

  async function inject(options: InjectOptions | string): Promise<InjectLike> {
    const { method = 'GET', url, payload, headers = {} } = typeof options === 'string' ? { url: options } : options;
    const raw = Buffer.isBuffer(payload) || typeof payload === 'string';
    const translatedHeaders = (translation: Translation) =>
      Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, name === 'origin' ? value : translation.text(value)]));
    const answer = await send({
      method,
      url: toUpstream.text(url),
      payload: raw ? payload : toUpstream.json(payload),
      headers: translatedHeaders(toUpstream),
    });
    const mirrored = await shadow.app.inject({
      method: method as 'GET',
      url: toShadow.text(url),
      payload: (raw ? payload : toShadow.json(payload)) as string,
      headers: translatedHeaders(toShadow),
    });
    const fromUpstream = jsonOrUndefined(answer.body);
    const fromShadow = jsonOrUndefined(mirrored.body);
    toShadow.learn(fromUpstream, fromShadow);
    toUpstream.learn(fromShadow, fromUpstream);
    await followSmsCodes();
    return answer;
  }

  const app = new Proxy(shadow.app, {
    get: (target, property, receiver) => (property === 'inject' ? inject : Reflect.get(target, property, receiver)),
  }) as FastifyInstance;

  return {
    mock: { ...shadow, app },
    takeExchanges: () => {
      const taken = exchanges;
      exchanges = [];
      return taken;
    },
    advanceClock: async (minutes) => {
      if (!upstream.controls) return;
      await send({ method: 'POST', url: '/__mock/clock/advance', payload: { minutes } });
      shadow.store.clock.advance(minutes * 60_000);
    },
    send,
    close: () => shadow.app.close(),
  };
}
