import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import type { SessionEffect } from '@shared/api/define-endpoint';
import { upstreamHeaders } from '../upstream-headers';
import { applyAuthCookie, clearTokenCookie, forwardedClientOf, MAX_AUTH_BODY_BYTES, requestToken, sessionEffectOf } from '../auth-cookie';
import type { ApiRateLimits } from '../api-rate-limit';
import { apiGuards } from './api-guards';

export interface ApiProxyOptions {
  upstream: string;
  timeoutMs: number;
  rateLimits?: ApiRateLimits;
}

type UpstreamAnswer = { stream: Readable; headers: Record<string, unknown> };
type UpstreamFailure = Error & { code?: string; statusCode?: number };

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT']);

/** Content codings a sign-in answer may arrive in although it was asked for uncompressed. */
const DECODERS: Record<string, (body: Buffer, options: { maxOutputLength: number }) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/** Upstream failures become JSON the API client understands: down → 502, too slow → 504. Never a hang. */
function upstreamError(reply: FastifyReply, error: { code?: string; statusCode?: number; message?: string }) {
  // Signing out clears the cookie whatever the upstream answers, even when it does not answer.
  if (sessionEffectOf(reply.request.method, reply.request.url) === 'end') clearTokenCookie(reply.request, reply);
  const timeout = TIMEOUT_CODES.has(error.code ?? '') || error.statusCode === 504;
  reply.log.warn({ code: error.code, statusCode: error.statusCode }, timeout ? 'upstream timeout' : 'upstream unavailable');
  return reply
    .code(timeout ? 504 : 502)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ code: timeout ? 504 : 502, msg: timeout ? '服务响应超时，请稍后重试' : '服务暂不可用，请稍后重试' });
}

/** Reads an answer up to `limit` bytes; null when it is bigger. */
async function readUpTo(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A sign-in, sign-out or self answer on its way through: read it whole, decoded when the upstream
 * compressed it anyway, apply the cookie rules, send the possibly rewritten JSON uncompressed. A
 * sign-in answer that cannot be read (too big, an unknown coding) is refused rather than passed
 * on, because a token in it would reach page scripts.
 */
async function relayAuthAnswer(request: FastifyRequest, reply: FastifyReply, effect: SessionEffect, res: UpstreamAnswer) {
  if (effect === 'end') {
    clearTokenCookie(request, reply);
    return reply.send(res.stream);
  }
  const coding = String(res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decode = coding === 'identity' ? (body: Buffer) => body : DECODERS[coding];
  let body: Buffer | null = null;
  try {
    const raw = decode ? await readUpTo(res.stream, MAX_AUTH_BODY_BYTES) : null;
    body = raw && decode ? decode(raw, { maxOutputLength: MAX_AUTH_BODY_BYTES }) : null;
  } catch (error) {
    if ((error as UpstreamFailure).code?.startsWith('UND_ERR')) return upstreamError(reply, error as UpstreamFailure);
    body = null;
  }
  if (!body) {
    reply.log.warn({ coding }, 'unreadable sign-in answer from the upstream');
    return upstreamError(reply, { code: 'UNREADABLE_AUTH_ANSWER' });
  }
  reply.removeHeader('content-length');
  reply.removeHeader('content-encoding');
  return reply.send(applyAuthCookie(request, reply, effect, body, reply.statusCode));
}

/** API_UPSTREAM set: /api/* goes to the real API with the cookie→token mapping. */
export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  await apiGuards(app, options.rateLimits);
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
          ...upstreamHeaders(request.headers, requestToken(request), forwardedClientOf(request)),
          // reply-from sets host for the upstream; keep it.
          ...(headers.host ? { host: headers.host as string } : {}),
        };
        // Sign-in answers are read here (token → cookie): ask for them uncompressed.
        if (sessionEffectOf(request.method, request.url)) mapped['accept-encoding'] = 'identity';
        return mapped;
      },
      onResponse: (request: FastifyRequest, reply: FastifyReply, res: UpstreamAnswer) => {
        const effect = sessionEffectOf(request.method, request.url);
        if (!effect) return reply.send(res.stream);
        void relayAuthAnswer(request, reply, effect, res);
      },
      onError: (reply: FastifyReply, { error }: { error: UpstreamFailure }) => upstreamError(reply, error),
    },
  } as never);
}
