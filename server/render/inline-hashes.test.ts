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
    expect(shared.html).not.toContain('nonce');
    expect(shared.html).toBe(html.replaceAll(` nonce="${NONCE}"`, ''));
    // Once per distinct script, in document order; data blocks and external scripts are not CSP's business.
    expect(shared.scriptHashes).toEqual([hashOf('boot()'), hashOf('$RC("B:0","S:0")'), hashOf("tracker('中文')")]);
  });

  it('leaves text that only looks like the nonce alone: only the attribute as written goes', () => {
    const html = `<p>nonce="${NONCE}" ${NONCE}</p><script nonce="${NONCE}">x()</script>`;
    expect(sharedPageOf(html, NONCE).html).toBe(`<p>nonce="${NONCE}" ${NONCE}</p><script>x()</script>`);
  });

  it('hashes UTF-8 bytes, as browsers do', () => {
    expect(sha256Source('中')).toBe(hashOf('中'));
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
