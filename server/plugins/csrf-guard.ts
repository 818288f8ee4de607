import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser's Origin is this site: the same scheme and the same host (with its port). The
 * scheme counts: a page served over plain HTTP (a network attacker can write one for any host) is
 * another origin than the HTTPS site. request.protocol follows X-Forwarded-Proto from a trusted proxy.
 */
export function sameOrigin(origin: string, request: Pick<FastifyRequest, 'host' | 'protocol'>): boolean {
  if (origin === 'null') return false;
  try {
    const url = new URL(origin);
    return url.host === request.host && url.protocol === `${request.protocol}:`;
  } catch {
    return false;
  }
}

/**
 * CSRF defence for /api: a state-changing request must come from our own pages. Browsers say
 * where a request comes from in Sec-Fetch-Site and Origin; anything cross-site is refused.
 */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  return !sameOrigin(origin, request);
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
