import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hydrationState, tagsOf, textOf } from './test-support/app';

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
    expect(html).not.toMatch(/<script>alert|<script>window\.__pwned|<img src=x|<svg onload|onerror="window|href="javascript:/i);
    // Exactly the page's own scripts (the state, the entry and its preloads), no more.
    expect(tagsOf(html, 'script').length).toBeLessThanOrEqual(baselineScripts + 1);
  });

  it('the hydration state parses, and the visible text shows the markup as text', () => {
    const html = pages.get(path)!;
    expect(() => hydrationState(html)).not.toThrow();
    const state = /<script type="application\/json" id="__SKILL_STATE__">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(state).not.toMatch(/[<\u2028\u2029]/);
    expect(textOf(html)).toContain(shownAsText);
  });

  it('user links are only http(s), marked nofollow ugc', () => {
    const html = pages.get(path)!;
    for (const [anchor] of html.matchAll(/<a [^>]*href="https?:\/\/(?!127\.0\.0\.1|localhost)[^"]*"[^>]*>/g)) {
      expect(anchor).toMatch(/rel="[^"]*nofollow[^"]*ugc[^"]*noopener/);
    }
  });
});
