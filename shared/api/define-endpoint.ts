import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of the product API, declared once and used by the browser client, the SSR
 * loaders and the mock API. `path` is relative to `/api` and may hold `:param` segments.
 */
export interface Endpoint<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Data extends z.ZodMiniType = z.ZodMiniType,
> {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  data: Data;
  /** Business codes (besides 0) this endpoint is documented to answer with. */
  codes?: readonly number[];
  /**
   * What the site's server does with the sign-in cookie for this endpoint: `issue` — a token in a
   * successful answer becomes the HttpOnly cookie and leaves the JSON; `end` — the cookie is
   * cleared whatever the answer; `check` — an answer saying the session is gone clears it.
   */
  session?: SessionEffect;
  /** The per-client rate limit the site's server applies before the call reaches the API. */
  rateLimit?: RateLimitBucket;
}

export type SessionEffect = 'issue' | 'end' | 'check';
export type RateLimitBucket = 'sms' | 'login' | 'qr';

export function defineEndpoint<
  Params extends z.ZodMiniType = z.ZodMiniUndefined,
  Query extends z.ZodMiniType = z.ZodMiniUndefined,
  Body extends z.ZodMiniType = z.ZodMiniUndefined,
  Data extends z.ZodMiniType = z.ZodMiniType,
>(endpoint: Endpoint<Params, Query, Body, Data>): Endpoint<Params, Query, Body, Data> {
  return endpoint;
}

export type AnyEndpoint = Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>;
export type EndpointData<E extends AnyEndpoint> = z.output<E['data']>;
type InputOf<S> = NonNullable<S> extends z.ZodMiniType ? z.input<NonNullable<S>> : undefined;
export type EndpointParams<E extends AnyEndpoint> = InputOf<E['params']>;
export type EndpointQuery<E extends AnyEndpoint> = InputOf<E['query']>;
export type EndpointBody<E extends AnyEndpoint> = InputOf<E['body']>;

/** The body every product endpoint answers with: code 0 (or -102) is success. */
export const envelopeSchema = z.object({
  code: z.int(),
  msg: z.optional(z.string()),
  data: z.optional(z.unknown()),
});
export type Envelope<T = unknown> = { code: number; msg?: string; data?: T };

export const SUCCESS_CODES: readonly number[] = [0, -102];
export const isSuccessCode = (code: unknown): boolean => typeof code === 'number' && SUCCESS_CODES.includes(code);

/** `/course/:id` + {id: 7} → `/course/7`; every value is URI-encoded. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path param "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Serialises a flat query object, skipping undefined/null; arrays become comma-joined values. */
export function buildQuery(query?: Record<string, unknown>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
