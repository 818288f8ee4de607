import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageCache, StoredPage } from '../page-cache';
import { contentSecurityPolicy, sharedPageContentSecurityPolicy } from '../plugins/security';
import {
  PERSONAL_CACHE_CONTROL,
  precompressed,
  PRERENDERED_FRESH_SECONDS,
  PRERENDERED_STALE_SECONDS,
  sendStoredPage,
  sharedCacheControl,
  SHARED_PAGE_VARY,
} from './cache-policy';
import { sharedPageOf } from './inline-hashes';
import type { PageRule } from './renderer';

/**
 * The answers that are one document for every signed-out visitor (docs/decisions/018-shared-cache.md):
 * a cached route's complete render and a prerendered page, without nonce, their inline scripts named
 * by hash in the CSP, public for any cache.
 */

/** A finished signed-out render as the page every signed-out visitor gets: no nonce, its scripts' hashes in its CSP, compressed once. */
export async function storedPageOf(renderedHtml: Buffer, nonce: string, dev: boolean): Promise<StoredPage> {
  const shared = sharedPageOf(renderedHtml, nonce);
  return { ...(await precompressed(shared.html)), csp: sharedPageContentSecurityPolicy(shared.scriptHashes, dev) };
}

export interface SharedRender {
  nonce: string;
  rule: Extract<PageRule, { kind: 'cache' }>;
  /** The page cache and this page's key in it; absent: no page cache. */
  pageCache: PageCache | undefined;
  cacheKey: string;
  dev: boolean;
  /** The render or one of its API calls failed after all: not a page to share. */
  failed: boolean;
}

/** A page for this visitor alone: its own nonce in the CSP, never kept by a shared cache. */
function sendOwnPage(reply: FastifyReply, html: Buffer | string, cacheControl: string, nonce: string, dev: boolean) {
  return reply
    .header('cache-control', cacheControl)
    .header('vary', 'Cookie')
    .header('content-security-policy', contentSecurityPolicy(nonce, dev))
    .send(html);
}

/** The one document every signed-out visitor gets: nonce cut out, its scripts' hashes in the CSP, public. */
function sendPublicPage(reply: FastifyReply, html: Buffer | string, nonce: string, cacheControl: string, dev: boolean) {
  const shared = sharedPageOf(html, nonce);
  return reply
    .header('cache-control', cacheControl)
    .header('vary', SHARED_PAGE_VARY)
    .header('content-security-policy', sharedPageContentSecurityPolicy(shared.scriptHashes, dev))
    .send(shared.html);
}

/**
 * A complete signed-out render of a cached route: sent with its scripts' hashes for CSP and public
 * caching, stored when the page cache is on. One that failed late or sets a cookie is this visitor's
 * alone (its nonce kept, never stored).
 */
export async function sendSharedPage(request: FastifyRequest, reply: FastifyReply, html: Buffer, render: SharedRender) {
  const { nonce, rule, pageCache, cacheKey, dev } = render;
  reply.header('content-type', 'text/html; charset=utf-8');
  if (render.failed || reply.hasHeader('set-cookie'))
    return sendOwnPage(reply, html, reply.hasHeader('set-cookie') ? PERSONAL_CACHE_CONTROL : 'no-store', nonce, dev);
  const cacheControl = sharedCacheControl(rule.freshSeconds, rule.staleSeconds);
  if (pageCache) {
    const page = await storedPageOf(html, nonce, dev);
    pageCache.store(cacheKey, page, rule.freshSeconds, rule.staleSeconds);
    return sendStoredPage(request, reply, page, 'MISS', cacheControl);
  }
  // No page cache: the same shared page, compressed on the fly by @fastify/compress.
  return sendPublicPage(reply, html, nonce, cacheControl, dev);
}

/**
 * A prerendered page: for a signed-out visitor one document like a cached route's; for a request with a
 * token cookie the server did not take for a session, that visitor's answer with its own nonce.
 */
export function sendPrerenderedPage(reply: FastifyReply, html: string, nonce: string, personal: boolean, dev: boolean) {
  reply.header('content-type', 'text/html; charset=utf-8').header('x-prerendered', '1');
  if (personal) return sendOwnPage(reply, html, PERSONAL_CACHE_CONTROL, nonce, dev);
  return sendPublicPage(reply, html, nonce, sharedCacheControl(PRERENDERED_FRESH_SECONDS, PRERENDERED_STALE_SECONDS), dev);
}
