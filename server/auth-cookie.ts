import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from './upstream-headers';

/** Spec §9: the token cookie lives 7 days. */
export const TOKEN_MAX_AGE_SECONDS = 7 * 24 * 3600;

/** Answers bigger than this are passed through untouched (an auth answer is a few hundred bytes). */
export const MAX_AUTH_BODY_BYTES = 256 * 1024;

const TOKEN_SHAPE = /^[\w.~+/=-]{1,512}$/;

/**
 * What the site does with an /api answer on the way to the browser:
 * - `issue`: a sign-in answer (login, registration, bind, QR result) — a token in it becomes the
 *   HttpOnly cookie and is removed from the JSON;
 * - `logout`: the cookie is cleared whatever the API answers;
 * - `self`: a 401 means the cookie's session is gone — cleared.
 */
export type AuthRoute = 'issue' | 'logout' | 'self';

const ROUTES: Record<string, AuthRoute> = {
  'POST /user/login': 'issue',
  'POST /user/register': 'issue',
  'POST /user/bind': 'issue',
  'POST /qr/result': 'issue',
  'POST /user/logout': 'logout',
  'GET /user/self': 'self',
};

/** The API path of a site request (`/api/user/login?x` → `/user/login`). */
export function apiPathOf(url: string): string {
  const path = url.split('?', 1)[0]!;
  return path.startsWith('/api/') ? path.slice('/api'.length) : path;
}

export function authRouteOf(method: string, url: string): AuthRoute | undefined {
  return ROUTES[`${method.toUpperCase()} ${apiPathOf(url)}`];
}

/** The site's cookies: whole site, SameSite=Lax, Secure whenever the visitor came over HTTPS. */
export function siteCookie(request: FastifyRequest, maxAge: number, { httpOnly = true } = {}) {
  return { path: '/', httpOnly, sameSite: 'lax' as const, secure: request.protocol === 'https', maxAge };
}

export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(TOKEN_COOKIE, token, siteCookie(request, TOKEN_MAX_AGE_SECONDS));
}

export function clearTokenCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(TOKEN_COOKIE, '', siteCookie(request, 0));
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A self answer saying the token's session is gone (the envelope's code 401, or HTTP 401 when known): the cookie goes. */
export const sessionGone = (body: unknown, httpStatus?: number): boolean => httpStatus === 401 || (isObject(body) && body.code === 401);

/** Takes the token out of a sign-in answer's data (`data.token`, or `data.result.token` of a completed QR login). */
function extractToken(data: unknown): string | undefined {
  if (!isObject(data)) return undefined;
  let holder: Json | undefined;
  if (typeof data.token === 'string') holder = data;
  else if (data.completeFlag === true && isObject(data.result) && typeof data.result.token === 'string') holder = data.result;
  if (!holder) return undefined;
  const token = holder.token as string;
  delete holder.token;
  return TOKEN_SHAPE.test(token) ? token : undefined;
}

/**
 * Applies the cookie rules to one API answer and returns the body the browser gets: the same bytes
 * unless a token had to be removed. Bodies that are not JSON or are too big go through as they are.
 */
export function applyAuthCookie(request: FastifyRequest, reply: FastifyReply, route: AuthRoute, body: Buffer): Buffer {
  if (route === 'logout') {
    clearTokenCookie(request, reply);
    return body;
  }
  if (body.length > MAX_AUTH_BODY_BYTES) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  if (route === 'self') {
    if (sessionGone(parsed)) clearTokenCookie(request, reply);
    return body;
  }
  if (!isObject(parsed)) return body;
  if (parsed.code !== 0) return body;
  const token = extractToken(parsed.data);
  // extractToken removed the token from the data even when it was malformed: never pass one on.
  if (token) setTokenCookie(request, reply, token);
  return Buffer.from(JSON.stringify(parsed), 'utf8');
}
