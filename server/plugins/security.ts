import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

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
    strictTransportSecurity: false,
  });
});
