import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage, StoredPage } from '../page-cache';

/**
 * How a page answer may be cached, and the cached page sent as stored (docs/decisions/018-shared-cache.md).
 * A signed-out page of a `cache` route is public: any shared cache (nginx's proxy_cache, a CDN) may
 * keep it `s-maxage` seconds and serve it stale `stale-while-revalidate` more while it refreshes,
 * browsers revalidate (`max-age=0`). Anything personal, or carrying a Set-Cookie, is `private, no-store`.
 */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** What decides the variant of a page: the session cookie, and the encoding of its bytes (in @fastify/compress's spelling, which it then does not add twice). */
export const SHARED_PAGE_VARY = 'Cookie, accept-encoding';

/**
 * Prerendered pages change only with a deploy (which must empty a shared cache in front: its pages name
 * the old build's hashed assets, see deploy/nginx.conf): five minutes fresh, an hour stale.
 */
export const PRERENDERED_FRESH_SECONDS = 300;
export const PRERENDERED_STALE_SECONDS = 3600;

export function sharedCacheControl(sMaxAgeSeconds: number, staleSeconds: number): string {
  return `public, max-age=0, s-maxage=${Math.max(0, sMaxAgeSeconds)}, stale-while-revalidate=${Math.max(0, staleSeconds)}`;
}

/**
 * The freshness left to a stored page, so a shared cache in front never keeps it longer than this
 * process would: a page 50 s into its 60 s tells nginx 10 s, a stale one 0 s and what is left of its
 * stale window.
 */
export function remainingCacheControl(page: Pick<CachedPage, 'freshUntil' | 'staleUntil'>, now: number): string {
  const fresh = Math.max(0, Math.floor((page.freshUntil - now) / 1000));
  const stale = Math.max(0, Math.floor((page.staleUntil - Math.max(now, page.freshUntil)) / 1000));
  return sharedCacheControl(fresh, stale);
}

export type StoredEncoding = 'br' | 'gzip' | 'identity';

/**
 * The stored encoding to send for an Accept-Encoding header: br, else gzip, else the plain bytes.
 * An encoding the client lists with q=0 is refused; `*` stands for any encoding not listed.
 */
export function storedEncodingFor(acceptEncoding: string | undefined): StoredEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.slice(0, 256).split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const accepts = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The page once in each encoding, compressed harder than on the fly (brotli 9, gzip 9): it is done once
 * per render off the event loop (zlib's thread pool), and every hit after sends these bytes as they are.
 */
export async function precompressed(html: Buffer | string): Promise<Pick<CachedPage, 'identity' | 'br' | 'gzip'>> {
  const identity = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gzipped };
}

/**
 * A stored page as the answer: its bytes in the encoding the client takes, its hash-based CSP, public
 * caching for what is left of its freshness. Content-Encoding set here keeps @fastify/compress off it.
 */
export function sendStoredPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: StoredPage,
  cacheStatus: 'HIT' | 'STALE' | 'MISS',
  cacheControl: string,
) {
  const encoding = storedEncodingFor(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return (
    reply
      .header('content-type', 'text/html; charset=utf-8')
      // Something on the way set a cookie: this answer is that visitor's, whatever the page.
      .header('cache-control', reply.hasHeader('set-cookie') ? PERSONAL_CACHE_CONTROL : cacheControl)
      .header('vary', SHARED_PAGE_VARY)
      .header('content-security-policy', page.csp)
      .header('x-cache', cacheStatus)
      .send(page[encoding])
  );
}
