import {
  buildPath,
  buildQuery,
  isSuccessCode,
  type AnyEndpoint,
  type EndpointBody,
  type EndpointData,
  type EndpointParams,
  type EndpointQuery,
  type Envelope,
} from './define-endpoint';

export const MSG_NOT_FOUND = '资源不存在';
export const MSG_SERVER_ERROR = '服务器内部错误';
export const MSG_FALLBACK = '出错了，请稍后再试～';

/** A request as the API client hands it to a transport: path relative to /api, query included. */
export interface TransportRequest {
  method: string;
  path: string;
  body?: unknown;
  signal?: AbortSignal;
}
export interface TransportResponse {
  status: number;
  /** Parsed JSON, or undefined when the body was not JSON. */
  body: unknown;
}
/** Browser: fetch to /api (cookie travels, the server maps it to `token`). Server: upstream with `token`. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/**
 * Every failed call rejects with this. `status` follows the spec: 404 for HTTP 404, 500 for any
 * other HTTP failure, and the HTTP status (normally 200) with `code` set for a business error.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
    readonly body?: Envelope,
  ) {
    super(message);
  }
  get msg(): string {
    return this.message;
  }
}

/**
 * By name as well as by class: the server's API client and the renderer's can come from two
 * copies of this module (tests run the server from source against the built renderer).
 */
export const isApiError = (error: unknown): error is ApiError =>
  error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number');

/** The server's msg when a business error carries one, else the friendly fallback. */
export function errorMessage(error: unknown, fallback = MSG_FALLBACK): string {
  if (isApiError(error) && error.code !== undefined && error.message) return error.message;
  return fallback;
}

export type CallInput<E extends AnyEndpoint> = {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
};

export interface ApiClient {
  call<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>): Promise<EndpointData<E>>;
}

export interface ApiClientOptions {
  /** Parse responses with the declared schema (development and tests; production trusts the contract). */
  validate?: boolean;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

/** Turns a transport response into data or an ApiError, per spec §7. */
export function settle<E extends AnyEndpoint>(endpoint: E, response: TransportResponse, validate = false): EndpointData<E> {
  if (response.status === 404) throw new ApiError(MSG_NOT_FOUND, 404);
  if (response.status < 200 || response.status >= 300 || !isEnvelope(response.body)) {
    throw new ApiError(MSG_SERVER_ERROR, 500);
  }
  const envelope = response.body;
  if (!isSuccessCode(envelope.code)) {
    throw new ApiError(envelope.msg || MSG_FALLBACK, response.status, envelope.code, envelope);
  }
  if (!validate) return envelope.data as EndpointData<E>;
  const parsed = endpoint.data.safeParse(envelope.data);
  if (!parsed.success) throw new ApiError(`${MSG_SERVER_ERROR}：${endpoint.id} 响应不符合约定`, 500);
  return parsed.data as EndpointData<E>;
}

export function createApiClient(transport: Transport, options: ApiClientOptions = {}): ApiClient {
  return {
    async call(endpoint, input = {}) {
      const path =
        buildPath(endpoint.path, input.params as Record<string, unknown> | undefined) +
        buildQuery(input.query as Record<string, unknown> | undefined);
      let response: TransportResponse;
      try {
        response = await transport({ method: endpoint.method, path, body: input.body, signal: input.signal });
      } catch (error) {
        if (isApiError(error)) throw error;
        throw new ApiError(MSG_SERVER_ERROR, 500);
      }
      return settle(endpoint, response, options.validate);
    },
  };
}
