import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

export async function csrfGuard(request: FastifyRequest, reply: FastifyReply) {
  if (isCrossSiteWrite(request)) {
    return reply.code(403).send({ code: 403, msg: '禁止跨站请求' });
  }
}
