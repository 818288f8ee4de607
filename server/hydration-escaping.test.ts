import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/app';
import { hydrationState, tagsOf, textOf } from './test-support/html';

/** Data that would end the state script, open another, or break a JavaScript string literal. */
const HOSTILE = '</script><script>window.__pwned=1</script><!--\u2028\u2029</SCRIPT >';

describe('hostile data through a real server render', () => {
  let app: TestApp;
  let html: string;
  let cleanHtml: string;
  beforeAll(async () => {
    app = await buildTestApp();
    const cookie = `skill_token=${app.mockApi.store.issueToken(2)}`;
    cleanHtml = (await app.inject({ url: '/', headers: { cookie } })).body;
    app.mockApi.store.accounts.find((account) => account.id === 2)!.nickname = HOSTILE;
    const response = await app.inject({ url: '/', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    html = response.body;
  });
  afterAll(() => app.close());

  it('opens no script of its own: the page has as many scripts as without it', () => {
    expect(tagsOf(html, 'script')).toHaveLength(tagsOf(cleanHtml, 'script').length);
    expect(html).not.toContain('<script>window.__pwned');
    expect(html.toLowerCase().split('</script').length).toBe(cleanHtml.toLowerCase().split('</script').length);
  });

  it('the hydration state still parses and gives back the exact string, U+2028 and U+2029 included', () => {
    const state = JSON.stringify(hydrationState(html));
    expect(state).toContain(JSON.stringify(HOSTILE).slice(1, -1));
  });

  it('the state script is valid JavaScript too (no raw U+2028/U+2029 or `<` in it)', () => {
    const script = tagsOf(html, 'script').find((tag) => tag.attributes.id === '__SKILL_STATE__')!.content;
    expect(script).not.toMatch(/[<\u2028\u2029]/);
    expect(() => new Function(`return ${script}`)).not.toThrow();
  });

  it('the visible page shows the nickname as text', () => {
    expect(textOf(html)).toContain('</script><script>window.__pwned=1</script>');
  });
});
