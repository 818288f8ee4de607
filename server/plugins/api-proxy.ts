import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { tokenFromCookies, upstreamHeaders } from '../upstream-headers';
import { csrfGuard } from './csrf-guard';
import { applyAuthCookie, authRouteOf, clearTokenCookie, MAX_AUTH_BODY_BYTES, type AuthRoute } from '../auth-cookie';
import { apiRateLimits, type ApiRateLimits } from '../api-rate-limit';

export interface ApiProxyOptions {
  upstream: string;
  timeoutMs: number;
  rateLimits?: ApiRateLimits;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT']);

/** Upstream failures become JSON the API client understands: down → 502, too slow → 504. Never a hang. */
function upstreamError(reply: FastifyReply, error: { code?: string; statusCode?: number; message?: string }) {
  // Signing out clears the cookie whatever the upstream answers, even when it does not answer.
  if (authRouteOf(reply.request.method, reply.request.url) === 'logout') clearTokenCookie(reply.request, reply);
  const timeout = TIMEOUT_CODES.has(error.code ?? '') || error.statusCode === 504;
  reply.log.warn({ code: error.code, statusCode: error.statusCode }, timeout ? 'upstream timeout' : 'upstream unavailable');
  return reply
    .code(timeout ? 504 : 502)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ code: timeout ? 504 : 502, msg: timeout ? '服务响应超时，请稍后重试' : '服务暂不可用，请稍后重试' });
}

/**
 * A sign-in, sign-out or self answer on its way through: read it (up to MAX_AUTH_BODY_BYTES), apply
 * the cookie rules, send the possibly rewritten JSON. Anything bigger or encoded goes on untouched.
 */
async function relayAuthAnswer(request: FastifyRequest, reply: FastifyReply, route: AuthRoute, res: { stream: Readable; headers: Record<string, unknown> }) {
  const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase();
  const declared = Number(res.headers['content-length'] ?? 0);
  if (route === 'logout') clearTokenCookie(request, reply);
  if (route === 'logout' || encoding !== 'identity' || declared > MAX_AUTH_BODY_BYTES) return reply.send(res.stream);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const iterator = res.stream[Symbol.asyncIterator]();
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as string);
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_AUTH_BODY_BYTES) {
        // Too big to be an auth answer: what was read, then the rest, as it comes.
        const rest = async function* () {
          yield* chunks;
          for (let more = await iterator.next(); !more.done; more = await iterator.next()) yield more.value as Buffer;
        };
        return reply.send(Readable.from(rest()));
      }
    }
  } catch (error) {
    return upstreamError(reply, error as Error & { code?: string });
  }
  reply.removeHeader('content-length');
  return reply.send(applyAuthCookie(request, reply, route, Buffer.concat(chunks)));
}

/** API_UPSTREAM set: /api/* goes to the real API with the cookie→token mapping. */
export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  app.addHook('onRequest', csrfGuard);
  await apiRateLimits(app, options.rateLimits);
  const upstreamUrl = new URL(options.upstream);
  await app.register(httpProxy, {
    upstream: upstreamUrl.origin,
    prefix: '/',
    rewritePrefix: upstreamUrl.pathname.replace(/\/?$/, '/'), // with the slash, or a base path loses its '/' (400 from http-proxy)
    // Never retry: a retried POST could log in or send an SMS twice (and 503 retries are on by default).
    retryMethods: [],
    undici: {
      connections: 128,
      pipelining: 1,
      connectTimeout: Math.min(options.timeoutMs, 5000),
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    },
    proxyPayloads: true,
    replyOptions: {
      rewriteRequestHeaders: (request: FastifyRequest, headers: Record<string, unknown>) => {
        const mapped: Record<string, string> = {
          ...upstreamHeaders(request.headers, tokenFromCookies(request.cookies)),
          // reply-from sets host for the upstream; keep it.
          ...(headers.host ? { host: headers.host as string } : {}),
        };
        // Sign-in answers are read here (token → cookie): ask for them uncompressed.
        if (authRouteOf(request.method, request.url)) delete mapped['accept-encoding'];
        return mapped;
      },
      onResponse: (request: FastifyRequest, reply: FastifyReply, res: { stream: Readable; headers: Record<string, unknown> }) => {
        const route = authRouteOf(request.method, request.url);
        if (!route) return reply.send(res.stream);
        void relayAuthAnswer(request, reply, route, res);
      },
      onError: (reply: FastifyReply, { error }: { error: Error & { code?: string; statusCode?: number } }) => upstreamError(reply, error),
    },
  } as never);
}
