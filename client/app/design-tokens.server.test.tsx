import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { designTokensCss } from './design-tokens.server';
import { cssRules, DESIGN_TOKENS_FILE } from './design-tokens-file';

/** The declarations of one rule of the style's CSS, by selector (`@media …` nests one level). */
function declarationsOf(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector}{`);
  expect(start, `a ${selector} rule`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start + selector.length + 1, css.indexOf('}', start));
  return Object.fromEntries(
    body
      .split(';')
      .filter(Boolean)
      .map((declaration) => declaration.split(/:(.*)/s).slice(0, 2) as [string, string]),
  );
}

describe('designTokensCss', () => {
  const css = designTokensCss();

  it('declares light on :root, dark under data-theme, the phone layout, and no markup', () => {
    expect(declarationsOf(css, ':root')).toMatchObject({
      '--primary': '#1677ff',
      '--accent-7-text': '#876800',
      '--radius-lg': '12px',
      'color-scheme': 'light',
    });
    expect(declarationsOf(css, "html[data-theme='dark']")).toMatchObject({
      '--primary': '#3c89e8',
      '--accent-7-text': '#fadb14',
      'color-scheme': 'dark',
    });
    expect(css).toContain('@media (max-width: 640px){:root{--gutter:16px;--header-h:56px;}}');
    expect(css).not.toContain('<');
  });

  it('adds no vendor prefixes (variables need none)', () => {
    expect(css).not.toMatch(/-webkit-|-moz-|-ms-/);
  });
});

describe('client/styles/design-tokens.css', () => {
  it('holds the tokens as theme.ts has them (else: npx tsx scripts/write-design-tokens.ts)', () => {
    expect(cssRules(readFileSync(DESIGN_TOKENS_FILE, 'utf8'))).toBe(cssRules(designTokensCss()));
    expect(designTokensCss()).toMatch(/^:root\{--primary:#1677ff;/);
  });
});
