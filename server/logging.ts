import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { requestTrace } from './trace-context';

/**
 * Secrets never reach the logs: cookie and token headers are redacted wherever they appear, and
 * request lines are logged as path only — query strings can carry OAuth code/state or SMS codes.
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.token',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.token',
  'token',
  'password',
  'security',
  'body.password',
  'body.security',
];

export function loggerOptions(level: string, pretty: boolean): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { method?: string; url?: string }) => ({ method: request.method, path: pathOnly(request.url) }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

export function pathOnly(url: string | undefined): string {
  const path = (url ?? '/').split('?', 1)[0]!;
  return path.length > 256 ? `${path.slice(0, 256)}…` : path;
}

/** Honour an upstream request id (nginx $request_id) when it is sane, otherwise make one. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify's child logger per request, with the request's trace id beside its request id: every
 * line of the request (its "request completed", its upstream calls, its errors) can be found from
 * the traceparent an operator or the API's own logs hold.
 */
export const childLoggerWithTrace: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options, raw) =>
  logger.child({ ...bindings, traceId: requestTrace(raw as IncomingMessage).traceId }, options);
