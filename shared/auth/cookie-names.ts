/**
 * Over HTTPS the site's cookies carry the `__Host-` prefix: the browser then accepts them only
 * Secure, for Path=/ and without a Domain, so a sibling subdomain (or a plain-HTTP man in the
 * middle) cannot plant a sign-in or a WeChat state of its choosing. Plain HTTP (development,
 * tests) keeps the bare name, which browsers would refuse with the prefix.
 */
export function siteCookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}
