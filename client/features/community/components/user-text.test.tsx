import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tokenizeUserText } from './user-text-tokens';
import { UserText } from './user-text';

const render = (text: string) => renderToStaticMarkup(<UserText text={text} />);

describe('tokenizeUserText', () => {
  it('makes http(s) URLs links, leaving sentence punctuation outside', () => {
    expect(tokenizeUserText('看 https://example.com/a?b=1。然后 (http://x.cn/p).')).toEqual([
      { type: 'text', text: '看 ' },
      { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', text: '。然后 (' },
      { type: 'link', text: 'http://x.cn/p', href: 'http://x.cn/p' },
      { type: 'text', text: ').' },
    ]);
  });

  it('keeps javascript:, data: and protocol-less links as text', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', 'JaVaScRiPt:alert(1)']) {
      expect(tokenizeUserText(text).every((token) => token.type === 'text')).toBe(true);
    }
  });

  it('highlights @mentions, not e-mail addresses', () => {
    expect(tokenizeUserText('@焊工老李 你好，mail a@b.com')).toEqual([
      { type: 'mention', text: '@焊工老李', name: '焊工老李' },
      { type: 'text', text: ' 你好，mail a@b.com' },
    ]);
  });

  it('turns U+2028 / U+2029 into newlines and drops control characters', () => {
    expect(tokenizeUserText('a\u2028b\u2029c\u0007')).toEqual([{ type: 'text', text: 'a\nb\nc' }]);
  });
});

describe('<UserText>', () => {
  it('renders every XSS payload as inert text', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '</script><script>alert(2)</script>',
      '<img src=x onerror=alert(3)>',
      '"><svg onload=alert(4)>',
      '[点我](javascript:alert(5)) javascript:alert(5)',
    ];
    for (const payload of payloads) {
      const html = render(payload);
      // The only elements are our own, and every attribute is one we set: the payload is all text.
      expect([...html.matchAll(/<(\w+)/g)].map((match) => match[1])).toEqual(['div']);
      expect([...html.matchAll(/\s([\w-]+)="/g)].map((match) => match[1])).toEqual(['class']);
    }
    expect(render('<img src=x onerror=alert(3)>')).toContain('&lt;img src=x onerror=alert(3)&gt;');
  });

  it('links only http(s) URLs, with rel="nofollow ugc noopener" and a new tab', () => {
    const html = render('资料 https://example.com/x"onmouseover="alert(1) 与 javascript:alert(1)');
    expect(html).toContain('<a href="https://example.com/x" rel="nofollow ugc noopener" target="_blank"');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).not.toContain('onmouseover="');
  });

  it('keeps line breaks (U+2028 included) and lets a 300-character word wrap', () => {
    expect(render('第一行\u2028第二行\n第三行')).toContain('第一行\n第二行\n第三行');
    const long = 'x'.repeat(300);
    const html = render(long);
    expect(html).toContain(long);
    expect(html).toMatch(/class="[^"]*text/);
  });

  it('highlights @names as text, not links', () => {
    expect(render('@技能学员小王 看看')).toMatch(/<span class="[^"]*">@技能学员小王<\/span> 看看/);
  });
});
