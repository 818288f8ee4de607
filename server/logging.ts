import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

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
