import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSuccessCode, type SessionEffect } from '@shared/api/define-endpoint';
import { siteCookieName } from '@shared/auth/cookie-names';
import { TOKEN_COOKIE, tokenFromCookies, type ForwardedClient } from './upstream-headers';
import { apiEndpointOf } from './api-endpoints';

/** Spec §9: the token cookie lives 7 days. */
export const TOKEN_MAX_AGE_SECONDS = 7 * 24 * 3600;

/** Answers bigger than this are passed through untouched (an auth answer is a few hundred bytes). */
export const MAX_AUTH_BODY_BYTES = 256 * 1024;

const TOKEN_SHAPE = /^[\w.~+/=-]{1,512}$/;

/**
 * What the site does with an /api answer on the way to the browser, as the matched contract
 * endpoint declares it (`session` in shared/api): `issue` — a token in a successful sign-in answer
 * becomes the HttpOnly cookie and is removed from the JSON; `end` — the cookie is cleared whatever
 * the API answers; `check` — an answer saying the session is gone clears it.
 */
export function sessionEffectOf(method: string, url: string): SessionEffect | undefined {
  return apiEndpointOf(method, url)?.session;
}

const overHttps = (request: FastifyRequest) => request.protocol === 'https';

/**
 * The site's cookies: whole site, no Domain, SameSite=Lax; over HTTPS Secure and named with the
 * `__Host-` prefix (shared/auth/cookie-names.ts).
 */
export function siteCookie(request: FastifyRequest, maxAge: number, { httpOnly = true } = {}) {
  return { path: '/', httpOnly, sameSite: 'lax' as const, secure: overHttps(request), maxAge };
}

/** The name a site cookie has for this request (`__Host-…` over HTTPS). */
export const cookieNameFor = (request: FastifyRequest, base: string) => siteCookieName(base, overHttps(request));

/** The visitor's token: only from the cookie of this request's scheme, and only when token-shaped. */
export function requestToken(request: FastifyRequest): string | undefined {
  return tokenFromCookies(request.cookies, cookieNameFor(request, TOKEN_COOKIE));
}

/** True when the request carries a token cookie at all (even a malformed one): its answer is personal. */
export const carriesTokenCookie = (request: FastifyRequest) => request.cookies[cookieNameFor(request, TOKEN_COOKIE)] !== undefined;

/** The visitor as this server trusts it (TRUST_PROXY), for the API's forwarding headers. */
export const forwardedClientOf = (request: FastifyRequest): ForwardedClient => ({
  ip: request.ip,
  host: request.host,
  protocol: request.protocol,
});

export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(cookieNameFor(request, TOKEN_COOKIE), token, siteCookie(request, TOKEN_MAX_AGE_SECONDS));
}

export function clearTokenCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(cookieNameFor(request, TOKEN_COOKIE), '', siteCookie(request, 0));
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
 * `httpStatus` is the API's: a bare HTTP 401 to the self call ends the session as the envelope's does.
 */
export function applyAuthCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  effect: SessionEffect,
  body: Buffer,
  httpStatus: number,
): Buffer {
  if (effect === 'end' || (effect === 'check' && httpStatus === 401)) {
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
  if (effect === 'check') {
    if (sessionGone(parsed)) clearTokenCookie(request, reply);
    return body;
  }
  // Success is code 0 or -102 for the sign-in endpoints as for every other (shared/api).
  if (!isObject(parsed) || !isSuccessCode(parsed.code)) return body;
  const token = extractToken(parsed.data);
  // extractToken removed the token from the data even when it was malformed: never pass one on.
  if (token) setTokenCookie(request, reply, token);
  return Buffer.from(JSON.stringify(parsed), 'utf8');
}
