import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnyEndpoint, EndpointData } from '@shared/api/define-endpoint';

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

type Parsed<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

export interface HandlerContext<E extends AnyEndpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The `token` header as the site's server sends it upstream. */
  token: string | undefined;
  request: FastifyRequest;
}

export type Handler<E extends AnyEndpoint> = (context: HandlerContext<E>) => EndpointData<E> | Promise<EndpointData<E>>;

/** Every route the mock serves, by endpoint id, so the contract test can prove coverage. */
export const handledEndpoints = new WeakMap<FastifyInstance, Set<string>>();

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown, what: string): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const result = schema.safeParse(value ?? (what === '请求体' ? {} : value));
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}：` : '';
    throw new BusinessError(CODE_INVALID, `${what}参数错误：${where}${issue?.message ?? '格式不正确'}`);
  }
  return result.data as Parsed<S>;
}

/**
 * Registers the mock's implementation of one declared endpoint: the route comes from the
 * contract, input is parsed with the contract's schemas, and the result is wrapped in the envelope.
 */
export function handle<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  const seen = handledEndpoints.get(app) ?? new Set<string>();
  seen.add(endpoint.id);
  handledEndpoints.set(app, seen);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request) => {
      const tokenHeader = request.headers.token;
      const data = await handler({
        params: parse(endpoint.params, request.params, '路径') as Parsed<E['params']>,
        query: parse(endpoint.query, request.query, '查询') as Parsed<E['query']>,
        body: parse(endpoint.body, request.body, '请求体') as Parsed<E['body']>,
        token: typeof tokenHeader === 'string' && tokenHeader ? tokenHeader : undefined,
        request,
      });
      return { code: 0, msg: 'success', data: data ?? null };
    },
  });
}
