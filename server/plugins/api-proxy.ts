import { Readable, Transform } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { Pool, type Dispatcher } from 'undici';
import type { SessionEffect } from '@shared/api/define-endpoint';
import { forwardedHeaders, upstreamHeaders } from '../upstream-headers';
import { LIVE_SOCKET_MAX_PAYLOAD } from '@shared/schemas/live-frames';
import { applyAuthCookie, clearTokenCookie, forwardedClientOf, MAX_AUTH_BODY_BYTES, requestToken, sessionEffectOf } from '../auth-cookie';
import type { ApiRateLimits } from '../api-rate-limit';
import { apiGuards } from './api-guards';
import { UploadSlots, uploadGate } from '@shared/lib/upload-gate';
import { UPLOAD_BODY_MAX, UPLOAD_ROUTES, uploadRouteOf } from '../upload-routes';
import { gatewayStatusOf } from '../upstream-transport';
import { callTrace, requestTrace } from '../trace-context';
import { pathOnly } from '../logging';

export interface ApiProxyOptions {
  upstream: string;
  timeoutMs: number;
  rateLimits?: ApiRateLimits;
  /** Answers a socket upgrade the API would refuse before it is accepted (server/live-socket-admission.ts). */
  admitSocket?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

type UpstreamAnswer = { statusCode: number; stream: Readable; headers: Record<string, unknown> };
type UpstreamFailure = Error & { code?: string; statusCode?: number };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Content codings a sign-in answer may arrive in although it was asked for uncompressed. */
const DECODERS: Record<string, (body: Buffer, options: { maxOutputLength: number }) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/**
 * reply-from 12 passes undici no signal: a visitor who leaves would keep the upstream call open
 * until the API answers or times out. The proxy's headers carry the visitor's signal under this
 * key (symbols are never sent), and the pool below attaches it to the call.
 */
const VISITOR_GONE = Symbol('visitor gone');
const SIGNALS = new WeakMap<FastifyRequest, AbortSignal>();

function cancellable(pool: Pool) {
  return {
    request(
      options: Dispatcher.RequestOptions & { headers: Record<string | symbol, unknown> },
      callback: (error: Error | null, data?: Dispatcher.ResponseData) => void,
    ) {
      const { [VISITOR_GONE]: signal, ...headers } = options.headers;
      return pool.request({ ...options, headers: headers as Record<string, string>, signal: signal as AbortSignal | undefined }, callback);
    },
    close: () => pool.close(),
    destroy: () => pool.destroy(),
  };
}

/** The span id each call upstream carried in its traceparent: the failure lines name it, as the API's logs do. */
const CALL_SPANS = new WeakMap<FastifyRequest, string>();

/** Requests whose body outgrew its limit while streaming upstream: their failure is a 413, not a 502. */
const OVERSIZED = new WeakSet<FastifyRequest>();

const bodyTooLarge = () => Object.assign(new Error('request body too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });

/**
 * The proxy streams bodies upstream without parsing them, so Fastify's bodyLimit never applies:
 * the site's limits (the JSON limit; the uploads' own) are kept here. A declared
 * length over the limit is refused before anything is sent upstream; a chunked body is counted as
 * it streams and cut at the limit. Either way the visitor gets the 413 envelope (server/app.ts's
 * error handler), not the 502 of an upstream that hung up on a body it would not take.
 */
function limitBody(jsonLimit: number) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: Readable) => {
    const limit = uploadRouteOf(request.method, request.url) ? UPLOAD_BODY_MAX : jsonLimit;
    const declared = Number(request.headers['content-length']);
    if (declared > limit) throw bodyTooLarge();
    // No body (a GET, a WebSocket handshake): nothing to count.
    if (!(declared > 0) && request.headers['transfer-encoding'] === undefined) return payload;
    let size = 0;
    return payload.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, next) {
          size += chunk.length;
          if (size <= limit) return next(null, chunk);
          OVERSIZED.add(request);
          next(bodyTooLarge());
        },
      }),
    );
  };
}

/** The envelope for a gateway status: the API client shows msg; 504 says it was slow, anything else that it is down. */
function gatewayAnswer(reply: FastifyReply, status: number) {
  // Signing out clears the cookie whatever the upstream answers, even when it does not answer.
  if (sessionEffectOf(reply.request.method, reply.request.url) === 'end') clearTokenCookie(reply.request, reply);
  reply.removeHeader('content-length');
  reply.removeHeader('content-encoding');
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ code: status, msg: status === 504 ? '服务响应超时，请稍后重试' : '服务暂不可用，请稍后重试' });
}

