import { Pool } from 'undici';
import type { FileFetcherFactory, TransportFactory } from './api-transport';
import { forwardedHeaders } from './upstream-headers';
import { callTrace, newTrace } from './trace-context';
import { pathOnly } from './logging';
import { jsonOrUndefined } from '@shared/lib/parse-json';

/** undici's and reply-from's ways of saying the API took longer than API_TIMEOUT_MS. */
const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
]);

/** A call that got no usable answer: 504 when it was too slow, 502 when the API could not be reached or dropped it. */
export const gatewayStatusOf = (error: unknown): 502 | 504 =>
  TIMEOUT_CODES.has((error as { code?: string } | null)?.code ?? '') ? 504 : 502;

/**
 * SSR loaders against API_UPSTREAM: a keep-alive pool, the request's token as the `token` header
 * and the visitor's trusted address in the forwarding headers, exactly as the /api proxy sends them.
 */
export interface UpstreamTransport {
  factory: TransportFactory;
  /** The API's files (an application's photo), at most `maxFileBytes` each. */
  files: FileFetcherFactory;
  close: () => Promise<void>;
}

/** A file larger than this is refused unread past the limit: the server holds it in memory. */
export const MAX_FETCHED_FILE_BYTES = 8 * 1024 * 1024;

/** The visitor's signal and the call's own, when both exist. */
const eitherSignal = (a: AbortSignal | undefined, b: AbortSignal | undefined) => (a && b ? AbortSignal.any([a, b]) : (a ?? b));

export function upstreamTransport(upstream: string, timeoutMs: number): UpstreamTransport {
  const url = new URL(upstream);
  const basePath = url.pathname.replace(/\/$/, '');
  // No retries anywhere (undici's Pool makes none): a retried POST could sign in or send an SMS twice.
  const pool = new Pool(url.origin, {
    connections: 64,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connectTimeout: Math.min(timeoutMs, 5000),
  });
  const factory: TransportFactory =
    ({ token, client, signal: visitorGone, onUpstreamFailure, log, trace = newTrace() }) =>
    async ({ method, path, body, signal }) => {
      // Each call a span of its own in the request's trace: the API's logs and ours share the trace id.
      const call = callTrace(trace);
      const headers: Record<string, string> = { accept: 'application/json', ...forwardedHeaders(client), ...call.headers };
      if (token) headers.token = token;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const cancel = eitherSignal(visitorGone, signal);
      let status: number;
      let text: string;
      const started = performance.now();
      try {
        const response = await pool.request({
          method: method as 'GET',
          path: basePath + path,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: cancel,
        });
        status = response.statusCode;
        text = await response.body.text();
      } catch (error) {
        log?.debug({ spanId: call.spanId, method, path: pathOnly(path), error: (error as { code?: string }).code }, 'upstream call failed');
        // A visitor who left is not the API's failure.
        if (!cancel?.aborted) onUpstreamFailure?.(gatewayStatusOf(error));
        throw error;
      }
      log?.debug(
        { spanId: call.spanId, method, path: pathOnly(path), status, durationMs: Math.round(performance.now() - started) },
        'upstream call',
      );
      const parsed = jsonOrUndefined(text);
      if (status >= 500 && status <= 599) onUpstreamFailure?.(status);
      else if (status >= 200 && status < 300 && parsed === undefined) onUpstreamFailure?.(502);
      return { status, body: parsed };
    };
  const files: FileFetcherFactory =
    ({ token, client, signal, log, trace = newTrace() }) =>
    async (path) => {
      const call = callTrace(trace);
      log?.debug({ spanId: call.spanId, method: 'GET', path: pathOnly(path) }, 'upstream file');
      const headers: Record<string, string> = { ...forwardedHeaders(client), ...call.headers };
      if (token) headers.token = token;
      const response = await pool.request({ method: 'GET', path: basePath + path, headers, signal });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += (chunk as Buffer).length;
        if (size > MAX_FETCHED_FILE_BYTES) {
          response.body.destroy();
          throw new Error(`the API's file is larger than ${MAX_FETCHED_FILE_BYTES} bytes`);
        }
        chunks.push(chunk as Buffer);
      }
      const contentType = response.headers['content-type'];
      return {
        status: response.statusCode,
        contentType: typeof contentType === 'string' ? contentType : undefined,
        body: Buffer.concat(chunks),
      };
    };
  return { factory, files, close: () => pool.close() };
}
