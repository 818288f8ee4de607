import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { parsePage } from './html';

/** Every nonce attribute in a page. */
const noncesIn = (html: string) =>
  new Set(
    parsePage(html)('[nonce]')
      .toArray()
      .map((element) => element.attribs.nonce),
  );

/** Script types the browser never executes (data blocks): CSP does not govern them. */
const DATA_BLOCK = /^application\/(ld\+)?json$/i;

/**
 * A page every signed-out visitor may share: no nonce anywhere, and script-src names exactly the
 * SHA-256 of each inline script the browser would run (read by an HTML parser, hashed here).
 */
export function expectSharedPage(response: { headers: Record<string, unknown>; body: string }, html = response.body) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).not.toMatch(/nonce-/);
  expect([...noncesIn(html)]).toEqual([]);
  const $ = parsePage(html);
  const inline = $('script:not([src])')
    .toArray()
    .filter((element) => !DATA_BLOCK.test($(element).attr('type') ?? ''))
    .map((element) => `'sha256-${createHash('sha256').update($(element).text(), 'utf8').digest('base64')}'`);
  expect(inline.length, 'the page has inline scripts (the colour-mode boot at least)').toBeGreaterThan(0);
  const scriptSrc = csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '))!
    .split(' ')
    .slice(1);
  expect(scriptSrc.toSorted()).toEqual(["'self'", ...new Set(inline)].toSorted());
}
