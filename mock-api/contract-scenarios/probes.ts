import type { AnyEndpoint, HttpMethod } from '@shared/api/define-endpoint';
import { allEndpoints } from '@shared/api/registry';
import type { Call } from './support';

/** One request to send down both paths to the mock (HTTP and in-process) and compare. */
export interface Probe {
  label: string;
  method: HttpMethod;
  /** Relative to the API root, query included. */
  url: string;
  /** JSON body; undefined sends none. */
  body?: unknown;
  token?: string;
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
/** One character past the mock router's maxParamLength (Fastify's default, 100). */
const OVERLONG_PARAM = '9'.repeat(101);
/** A `%` escape that decodes to nothing: an invalid UTF-8 byte, then a `%` followed by no hex. */
const MALFORMED_ESCAPE = '%E4%zz';
const UNKNOWN_ID = '999999';

const isParam = (segment: string) => segment.startsWith(':');

/**
 * Static words other routes of the same method have where this route has a parameter, at the same
 * depth: `/exam/attempts/history` probes whether `/exam/:id/history` or `/exam/attempts/:subId` wins.
 */
function collidingWords(endpoint: AnyEndpoint, index: number): string[] {
  const length = endpoint.path.split('/').length;
  const words = allEndpoints
    .filter((other) => other !== endpoint && other.method === endpoint.method)
    .map((other) => other.path.split('/'))
    .filter((segments) => segments.length === length && !isParam(segments[index]!))
    .map((segments) => segments[index]!);
  return [...new Set(words)];
}

/** Every top-level value of another JSON type than the valid one. */
function wrongTypes(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return { value: 'x' };
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, typeof value === 'string' ? 12345 : 'x']));
}

/**
 * The probes of one endpoint: its valid call first (on the state its scenario prepared), then signed
 * out, another method, unknown and invalid path parameters (over-long, malformed escapes, another
 * route's static word), invalid, repeated and malformed query strings, invalid bodies. Some of
 * these still succeed (a query the endpoint ignores, an all-optional body): both mocks change alike.
 */
export function probesOf(endpoint: AnyEndpoint, call: Call): Probe[] {
  const queryAt = call.url.indexOf('?');
  const path = queryAt === -1 ? call.url : call.url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : call.url.slice(queryAt + 1);
  const withQuery = (target: string, query = search) => (query ? `${target}?${query}` : target);
  const pattern = endpoint.path.split('/');
  const segments = path.split('/');
  const withParam = (index: number, value: string) => segments.map((segment, at) => (at === index ? value : segment)).join('/');
  const as = { method: endpoint.method, body: call.payload, token: call.token };
  const probes: Probe[] = [{ label: 'valid', ...as, url: call.url }];

  if (call.token) probes.push({ label: 'signed out', ...as, url: call.url, token: undefined });
  const otherMethod = METHODS.find(
    (method) => method !== endpoint.method && !allEndpoints.some((other) => other.method === method && other.path === endpoint.path),
  );
  if (otherMethod)
    probes.push({
      label: `method ${otherMethod}`,
      ...as,
      method: otherMethod,
      url: call.url,
      body: otherMethod === 'GET' ? undefined : call.payload,
    });

  pattern.forEach((segment, index) => {
    if (!isParam(segment)) return;
    const name = segment.slice(1);
    const param = (label: string, value: string) =>
      probes.push({ label: `${name}: ${label}`, ...as, url: withQuery(withParam(index, value)) });
    param('unknown id', UNKNOWN_ID);
    param('not a number', 'abc');
    param('over maxParamLength', OVERLONG_PARAM);
    param('malformed escape', MALFORMED_ESCAPE);
    param('an encoded slash', '7%2F8');
    for (const word of collidingWords(endpoint, index)) param(`"${word}", a static segment of another route`, word);
  });
  if (!pattern.some(isParam)) probes.push({ label: 'malformed escape in the path', ...as, url: withQuery(`${path}${MALFORMED_ESCAPE}`) });

  const keys = [...new URLSearchParams(search).keys()];
  const firstKey = keys[0] ?? 'page';
  probes.push({ label: 'every query key repeated', ...as, url: withQuery(path, search ? `${search}&${search}` : 'page=1&page=2') });
  probes.push({ label: 'malformed escape in the query', ...as, url: withQuery(path, `${firstKey}=${MALFORMED_ESCAPE}`) });
  if (keys.length) probes.push({ label: 'invalid query values', ...as, url: withQuery(path, keys.map((key) => `${key}=-1.5x`).join('&')) });

  if (endpoint.body) {
    probes.push({ label: 'no body', ...as, url: call.url, body: undefined });
    probes.push({ label: 'empty body', ...as, url: call.url, body: {} });
    probes.push({ label: 'body of wrong types', ...as, url: call.url, body: wrongTypes(call.payload) });
    probes.push({ label: 'body not an object', ...as, url: call.url, body: 'x' });
  }
  return probes;
}