/** Upstream failures become JSON the API client understands: down → 502, too slow → 504. Never a hang. */
function upstreamError(reply: FastifyReply, error: { code?: string; statusCode?: number; message?: string }) {
  if (OVERSIZED.has(reply.request)) {
    reply.log.info('request body over the limit, cut while streaming upstream');
    return reply.code(413).header('connection', 'close').send({ code: 413, msg: '请求内容过大' });
  }
  // A visitor who left cancelled the call (see cancellable): nobody to answer, nothing failed.
  if (SIGNALS.get(reply.request)?.aborted) return reply.code(499).send();
  const status = error.statusCode === 504 ? 504 : gatewayStatusOf(error);
  reply.log.warn(
    { code: error.code, statusCode: error.statusCode, spanId: CALL_SPANS.get(reply.request) },
    status === 504 ? 'upstream timeout' : 'upstream unavailable',
  );
  return gatewayAnswer(reply, status);
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
  const coding = String(res.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
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

/** /api/* goes to API_UPSTREAM (the real API or the bundled mock) with the cookie→token mapping. */
export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  await apiGuards(app, options.rateLimits);
  const { admitSocket } = options;
  if (admitSocket) app.addHook('onRequest', admitSocket);
  // An upload (≤ 5 MB, server/upload-routes.ts) is refused before its body when no token cookie can
  // make it a learner's, or when it would be a third at once from this address or token (upload-gate.ts);
  // the API checks the session itself, as the mock does.
  const slots = new UploadSlots();
  const gates = new Map(
    UPLOAD_ROUTES.map(({ endpoint, refusals }) => [
      endpoint,
      uploadGate({ slots, accountOf: (request) => requestToken(request), addressOf: (request) => request.ip, refusals }),
    ]),
  );
  const gateOf = (request: FastifyRequest) => {
    const route = uploadRouteOf(request.method, request.url);
    return route ? gates.get(route.endpoint) : undefined;
  };
  app.addHook('onRequest', async (request, reply) => gateOf(request)?.onRequest(request, reply));
  app.addHook('onResponse', async (request) => {
    await gateOf(request)?.onResponse(request);
  });
  const upstreamUrl = new URL(options.upstream);
  // The proxy's own pool, so that the visitor's signal reaches each call (see cancellable).
  const pool = new Pool(upstreamUrl.origin, {
    connections: 128,
    pipelining: 1,
    connectTimeout: Math.min(options.timeoutMs, 5000),
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  app.addHook('onClose', () => pool.close());
  app.addHook('preParsing', limitBody(app.initialConfig.bodyLimit ?? 64 * 1024));
  app.addHook('onRequest', (request, reply, done) => {
    const visitor = new AbortController();
    SIGNALS.set(request, visitor.signal);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) visitor.abort();
    });
    done();
  });
  await app.register(httpProxy, {
    upstream: upstreamUrl.origin,
    prefix: '/',
    rewritePrefix: upstreamUrl.pathname.replace(/\/?$/, '/'), // with the slash, or a base path loses its '/' (400 from http-proxy)
    // Never retry: a retried POST could log in or send an SMS twice (and 503 retries are on by default).
    retryMethods: [],
    undici: cancellable(pool),
    proxyPayloads: true,
    // The live room's socket: the upgrade goes through the same hooks (canonical path, cross-site
    // refusal, rate limits); upstream, the token cookie becomes the `token` header, nothing else of
    // the browser's cookies travels, and the forwarding headers are this server's.
    websocket: true,
    wsServerOptions: { maxPayload: LIVE_SOCKET_MAX_PAYLOAD },
    wsClientOptions: {
      rewriteRequestHeaders: (headers: Record<string, string>, request: FastifyRequest) => {
        const token = requestToken(request);
        const call = callTrace(requestTrace(request.raw));
        request.log.debug({ spanId: call.spanId, path: pathOnly(request.url) }, 'upstream socket');
        return { ...headers, ...forwardedHeaders(forwardedClientOf(request)), ...call.headers, ...(token ? { token } : {}) };
      },
    },
    // reply-from's two info lines per call ("fetching", "received"): the site's own request line says it all.
    disableRequestLogging: true,
    replyOptions: {
      rewriteRequestHeaders: (request: FastifyRequest, headers: Record<string, unknown>) => {
        // Each call a span of its own in the request's trace (a visitor's valid traceparent continued).
        const call = callTrace(requestTrace(request.raw));
        CALL_SPANS.set(request, call.spanId);
        request.log.debug({ spanId: call.spanId, method: request.method, path: pathOnly(request.url) }, 'upstream call');
        const mapped: Record<string | symbol, unknown> = {
          ...upstreamHeaders(request.headers, requestToken(request), forwardedClientOf(request), call.headers),
          // reply-from sets host for the upstream; keep it.
          ...(headers.host ? { host: headers.host as string } : {}),
          [VISITOR_GONE]: SIGNALS.get(request),
        };
        // Sign-in answers are read here (token → cookie): ask for them uncompressed.
        if (sessionEffectOf(request.method, request.url)) mapped['accept-encoding'] = 'identity';
        return mapped;
      },
      // The answer's traceresponse names this server's span (set for every answer in app.ts), not the API's.
      rewriteHeaders: (headers: Record<string, unknown>) => {
        const { traceresponse: _api, ...rest } = headers;
        return rest;
      },
      onResponse: (request: FastifyRequest, reply: FastifyReply, res: UpstreamAnswer) => {
        // An error page of the API's own proxy (HTML) is no answer the API client can read: the envelope, same status.
        if (res.statusCode >= 500 && !JSON_TYPE.test(String(res.headers['content-type'] ?? ''))) {
          res.stream.resume();
          reply.log.warn({ statusCode: res.statusCode, spanId: CALL_SPANS.get(request) }, 'upstream error answer that is not JSON');
          return gatewayAnswer(reply, res.statusCode);
        }
        const effect = sessionEffectOf(request.method, request.url);
        if (!effect) return reply.send(res.stream);
        void relayAuthAnswer(request, reply, effect, res);
      },
      onError: (reply: FastifyReply, { error }: { error: UpstreamFailure }) => upstreamError(reply, error),
    },
  } as never);
}
