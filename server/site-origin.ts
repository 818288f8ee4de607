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
  return PLAIN_HOST.test(host) ? `${request.protocol}://${host}` : 'http://localhost';
}
