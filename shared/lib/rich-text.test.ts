import { describe, expect, it } from 'vitest';
import {
  richDocImages,
  cleanText,
  excerptOf,
  RICH_TEXT_LIMITS,
  richDocFromText,
  richDocLength,
  richDocMentions,
  richDocText,
  safeHttpUrl,
  sanitizeRichDoc,
} from './rich-text';

const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });

describe('safeHttpUrl', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    [' https://example.com ', 'https://example.com/'],
  ])('keeps %s', (input, output) => expect(safeHttpUrl(input)).toBe(output));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    '/relative',
    '//example.com',
    'mailto:a@b.c',
    '',
    'x'.repeat(3000),
    42,
    null,
  ])('refuses %s', (input) => {
    expect(safeHttpUrl(input)).toBeNull();
  });
});

describe('cleanText', () => {
  it('turns U+2028/U+2029 into newlines and drops control characters, keeping tabs and newlines', () => {
    expect(cleanText('a\u2028b\u2029c\u0000d\u0007e\tf\ng\u007f')).toBe('a\nb\nc' + 'de\tf\ng');
  });
});

describe('sanitizeRichDoc', () => {
  it('is null for what is not a document', () => {
    for (const input of [null, 'text', [], { type: 'paragraph' }, { type: 'doc' }, { type: 'doc', content: 'x' }])
      expect(sanitizeRichDoc(input)).toBeNull();
  });

  it('keeps the allowed nodes and marks unchanged', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [text('标题')] },
        paragraph(
          text('粗体', [{ type: 'bold' }]),
          { type: 'hardBreak' },
          text('链接', [{ type: 'link', attrs: { href: 'https://example.com/' } }]),
          { type: 'mention', attrs: { id: 2, label: '焊工老李' } },
        ),
        { type: 'blockquote', content: [paragraph(text('引用'))] },
        { type: 'codeBlock', content: [text('const a = 1;')] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('一'))] }] },
        { type: 'orderedList', content: [{ type: 'listItem', content: [paragraph(text('二'))] }] },
      ],
    };
    expect(sanitizeRichDoc(doc)).toEqual(doc);
  });

  it('drops unknown nodes, marks and attributes; a javascript: link keeps only its text', () => {
    const doc = sanitizeRichDoc({
      type: 'doc',
      content: [
        paragraph(
          text('点我', [
            { type: 'link', attrs: { href: 'javascript:alert(1)', onclick: 'x' } },
            { type: 'textStyle', attrs: { color: 'red' } },
          ]),
          { type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } },
          { type: 'mention', attrs: { id: 'x', label: '<b>' } },
        ),
        { type: 'html', content: [text('<script>alert(1)</script>')] },
        { type: 'heading', attrs: { level: 1 }, content: [text('一级标题变二级')] },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
      ],
    });
    expect(doc).toEqual({
      type: 'doc',
      content: [paragraph(text('点我')), { type: 'heading', attrs: { level: 2 }, content: [text('一级标题变二级')] }],
    });
  });

  it('keeps markup-looking text as text (the renderer shows it literally)', () => {
    const doc = sanitizeRichDoc({ type: 'doc', content: [paragraph(text('<img src=x onerror=alert(1)>'))] })!;
    expect(richDocText(doc)).toBe('<img src=x onerror=alert(1)>');
  });

  it('bounds nesting depth and the number of nodes', () => {
    let nested: unknown = paragraph(text('深'));
    for (let level = 0; level < 20; level++) nested = { type: 'blockquote', content: [nested] };
    const deep = sanitizeRichDoc({ type: 'doc', content: [nested] })!;
    expect(JSON.stringify(deep).split('blockquote').length - 1).toBeLessThanOrEqual(RICH_TEXT_LIMITS.maxDepth + 1);
    const many = sanitizeRichDoc({ type: 'doc', content: Array.from({ length: 10_000 }, () => paragraph(text('x'))) })!;
    expect(many.content.length).toBeLessThanOrEqual(RICH_TEXT_LIMITS.maxNodes);
  });
});

describe('text of a document', () => {
  const doc = richDocFromText('第一行\n\n第三行\u2028第四行');

  it('richDocFromText makes one paragraph per line, separators included', () => {
    expect(doc.content).toHaveLength(4);
    expect(richDocText(doc)).toBe('第一行\n\n第三行\n第四行');
  });

  it('length ignores surrounding whitespace; mentions are listed once', () => {
    expect(richDocLength(richDocFromText('  \n  '))).toBe(0);
    const mentions = sanitizeRichDoc({
      type: 'doc',
      content: [
        paragraph(
          { type: 'mention', attrs: { id: 2, label: 'a' } },
          { type: 'mention', attrs: { id: 2, label: 'a' } },
          { type: 'mention', attrs: { id: 5, label: 'b' } },
        ),
      ],
    })!;
    expect(richDocMentions(mentions)).toEqual([2, 5]);
  });

  it('excerptOf flattens whitespace and cuts with an ellipsis', () => {
    expect(excerptOf('a\n\n b   c')).toBe('a b c');
    expect(excerptOf('一二三四五六', 4)).toBe('一二三…');
  });

  it('keeps images only from the community’s uploads, at most 9, with a description and a size', () => {
    const image = (src: string, extra: Record<string, unknown> = {}) => ({
      type: 'image',
      attrs: { src, alt: '  接线\n图 ', width: 640, height: 480, ...extra },
    });
    const doc = sanitizeRichDoc({
      type: 'doc',
      content: [
        image('/api/community/image/abc-1.png'),
        image('javascript:alert(1)'),
        image('https://evil.example/pixel.gif'),
        image('/api/community/image/../../secret.png'),
        image('/api/community/image/def.webp', { alt: '', width: -1, height: 'x', onerror: 'alert(1)' }),
      ],
    })!;
    expect(doc.content).toEqual([
      { type: 'image', attrs: { src: '/api/community/image/abc-1.png', alt: '接线 图', width: 640, height: 480 } },
      { type: 'image', attrs: { src: '/api/community/image/def.webp', alt: '图片', width: 800, height: 600 } },
    ]);
    expect(richDocText(doc)).toBe('[图片]\n[图片]');
    const many = sanitizeRichDoc({ type: 'doc', content: Array.from({ length: 12 }, () => image('/api/community/image/a.png')) })!;
    expect(richDocImages(many)).toHaveLength(RICH_TEXT_LIMITS.maxImages);
  });
});
