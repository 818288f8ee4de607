import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { richDocFromText } from '@shared/lib/rich-text';
import { RichText } from './rich-text';

const render = (doc: unknown) => renderToStaticMarkup(<RichText doc={doc as never} />);
const HOSTILE = [
  '<script>alert(1)</script>',
  '</script><script>window.__pwned=1</script>',
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
];

describe('<RichText>', () => {
  it('renders every allowed node as its element', () => {
    const html = render({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '小标题' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '粗', marks: [{ type: 'bold' }] },
            { type: 'hardBreak' },
            { type: 'text', text: '斜', marks: [{ type: 'italic' }, { type: 'strike' }] },
          ],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: '引用' }] }] },
        { type: 'codeBlock', content: [{ type: 'text', text: 'a < b' }] },
        { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: '一' }] }] }] },
        { type: 'paragraph', content: [{ type: 'mention', attrs: { id: 2, label: '焊工老李' } }] },
      ],
    });
    expect(html).toContain('<h2>小标题</h2>');
    expect(html).toContain('<p><strong>粗</strong><br/><s><em>斜</em></s></p>');
    expect(html).toContain('<br/>');
    expect(html).toContain('<blockquote><p>引用</p></blockquote>');
    expect(html).toContain('<pre class="rt-pre"><code>a &lt; b</code></pre>');
    expect(html).toContain('<ol><li><p>一</p></li></ol>');
    expect(html).toContain('<a href="/user/2" class="rt-mention">@焊工老李</a>');
  });

  it('links only http(s), with rel="nofollow ugc noopener" in a new tab', () => {
    const link = (href: string) =>
      render({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: '链接', marks: [{ type: 'link', attrs: { href } }] }] }],
      });
    expect(link('https://example.com/a')).toContain(
      '<a href="https://example.com/a" rel="nofollow ugc noopener" target="_blank" class="rt-link">链接</a>',
    );
    for (const href of ['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '/relative'])
      expect(link(href)).not.toContain('<a');
  });

  it.each(HOSTILE)('shows %s as text, never as markup', (text) => {
    const html = render(richDocFromText(text));
    expect(html).not.toMatch(/<script|<img|<svg/);
    expect(html).toContain(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
  });

  it('drops what is not in the document subset (the API may not be ours) and renders nothing for a non-document', () => {
    const html = render({
      type: 'doc',
      content: [
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        {
          type: 'paragraph',
          content: [
            { type: 'image', attrs: { src: 'x' } },
            { type: 'text', text: '留下' },
          ],
        },
      ],
    });
    expect(html).toBe('<div class="rt-body "><p>留下</p></div>');
    expect(render('<p>html</p>')).toBe('');
  });

  it('keeps U+2028/U+2029 out of the markup (they become line breaks)', () => {
    expect(render(richDocFromText('一\u2028二'))).not.toMatch(/[\u2028\u2029]/);
  });
});
