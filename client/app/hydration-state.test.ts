import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, isRouteErrorResponse } from 'react-router';
import { deserializeErrors, serializeErrors, serializeForScript } from './hydration-state';

describe('serializeForScript', () => {
  const hostile = '</script><script>alert(1)</script>';

  it('cannot close the script element or open a comment, and round-trips', () => {
    const value = { title: hostile, nested: [hostile, '<!-- x -->', '<SCRIPT>'] };
    const text = serializeForScript(value);
    expect(text).not.toContain('<');
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes U+2028 and U+2029 (line terminators in old JS parsers) and round-trips', () => {
    const value = { text: 'a\u2028b\u2029c' };
    const text = serializeForScript(value);
    expect(text).not.toContain('\u2028');
    expect(text).not.toContain('\u2029');
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('leaves ordinary Chinese text and other characters alone', () => {
    const value = { title: '焊工技能提升训练营 & “实操” > 理论' };
    expect(serializeForScript(value)).toBe(JSON.stringify(value));
  });

  it('is safe inside a real document: the parsed script text is the whole payload', () => {
    const html = `<script type="application/json" id="s">${serializeForScript({ hostile })}</script><p>after</p>`;
    const match = /<script type="application\/json" id="s">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(match![1]!)).toEqual({ hostile });
  });
});

describe('route error serialization', () => {
  it('keeps route error responses (status, data) and plain errors (message) across the wire', () => {
    const errors = serializeErrors({
      root: new ErrorResponseImpl(404, 'Not Found', 'Page not found: /x'),
      other: new Error('boom'),
    });
    const revived = deserializeErrors(JSON.parse(serializeForScript(errors)))!;
    expect(isRouteErrorResponse(revived.root)).toBe(true);
    expect(revived.root).toMatchObject({ status: 404, data: 'Page not found: /x' });
    expect(revived.other).toBeInstanceOf(Error);
    expect((revived.other as Error).message).toBe('boom');
  });

  it('null stays null', () => {
    expect(serializeErrors(null)).toBeNull();
    expect(deserializeErrors(null)).toBeNull();
  });
});
