import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { AppConfig } from './config';
import { requestTrace } from './trace-context';
import { trustedPeer } from './trusted-peer';

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

/**
 * The request id: an upstream one (nginx's $request_id) only from a proxy TRUST_PROXY trusts and
 * when it is sane, otherwise a new one — a visitor reaching the site directly never chooses the id
 * that ties log lines together.
 */
export function requestIdGenerator(trustProxy: AppConfig['TRUST_PROXY']): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (request) => {
    const incoming = request.headers['x-request-id'];
    return trusted(request.socket?.remoteAddress) && typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
      ? incoming
      : randomUUID();
  };
}

/**
 * Fastify's child logger per request, with the request's trace id beside its request id: every
 * line of the request (its "request completed", its upstream calls, its errors) can be found from
 * the traceparent an operator or the API's own logs hold.
 */
export const childLoggerWithTrace: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options, raw) =>
  logger.child({ ...bindings, traceId: requestTrace(raw as IncomingMessage).traceId }, options);
