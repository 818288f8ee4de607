import type { FastifyInstance, FastifyRequest } from 'fastify';
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
}

export const DEFAULT_RATE_LIMITS: ApiRateLimits = { smsPerMinute: 5, loginPerMinute: 20, qrPerMinute: 20 };

export const RATE_LIMITED_BODY = { code: 429, msg: '请求过于频繁，请稍后再试' } as const;

/**
 * Per-client limits on the abusable /api calls (SMS sending, password and code guessing, QR
 * tickets), in both API modes. The bucket comes from the matched contract endpoint (`rateLimit`
 * in shared/api), so no spelling of a path escapes it; the client is `request.ip` as TRUST_PROXY
 * says. Over the limit → HTTP 429 with the JSON envelope, before the request reaches the API.
 */
export async function apiRateLimits(app: FastifyInstance, limits: ApiRateLimits = DEFAULT_RATE_LIMITS): Promise<void> {
  await app.register(rateLimit, { global: false });
  const limiter = (bucket: RateLimitBucket, max: number) =>
    app.createRateLimit({ max, timeWindow: limits.windowMs ?? 60_000, keyGenerator: (request: FastifyRequest) => `${bucket}:${request.ip}` });
  const limited: Record<RateLimitBucket, ReturnType<typeof limiter>> = {
    sms: limiter('sms', limits.smsPerMinute),
    login: limiter('login', limits.loginPerMinute),
    qr: limiter('qr', limits.qrPerMinute),
  };
  app.addHook('onRequest', async (request, reply) => {
    const bucket = apiEndpointOf(request.method, request.url)?.rateLimit;
    if (!bucket) return;
    const result = await limited[bucket](request);
    if (result.isAllowed || !result.isExceeded) return;
    return reply.code(429).header('retry-after', String(result.ttlInSeconds)).send(RATE_LIMITED_BODY);
  });
}
