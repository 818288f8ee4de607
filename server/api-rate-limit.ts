import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { apiPathOf } from './auth-cookie';

export interface ApiRateLimits {
  /** POST /api/sys/user/sms/code per IP per minute. */
  smsPerMinute: number;
  /** POST /api/user/login per IP per minute. */
  loginPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: ApiRateLimits = { smsPerMinute: 5, loginPerMinute: 20 };

export const RATE_LIMITED_BODY = { code: 429, msg: '请求过于频繁，请稍后再试' } as const;

/**
 * Per-IP limits on the abusable /api calls (SMS sending, password guessing), in both API modes.
 * Counted before the request reaches the API; over the limit → HTTP 429 with the JSON envelope.
 */
export async function apiRateLimits(app: FastifyInstance, limits: ApiRateLimits = DEFAULT_RATE_LIMITS): Promise<void> {
  await app.register(rateLimit, { global: false });
  const limiter = (name: string, max: number) =>
    app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}` });
  const limited: Record<string, ReturnType<typeof limiter>> = {
    'POST /sys/user/sms/code': limiter('sms', limits.smsPerMinute),
    'POST /user/login': limiter('login', limits.loginPerMinute),
  };
  app.addHook('onRequest', async (request, reply) => {
    const check = limited[`${request.method} ${apiPathOf(request.url)}`];
    if (!check) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    return reply.code(429).header('retry-after', String(result.ttlInSeconds)).send(RATE_LIMITED_BODY);
  });
}
