import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The directives every page shares, after script-src and style-src. */
const commonDirectives = (dev: boolean) => [
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

/**
 * CSP for a rendered page: scripts and <style> only from us or carrying this response's nonce.
 * Style attributes stay allowed (React and Radix set positions inline). Development adds the
 * Vite HMR websocket and Vite's injected styles.
 */
export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Vite's dev server injects <style> tags without a nonce; production styles are files or nonced.
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    ...commonDirectives(dev),
  ].join('; ');
}

/**
 * CSP for a page shared by every signed-out visitor (docs/decisions/018-shared-cache.md): the same
 * bytes for all, so no nonce; its inline scripts are allowed by their SHA-256 (inline-hashes.ts).
 * Styles: files and inline, since Radix's scroll lock writes a <style> at run time whose text holds
 * the visitor's scrollbar width, which no hash can name; such a page holds nothing personal for an
 * injected style to read.
 */
export function sharedPageContentSecurityPolicy(scriptHashes: readonly string[], dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    ...commonDirectives(dev),
  ].join('; ');
}

/** One year: what browsers' preload lists and audit tools expect of an HTTPS site. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Helmet's other headers for every response; the per-page CSP is set by the SSR route. Wrapped in
 * fastify-plugin so helmet's hooks reach the routes registered outside this plugin.
 */
export const security = fp(async function security(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Same-origin API, but images may be shown by the mobile app's webview.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, only for requests that came over HTTPS: over plain HTTP browsers ignore it, and
    // a site reached at http://host:port (a local run, the compose file on :8080) must not claim it.
    strictTransportSecurity: false,
  });
  // request.protocol is https when the connection is TLS or a trusted proxy (TRUST_PROXY) says so in
  // X-Forwarded-Proto; an untrusted client's claim is ignored. No includeSubDomains: the operator's
  // other hosts under the same domain are not this site's to pin.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_SECONDS}`);
    done();
  });
});
