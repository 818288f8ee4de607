import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbStructuredData, seoHeadHtml } from './seo-head.server';

describe('seo head', () => {
  it('absoluteUrl: site paths join the origin; protocol-relative and other schemes are dropped', () => {
    expect(absoluteUrl('https://s.example', '/api/media/cover/1.svg')).toBe('https://s.example/api/media/cover/1.svg');
    expect(absoluteUrl('https://s.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(absoluteUrl('https://s.example', '//evil.example/a.png')).toBeUndefined();
    expect(absoluteUrl('https://s.example', 'javascript:alert(1)')).toBeUndefined();
  });

  it('escapes titles and descriptions in attributes', () => {
    const html = seoHeadHtml({
      origin: 'https://s.example',
      path: '/news/1',
      title: '"><script>x</script>',
      description: 'a & b',
      type: 'article',
      noindex: false,
      isError: false,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).toContain('content="a &amp; b"');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  it('error pages: only noindex', () => {
    expect(
      seoHeadHtml({
        origin: 'https://s.example',
        path: '/x',
        title: 't',
        description: 'd',
        type: 'website',
        noindex: false,
        isError: true,
      }),
    ).toBe('<meta name="robots" content="noindex">');
  });

  it('a breadcrumb of one crumb (home) gives no BreadcrumbList', () => {
    expect(breadcrumbStructuredData('https://s.example', '/', [{ title: '首页' }])).toBeUndefined();
  });
});
