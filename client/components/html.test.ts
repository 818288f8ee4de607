import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@shared/lib/escape-html';
import { html, htmlString, trusted } from './html';

describe('html template', () => {
  it('escapes every interpolated value', () => {
    const evil = `"><script>alert('x')</script>&`;
    const out = htmlString(html`<a title="${evil}">${evil}</a>`);
    expect(out).toBe(
      '<a title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</a>',
    );
  });

  it('keeps nested templates and trusted markup, joins arrays, drops null/boolean', () => {
    const items = ['a<b', 'c'];
    const out = htmlString(html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>${null}${false}${trusted('<hr>')}${0}`);
    expect(out).toBe('<ul><li>a&lt;b</li><li>c</li></ul><hr>0');
  });

  it('escapeHtml is stable across calls (no global-regex state)', () => {
    expect(escapeHtml('a&b')).toBe('a&amp;b');
    expect(escapeHtml('a&b')).toBe('a&amp;b');
    expect(escapeHtml('plain')).toBe('plain');
  });
});
