import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nonCanonicalApiPath } from '../canonical-path';
import { carriesTokenCookie } from '../auth-cookie';
import { apiEndpointOf, declaredApiRouteOf } from '../api-endpoints';
import { apiRateLimits, type ApiRateLimits } from '../api-rate-limit';
import { csrfGuard } from './csrf-guard';

export const NON_CANONICAL_BODY = { code: 400, msg: '请求路径格式不正确' } as const;

/** Every other spelling of an API path is refused before any rule looks at it (server/canonical-path.ts). */
async function refuseNonCanonicalPath(request: FastifyRequest, reply: FastifyReply) {
  const reason = nonCanonicalApiPath(request.url.split('?', 1)[0]!);
  if (!reason) return;
  request.log.warn({ reason }, 'non-canonical api path refused');
  return reply.code(400).send(NON_CANONICAL_BODY);
}

export const NOT_DECLARED_BODY = { code: 404, msg: '资源不存在' } as const;

/**
 * Only what the contract declares is passed on (shared/api: the endpoints, the file routes, the
 * live socket), whatever the API behind would serve: a mock's /__mock controls, an admin route, a
 * payment callback. Anything else is the 404 envelope here, in both API modes alike.
 */
async function refuseUndeclared(request: FastifyRequest, reply: FastifyReply) {
  if (declaredApiRouteOf(request.method, request.url, request.headers)) return;
  return reply.code(404).send(NOT_DECLARED_BODY);
}

/** `Vary` plus one field, kept when it is already there (or `*`). */
function varyWith(current: unknown, field: string): string {
  const fields = String(current ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (fields.some((item) => item === '*' || item.toLowerCase() === field.toLowerCase())) return fields.join(', ');
  return [...fields, field].join(', ');
}

/**
 * The identity behind an API answer is the cookie: a shared cache must never hand one learner's
 * answer to another. Answers for a token cookie, answers that set a cookie and the sign-in
 * endpoints are `private, no-store`; every answer varies on Cookie; anonymous ones without a
 * directive of their own must be revalidated.
 */
async function privateAnswers(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('vary', varyWith(reply.getHeader('vary'), 'Cookie'));
  const endpoint = apiEndpointOf(request.method, request.url);
  const personal = carriesTokenCookie(request) || reply.hasHeader('set-cookie') || endpoint?.session !== undefined;
  const fileAge =
    !endpoint && !reply.hasHeader('set-cookie') ? cacheableFileAge(request.method, reply.getHeader('cache-control')) : undefined;
  if (personal && fileAge !== undefined) reply.header('cache-control', `private, max-age=${fileAge}`);
  else if (personal) reply.header('cache-control', 'private, no-store');
  else if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  return payload;
}

/**
 * A file outside the contract (lesson media, captions, artwork) that the upstream lets a browser
 * keep: its max-age. A signed-in learner's browser may then keep it too (a seek re-reads byte
 * ranges; no-store would download the video again each time), while shared caches still may not.
 * Signed lesson media comes `private, max-age=<until the URL expires>` and stays so.
 */
function cacheableFileAge(method: string, cacheControl: unknown): number | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const directives = String(cacheControl ?? '').toLowerCase();
  if (/no-store|no-cache/.test(directives)) return undefined;
  const maxAge = /(?:^|[,\s])max-age=(\d{1,9})(?:$|[,\s])/.exec(directives)?.[1];
  return maxAge === undefined ? undefined : Number(maxAge);
}

/**
 * What runs before and after every /api call in both API modes, in this order: the canonical
 * path, the allow-list of declared routes, the cross-site write check, the per-endpoint rate
 * limits; on the way out, cache headers.
 */
export async function apiGuards(app: FastifyInstance, rateLimits?: ApiRateLimits): Promise<void> {
  app.addHook('onRequest', refuseNonCanonicalPath);
  app.addHook('onRequest', refuseUndeclared);
  app.addHook('onRequest', csrfGuard);
  await apiRateLimits(app, rateLimits);
  app.addHook('onSend', privateAnswers);
}
