import { describe, expect, it } from 'vitest';
import { hrefsOf, hydrationState, jsonLdOf, metaOf, parsePage, tagsOf, textOf, textsOf, titleOf, totalOf } from './html';

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('reading a page as a browser does', () => {
  it('text: no scripts or styles, a space between elements, not between React’s text pieces', () => {
    const html = page(
      '<style>.a{color:red}</style>',
      '<p>来源：<!-- -->人社部</p><p>共 <strong>3</strong> 条</p><script>var secret = 1</script><template>hidden</template>',
    );
    expect(textOf(html).trim()).toBe('来源：人社部 共 3 条');
    expect(textsOf(html, 'p')).toEqual(['来源：人社部', '共 3 条']);
    const $ = parsePage(html);
    expect(textsOf($('body'), 'strong')).toEqual(['3']);
  });

  it('entities decoded, attributes whatever their order and quoting', () => {
    const html = page('<title>A &amp; B</title>', `<a data-x='1' href="/list?a=1&amp;b=2">x</a>`);
    expect(titleOf(html)).toBe('A & B');
    expect(hrefsOf(html)).toEqual(['/list?a=1&b=2']);
  });

  it('a second <title> or description fails instead of passing on the first', () => {
    expect(() => titleOf(page('<title>a</title>', '<title>b</title>'))).toThrow(/one title, found 2/);
    expect(() => metaOf(page('<meta name="description" content="a"><meta name="description" content="b">', ''), 'description')).toThrow();
    expect(metaOf(page('<meta property="og:type" content="article">', ''), 'og:type')).toBe('article');
  });

  it('a list’s total is the one 共 <strong>N</strong> line', () => {
    expect(totalOf(page('', '<p>共 <strong>30</strong> 家机构</p>'), '家机构')).toBe(30);
    expect(() => totalOf(page('', '<p>共 30 家机构</p>'), '家机构')).toThrow();
    expect(() => totalOf(page('', '<p>共 <strong>3</strong> 门课程</p>'), '家机构')).toThrow();
  });

  it('the hydration state is the one JSON script, markup inside its strings left alone', () => {
    const state = '<script type="application/json" id="__SKILL_STATE__">{"a":"\\u003c/script>"}</script>';
    expect(hydrationState(page('', state))).toEqual({ a: '</script>' });
    expect(() => hydrationState(page('', state + state))).toThrow(/found 2/);
    expect(() => hydrationState(page('', ''))).toThrow(/found 0/);
  });

  it('scripts with their attributes, and JSON-LD parsed', () => {
    const html = page(
      '<script type="application/ld+json" nonce="n">{"@type":"Course"}</script>',
      '<script src="/a.js" nonce="n"></script>',
    );
    expect(tagsOf(html, 'script').map((tag) => tag.attributes)).toEqual([
      { type: 'application/ld+json', nonce: 'n' },
      { src: '/a.js', nonce: 'n' },
    ]);
    expect(jsonLdOf(html)).toEqual([{ '@type': 'Course' }]);
  });
});
