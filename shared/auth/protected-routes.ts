/**
 * Spec §5 route access: a path matching one of these patterns and none of the exclusions needs a
 * token. `**` matches any number of segments (none included), `*` exactly one segment.
 * Used by the server (302 before rendering) and the browser (route middleware).
 */
export const PROTECTED_PATTERNS: readonly string[] = [
  '/setting/**',
  '/order/**',
  '/message/**',
  '/study',
  '/collect',
  '/community/question',
  '/course/*/play',
  '/live/*/play',
  '/exam/*/history',
  '/exam/*/mocks/*',
  '/exam/*/official/*',
];

/** Paths under a protected pattern that stay open. */
export const PROTECTED_EXCLUSIONS: readonly string[] = [];

/** `login` values that open the login modal: `1`, or `expired` when a token's session was found gone. */
export const LOGIN_PARAM_OPEN = '1';
export const LOGIN_PARAM_EXPIRED = 'expired';

/**
 * Where a signed-out visitor of a protected path is sent: home, the login modal, and the way back.
 * `expired`: the visitor came with a token whose session is gone, and is told so.
 */
export function loginRedirectTarget(pathWithSearch: string, { expired = false } = {}): string {
  return `/?login=${expired ? LOGIN_PARAM_EXPIRED : LOGIN_PARAM_OPEN}&redirect=${encodeURIComponent(pathWithSearch)}`;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchSegments(pattern: string[], path: string[]): boolean {
  if (pattern.length === 0) return path.length === 0;
  const [head, ...rest] = pattern;
  if (head === '**') {
    for (let skip = 0; skip <= path.length; skip += 1) if (matchSegments(rest, path.slice(skip))) return true;
    return false;
  }
  if (path.length === 0) return false;
  return (head === '*' || head === path[0]) && matchSegments(rest, path.slice(1));
}

export function matchesPattern(pattern: string, pathname: string): boolean {
  return matchSegments(segmentsOf(pattern), segmentsOf(pathname));
}

const compiled = {
  patterns: PROTECTED_PATTERNS.map(segmentsOf),
  exclusions: PROTECTED_EXCLUSIONS.map(segmentsOf),
};

/** True when `pathname` (no query) needs a signed-in visitor. */
export function isProtectedPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: match the raw path
  }
  const path = segmentsOf(decoded.split(/[?#]/, 1)[0]!);
  return (
    compiled.patterns.some((pattern) => matchSegments(pattern, path)) &&
    !compiled.exclusions.some((pattern) => matchSegments(pattern, path))
  );
}
