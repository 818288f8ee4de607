import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { tokenFromCookies, upstreamHeaders } from '../upstream-headers';
import { csrfGuard } from './csrf-guard';

export interface ApiProxyOptions {
  upstream: string;
  timeoutMs: number;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT']);

/** Upstream failures become JSON the API client understands: down → 502, too slow → 504. Never a hang. */
function upstreamError(reply: FastifyReply, error: { code?: string; statusCode?: number; message?: string }) {
  const timeout = TIMEOUT_CODES.has(error.code ?? '') || error.statusCode === 504;
  reply.log.warn({ code: error.code, statusCode: error.statusCode }, timeout ? 'upstream timeout' : 'upstream unavailable');
  return reply
    .code(timeout ? 504 : 502)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ code: timeout ? 504 : 502, msg: timeout ? '服务响应超时，请稍后重试' : '服务暂不可用，请稍后重试' });
}

/** API_UPSTREAM set: /api/* goes to the real API with the cookie→token mapping. */
export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  app.addHook('onRequest', csrfGuard);
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
      rewriteRequestHeaders: (request: FastifyRequest, headers: Record<string, unknown>) => ({
        ...upstreamHeaders(request.headers, tokenFromCookies(request.cookies)),
        // reply-from sets host for the upstream; keep it.
        ...(headers.host ? { host: headers.host as string } : {}),
      }),
      onError: (reply: FastifyReply, { error }: { error: Error & { code?: string; statusCode?: number } }) => upstreamError(reply, error),
    },
  } as never);
}
