import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromAnotherSite, sameOrigin } from '@shared/lib/same-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for /api: a state-changing request must come from our own pages. Browsers say
 * where a request comes from in Sec-Fetch-Site and Origin; anything cross-site is refused.
 */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  return fromAnotherSite(request);
}

/**
 * A WebSocket handshake is a GET, yet it opens a channel that posts as the signed-in learner (the
 * cookie rides along): browsers always send Origin on it, and another site's is refused.
 */
export function isCrossSiteUpgrade(request: FastifyRequest): boolean {
  if (String(request.headers.upgrade ?? '').toLowerCase() !== 'websocket') return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  return !sameOrigin(origin, request);
}

export async function csrfGuard(request: FastifyRequest, reply: FastifyReply) {
  if (isCrossSiteWrite(request) || isCrossSiteUpgrade(request)) {
    return reply.code(403).send({ code: 403, msg: '禁止跨站请求' });
  }
}
