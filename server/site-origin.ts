import type { FastifyRequest } from 'fastify';

/** A Host header worth echoing: a name or IP literal with an optional port, nothing else. */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin absolute URLs are built on (canonical, Open Graph, sitemap): the configured
 * SITE_ORIGIN, else the request's own. A Host that is not a plain host name never reaches markup.
 */
export function siteOriginOf(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured;
  const host = request.host;
  // A trusted proxy's X-Forwarded-Proto is any text, and the pattern lets through ports above 65535 and IPs like 1.2.3.999: the URL parser decides.
  const origin = `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
  return PLAIN_HOST.test(host) && URL.canParse(origin) ? origin : 'http://localhost';
}

/** This machine's own names: a Host nobody outside can make a crawler or a shared cache see. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * The origin of the crawler files (robots.txt, sitemap.xml), or null for none. They are cached
 * publicly and read by search engines, so a Host header a visitor chose must never become their
 * URLs: SITE_ORIGIN when configured (docker-compose.yml sets it); without it, the request's own
 * origin only on a loopback host (a local run); anywhere else no sitemap at all, rather than one
 * pointing at whatever host was asked.
 */
export function crawlerOriginOf(request: FastifyRequest, configured: string | undefined): string | null {
  if (configured) return configured;
  return LOOPBACK_HOST.test(request.host) ? siteOriginOf(request, undefined) : null;
}
