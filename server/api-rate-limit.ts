import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { RateLimitBucket } from '@shared/api/define-endpoint';
import { apiEndpointOf } from './api-endpoints';

export interface ApiRateLimits {
  /** Calls of endpoints that send an SMS (each one is paid for), per client per window. */
  smsPerMinute: number;
  /** Calls of endpoints that check a password or an SMS code, per client per window. */
  loginPerMinute: number;
  /** QR-login codes generated, per client per window. */
  qrPerMinute: number;
  /** The window; one minute unless a test shortens it. */
  windowMs?: number;
  /** Count in this Redis, shared by every instance (REDIS_URL); absent: in this process's memory. */
  redisUrl?: string;
}

export const DEFAULT_RATE_LIMITS: ApiRateLimits = { smsPerMinute: 5, loginPerMinute: 20, qrPerMinute: 20 };

export const RATE_LIMITED_BODY = { code: 429, msg: '请求过于频繁，请稍后再试' } as const;

/**
 * Per-client limits on the abusable /api calls (SMS sending, password and code guessing, QR
 * tickets), in both API modes. The bucket comes from the matched contract endpoint (`rateLimit`
 * in shared/api), so no spelling of a path escapes it; the client is `request.ip` as TRUST_PROXY
 * says. Over the limit → HTTP 429 with the JSON envelope, before the request reaches the API.
 * With a Redis URL every instance counts in the same place; when Redis cannot answer, the limits
 * fail open (the site keeps working, unprotected) and the outage is logged once, not per request.
 */
export async function apiRateLimits(app: FastifyInstance, limits: ApiRateLimits = DEFAULT_RATE_LIMITS): Promise<void> {
  const shared = limits.redisUrl ? await sharedCounters(app, limits.redisUrl) : undefined;
  await app.register(rateLimit, { global: false, ...(shared && { redis: shared.client, nameSpace: 'skill-site:rate-limit:' }) });
  const limiter = (bucket: RateLimitBucket, max: number) =>
    app.createRateLimit({
      max,
      timeWindow: limits.windowMs ?? 60_000,
      keyGenerator: (request: FastifyRequest) => `${bucket}:${request.ip}`,
    });
  const limited: Record<RateLimitBucket, ReturnType<typeof limiter>> = {
    sms: limiter('sms', limits.smsPerMinute),
    login: limiter('login', limits.loginPerMinute),
    qr: limiter('qr', limits.qrPerMinute),
  };
  app.addHook('onRequest', async (request, reply) => {
    const bucket = apiEndpointOf(request.method, request.url)?.rateLimit;
    if (!bucket) return;
    // Redis unreachable: fail open by hand, not with the plugin's skipOnError, which is silent.
    const check = limited[bucket](request);
    const result = shared ? await check.catch((error: unknown) => void shared.outage.began(error)) : await check;
    if (!result) return;
    shared?.outage.ended();
    if (result.isAllowed || !result.isExceeded) return;
    return reply.code(429).header('retry-after', String(result.ttlInSeconds)).send(RATE_LIMITED_BODY);
  });
}

/** Says once that Redis went away and once that it came back, however many requests fail between. */
function outageLog(log: FastifyBaseLogger) {
  let down = false;
  return {
    began(error: unknown) {
      if (down) return;
      down = true;
      log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'Redis unreachable: /api rate limits are not enforced until it is back',
      );
    },
    ended() {
      if (!down) return;
      down = false;
      log.info('Redis is back: /api rate limits are enforced again');
    },
  };
}

/**
 * The Redis connection of the limits. It never delays startup (it connects in the background) and
 * never holds a request: without a connection a command fails at once (no offline queue) and a hung
 * server after half a second; ioredis keeps reconnecting (at most every 2 s). The URL is never
 * logged: it may carry a password.
 */
async function sharedCounters(app: FastifyInstance, url: string) {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { connectTimeout: 1_000, commandTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const outage = outageLog(app.log);
  client.once('ready', () => app.log.info('/api rate limits are counted in Redis, shared by every instance'));
  client.on('ready', () => outage.ended());
  // Also the listener that keeps a connection error from being an unhandled 'error' event.
  client.on('error', (error) => outage.began(error));
  app.addHook('onClose', async () => client.disconnect());
  return { client, outage };
}
