/** What the cross-site rule reads of a request: its headers and the site's own host and scheme. */
export interface OriginFacts {
  headers: { 'sec-fetch-site'?: string | string[]; origin?: string | string[] };
  /** The Host the request was sent to (with its port). */
  host: string;
  /** `http` or `https`, as the site sees it (X-Forwarded-Proto from a trusted proxy). */
  protocol: string;
}

/**
 * Whether a browser's Origin is this site: the same scheme and the same host (with its port). The
 * scheme counts: a page served over plain HTTP (a network attacker can write one for any host) is
 * another origin than the HTTPS site.
 */
export function sameOrigin(origin: string, request: Pick<OriginFacts, 'host' | 'protocol'>): boolean {
  if (origin === 'null') return false;
  try {
    const url = new URL(origin);
    return url.host === request.host && url.protocol === `${request.protocol}:`;
  } catch {
    return false;
  }
}

/**
 * Whether a request comes from another site, as browsers tell it: Sec-Fetch-Site when sent, else
 * the Origin against this site. No Origin at all is not a browser's cross-site request.
 */
export function fromAnotherSite(request: OriginFacts): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin || Array.isArray(origin)) return Boolean(origin);
  return !sameOrigin(origin, request);
}
