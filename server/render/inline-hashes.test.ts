import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Source, sharedPageOf } from './inline-hashes';

const NONCE = '0123456789abcdef0123456789abcdef';
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('sharedPageOf', () => {
  it('cuts the render’s nonce attributes out and names each inline script the browser runs by its SHA-256', () => {
    const html =
      `<head><script nonce="${NONCE}">boot()</script><style nonce="${NONCE}">:root{}</style>` +
      `<script type="module" nonce="${NONCE}" src="/assets/entry.js"></script>` +
      `<script type="application/ld+json" nonce="${NONCE}">{"@type":"Course"}</script></head>` +
      `<body><script nonce="${NONCE}">$RC("B:0","S:0")</script><script nonce="${NONCE}">boot()</script>` +
      `<script type="application/json" id="__SKILL_STATE__">{"a":"\\u003c/script>"}</script>` +
      `<script type="text/javascript">tracker('中文')</script></body>`;
    const shared = sharedPageOf(html, NONCE);
    expect(shared.html.toString()).not.toContain('nonce');
    expect(shared.html.toString()).toBe(html.replaceAll(` nonce="${NONCE}"`, ''));
    // Once per distinct script, in document order; data blocks and external scripts are not CSP's business.
    expect(shared.scriptHashes).toEqual([hashOf('boot()'), hashOf('$RC("B:0","S:0")'), hashOf("tracker('中文')")]);
  });

  it('leaves text that only looks like the nonce alone: only the attribute as written goes', () => {
    const html = `<p>nonce="${NONCE}" ${NONCE}</p><script nonce="${NONCE}">x()</script>`;
    expect(sharedPageOf(html, NONCE).html.toString()).toBe(`<p>nonce="${NONCE}" ${NONCE}</p><script>x()</script>`);
  });

  it('reads bytes and text alike, and leaves a document without the nonce as it is', () => {
    const html = `<p>中文</p><script nonce="${NONCE}">go('中')</script>`;
    const fromBytes = sharedPageOf(Buffer.from(html), NONCE);
    expect(fromBytes).toEqual(sharedPageOf(html, NONCE));
    expect(fromBytes.scriptHashes).toEqual([hashOf("go('中')")]);
    const plain = Buffer.from('<p>no scripts</p>');
    expect(sharedPageOf(plain, NONCE).html).toBe(plain);
  });

  it('hashes only script elements: not <scripts>, not an unclosed script, and every attribute form of type', () => {
    const html =
      `<scripts>a()</scripts><script\ttype='application/json'>{}</script><script type=module>m()</script>` +
      `<script\n>n()</script><script src=/x.js></script><script>open(`;
    expect(sharedPageOf(html, '').scriptHashes).toEqual([hashOf('m()'), hashOf('n()')]);
  });

  it('names a script written in upper case by no hash, so the browser refuses it', () => {
    expect(sharedPageOf('<SCRIPT>evil()</SCRIPT><script>ok()</script>', '').scriptHashes).toEqual([hashOf('ok()')]);
  });

  it('hashes UTF-8 bytes, as browsers do', () => {
    expect(sha256Source('中')).toBe(hashOf('中'));
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
