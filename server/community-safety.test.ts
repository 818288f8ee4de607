import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/app';
import { hydrationState, parsePage, tagsOf, textOf } from './test-support/html';

/**
 * The seeded hostile texts (mock-api/community/community-text.ts HOSTILE_TEXTS) through real server
 * renders of every page that shows user content: never markup, never a script, the hydration state
 * intact. The pages' browser behaviour (nothing runs after hydration) is e2e's.
 */
const CASES: [path: string, shownAsText: string][] = [
  ['/community?tab=pin', '<script>alert("xss")</script>'],
  ['/community?tab=question', '"><svg onload="window.__pwned=1">'],
  ['/community/pin/3', '<script>alert("xss")</script>'],
  ['/community/pin/13', '<img src=x onerror="window.__pwned=1">'],
  ['/community/pin/18', 'javascript:alert(1)'],
  ['/community/pin/23', '"><svg onload="window.__pwned=1">'],
  ['/community/question/6', '<script>alert("xss")</script>'],
  ['/community/question/12', '<img src=x onerror="window.__pwned=1">'],
  // Search marks the keyword (<mark>), so the text around it is checked.
  ['/search?keyword=script&type=question', 'alert("xss")</'],
  ['/search?keyword=onload&type=question', '"><svg'],
];
const PAGES = CASES.map(([path]) => path);

let app: FastifyInstance;
const pages = new Map<string, string>();
let baselineScripts = 0;

beforeAll(async () => {
  app = await buildTestApp();
  baselineScripts = tagsOf((await app.inject('/community?tab=video')).body, 'script').length;
  for (const path of PAGES) {
    const response = await app.inject(path);
    expect(response.statusCode, path).toBe(200);
    pages.set(path, response.body);
  }
});
afterAll(() => app.close());

describe.each(CASES)('%s with hostile user content', (path, shownAsText) => {
  it('holds no element, attribute or link the content spelled out', () => {
    const html = pages.get(path)!;
    const $ = parsePage(html);
    // As a browser reads the page: no element or handler attribute from the content…
    expect($('img[src="x"], svg[onload], [onerror], [onload]')).toHaveLength(0);
    expect(
      $('[href], [src]')
        .toArray()
        .filter((element) => /^\s*javascript:/i.test(element.attribs.href ?? element.attribs.src ?? '')),
    ).toHaveLength(0);
    // (The state and the JSON-LD carry the text as data; a script that runs must not.)
    const executable = tagsOf($, 'script').filter((script) => [undefined, 'module', 'text/javascript'].includes(script.attributes.type));
    expect(executable.filter((script) => /alert|__pwned/.test(script.content))).toHaveLength(0);
    // …and none of it spelled out in the bytes either (escaping, not just a lenient parser).
    expect(html).not.toMatch(/<script>alert|<script>window\.__pwned|<img src=x|<svg onload|onerror="window|href="javascript:/i);
    // Exactly the page's own scripts (the state, the entry and its preloads), no more.
    expect(tagsOf($, 'script').length).toBeLessThanOrEqual(baselineScripts + 1);
  });

  it('the hydration state parses, and the visible text shows the markup as text', () => {
    const html = pages.get(path)!;
    const $ = parsePage(html);
    expect(() => hydrationState($)).not.toThrow();
    // The state script's raw text: nothing in it can end the script or a line of JavaScript.
    const state = tagsOf($, 'script').find((script) => script.attributes.id === '__SKILL_STATE__')!.content;
    expect(state).not.toMatch(/[<\u2028\u2029]/);
    expect(textOf($)).toContain(shownAsText);
  });

  it('user links are only http(s), marked nofollow ugc', () => {
    const $ = parsePage(pages.get(path)!);
    for (const anchor of $('a[href]').toArray()) {
      const href = anchor.attribs.href!;
      if (!/^https?:\/\/(?!127\.0\.0\.1|localhost)/i.test(href)) continue;
      expect((anchor.attribs.rel ?? '').split(/\s+/), href).toEqual(expect.arrayContaining(['nofollow', 'ugc', 'noopener']));
    }
  });
});
