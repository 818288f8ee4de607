/**
 * One spelling per resource. Per-path rules (rate limits, the sign-in cookie, protected pages)
 * compare paths; an API or router that resolves `/./`, `//`, `%63` or `;params` behind them would
 * otherwise serve the same endpoint under a spelling no rule knows. So /api refuses every other
 * spelling, and pages are resolved to theirs before any rule runs.
 */

const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** Escapes that change which path an upstream sees once it decodes: separators and NUL. */
const ENCODED_SEPARATOR = /%(?:2f|5c|3b|00)/i;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const MAYBE_RESPELLED = /[%\\]|\/\/|\/\./;

const decodesToUnreserved = (hex: string) => UNRESERVED.test(String.fromCharCode(Number.parseInt(hex, 16)));

/** Why an /api path (query removed) is not canonical, or null when it is. */
export function nonCanonicalApiPath(path: string): string | null {
  if (path.includes('\\')) return 'backslash';
  // Matrix parameters: Spring-style upstreams drop `;…` from a segment before routing.
  if (path.includes(';')) return 'semicolon';
  if (ENCODED_SEPARATOR.test(path)) return 'encoded separator';
  for (const match of path.matchAll(ESCAPE)) if (decodesToUnreserved(match[1]!)) return 'encoded unreserved character';
  const segments = path.split('/').slice(1);
  for (const segment of segments) {
    if (segment === '') return 'empty segment';
    if (segment === '.' || segment === '..') return 'dot segment';
  }
  return null;
}

/**
 * The canonical spelling of a page path (query removed): unreserved characters decoded, duplicate
 * slashes collapsed, dot segments resolved (never above the root). A trailing slash is kept (the
 * router treats it alike). Null when the path can only be an attack: a backslash or an encoded
 * separator, which no link of the site produces.
 */
export function canonicalPagePath(path: string): string | null {
  // Nearly every request: nothing that could be respelled (checked first, it runs on every page).
  if (!MAYBE_RESPELLED.test(path)) return path;
  if (path.includes('\\') || ENCODED_SEPARATOR.test(path)) return null;
  const decoded = path.replace(ESCAPE, (escape, hex: string) =>
    decodesToUnreserved(hex) ? String.fromCharCode(Number.parseInt(hex, 16)) : escape,
  );
  const segments = decoded.split('/').slice(1);
  const resolved: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '..') resolved.pop();
    else if (segment !== '.' && (segment !== '' || last)) resolved.push(segment);
    // `/a/.` and `/a/..` end in a directory: keep the trailing slash they imply.
    if ((segment === '.' || segment === '..') && last) resolved.push('');
  });
  const canonical = `/${resolved.join('/')}`;
  // `//`-leading paths were collapsed above, so the result can never be read as another host.
  return canonical.replace(/^\/{2,}/, '/');
}
