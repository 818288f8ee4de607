import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { AnyEndpoint, EndpointData } from '@shared/api/define-endpoint';
import { mockClientAddress } from '../live/socket-limits';

/** A business failure: answered as HTTP 200 with `{ code, msg }`, like the real API. */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const CODE_INVALID = 400;
export const CODE_UNAUTHORIZED = 401;
/** An unknown id: the site turns business code 404 into its 404 page. */
export const CODE_NOT_FOUND = 404;

type Parsed<S> = NonNullable<S> extends z.ZodMiniType ? z.output<NonNullable<S>> : undefined;

export interface HandlerContext<E extends AnyEndpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The `token` header as the site's server sends it upstream. */
  token: string | undefined;
  /** The caller's site origin (`http://host:port`) when the request says it. */
  origin: string | undefined;
  /**
   * The visitor's address, for per-client limits: over HTTP the X-Real-IP / X-Forwarded-For the site
   * sets from its own `request.ip`, else the peer's; undefined when nobody said.
   */
  clientAddress: string | undefined;
  /** The browser's User-Agent as the site passes it on: names a signed-in device. */
  userAgent: string | undefined;
}

export type Handler<E extends AnyEndpoint> = (context: HandlerContext<E>) => EndpointData<E> | Promise<EndpointData<E>>;

/** Every route the mock serves, by endpoint id, so the contract test can prove coverage. */
export const handledEndpoints = new WeakMap<FastifyInstance, Set<string>>();

function parse<S extends z.ZodMiniType | undefined>(schema: S, value: unknown, what: string): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const result = schema.safeParse(value ?? (what === '请求体' ? {} : value));
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}：` : '';
    throw new BusinessError(CODE_INVALID, `${what}参数错误：${where}${issue?.message ?? '格式不正确'}`);
  }
  return result.data as Parsed<S>;
}

export interface RawInput {
  params: unknown;
  query: unknown;
  body: unknown;
  token: string | undefined;
  origin?: string | undefined;
  clientAddress?: string | undefined;
  userAgent?: string | undefined;
}

/** An endpoint's implementation: parsed with the contract's schemas, wrapped in the envelope. */
type Invoke = (input: RawInput) => Promise<unknown>;

/** Records an endpoint served by a route of its own (an upload: multipart, not JSON). */
export function markHandled(app: FastifyInstance, endpoint: AnyEndpoint): void {
  const seen = handledEndpoints.get(app) ?? new Set<string>();
  seen.add(endpoint.id);
  handledEndpoints.set(app, seen);
}

/**
 * Registers the mock's implementation of one declared endpoint: the route comes from the
 * contract, input is parsed with the contract's schemas, and the result is wrapped in the envelope.
 */
export function handle<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  markHandled(app, endpoint);
  const invoke: Invoke = async (input) => {
    const data = await handler({
      params: parse(endpoint.params, input.params, '路径') as Parsed<E['params']>,
      query: parse(endpoint.query, input.query, '查询') as Parsed<E['query']>,
      body: parse(endpoint.body, input.body, '请求体') as Parsed<E['body']>,
      token: input.token,
      origin: input.origin,
      clientAddress: input.clientAddress,
      userAgent: input.userAgent,
    });
    return { code: 0, msg: 'success', data: data ?? null };
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: (request) => {
      const tokenHeader = request.headers.token;
      return invoke({
        params: request.params,
        query: request.query,
        body: request.body,
        token: typeof tokenHeader === 'string' && tokenHeader ? tokenHeader : undefined,
        origin: requestOrigin(request.headers),
        clientAddress: mockClientAddress(request.headers, request.socket.remoteAddress),
        userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'].slice(0, 512) : undefined,
      });
    },
  });
}

const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && HOST.test(url.host) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * Where the caller's page lives: the browser's Origin (sent with every POST), else
 * X-Forwarded-Host/-Proto as the site forwards them, else Host.
 */
export function requestOrigin(headers: Record<string, string | string[] | undefined>): string | undefined {
  const fromOrigin = originOf(first(headers.origin));
  if (fromOrigin) return fromOrigin;
  const host = first(headers['x-forwarded-host']) ?? first(headers.host);
  if (!host || !HOST.test(host)) return undefined;
  const proto = first(headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}

/** The router's own refusal (a malformed `%` escape, a path parameter over maxParamLength), HTTP 400. */
export const MALFORMED_REQUEST_BODY = { code: 400, msg: '请求格式错误' } as const;
/** Nothing declared for the method and path, HTTP 404. */
export const NOT_FOUND_BODY = { code: 404, msg: '资源不存在' } as const;

/** What a failure looks like on the wire: business errors are HTTP 200 with their code. */
export function errorReply(error: unknown): { status: number; body: { code: number; msg: string } } {
  if (error instanceof BusinessError) return { status: 200, body: { code: error.code, msg: error.message } };
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 400 && status < 500)
    return { status: 200, body: { code: CODE_INVALID, msg: status === 413 ? '请求内容过大' : '请求格式错误' } };
  return { status: 500, body: { code: 500, msg: '服务器内部错误' } };
}

/** A handler that crashed (an answer of 500), logged as the mock's Fastify error handler logs it. */
export function logCrash(log: Pick<FastifyBaseLogger, 'error'>, error: unknown): void {
  log.error({ err: error }, 'mock api failure');
}
