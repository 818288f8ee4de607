/**
 * Where a sign-in may send the visitor next: a path on this site only. `//evil.example` and
 * `/\evil.example` are protocol-relative to a browser, and control characters can smuggle either,
 * so they are refused; anything refused means "stay where you are".
 */
export function safeSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}
