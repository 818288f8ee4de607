import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, isRouteErrorResponse } from 'react-router';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import {
  browserLoaderData,
  compactQueries,
  deserializeErrors,
  hydrateQueries,
  serializeErrors,
  serializeForScript,
} from './hydration-state';

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

describe('compact queries in the state', () => {
  async function serverCache() {
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery({ queryKey: ['courses', 'list', { page: 1 }], queryFn: () => ({ total: 200 }) });
    await queryClient.prefetchQuery({ queryKey: ['home'], queryFn: () => ({ banners: [{ id: 1 }] }) });
    return queryClient;
  }

  const snapshot = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .map((query) => ({ hash: query.queryHash, state: query.state }));

  it('writes key, data and time only, and the browser hydrates them as TanStack’s whole dehydration would', async () => {
    const whole = dehydrate(await serverCache());
    const compact = compactQueries(whole);
    expect(compact.queries[0]).toEqual({
      queryKey: ['courses', 'list', { page: 1 }],
      state: { data: { total: 200 }, dataUpdatedAt: expect.any(Number) },
    });
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(whole).length / 2);

    const fromWhole = new QueryClient();
    hydrate(fromWhole, JSON.parse(JSON.stringify(whole)));
    const fromCompact = new QueryClient();
    hydrateQueries(fromCompact, JSON.parse(JSON.stringify(compact)));
    expect(snapshot(fromCompact)).toEqual(snapshot(fromWhole));
  });

  it('a payload updates an older copy the browser has, and leaves a newer one (a prerendered page visited again)', async () => {
    const compact = JSON.parse(JSON.stringify(compactQueries(dehydrate(await serverCache()))));
    const browser = new QueryClient();
    browser.setQueryData(['courses', 'list', { page: 1 }], { total: 1 }, { updatedAt: 1 });
    browser.setQueryData(['home'], { banners: [] }, { updatedAt: Date.now() + 60_000 });
    hydrateQueries(browser, compact);
    expect(browser.getQueryData(['courses', 'list', { page: 1 }])).toEqual({ total: 200 });
    expect(browser.getQueryData(['home'])).toEqual({ banners: [] });
  });

  it('drops the loader meta only the head uses (JSON-LD, image preloads, canonical)', () => {
    const meta = { title: '课程', canonical: '/course/7', structuredData: [{ '@type': 'Course' }], preloadImages: [{ href: '/a.svg' }] };
    expect(browserLoaderData({ root: { selfFailed: false }, page: { meta, other: 1 } })).toEqual({
      root: { selfFailed: false },
      page: { meta: { title: '课程' }, other: 1 },
    });
  });
});
