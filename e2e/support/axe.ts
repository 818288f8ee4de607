import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import type { KnownIssue } from './axe-pages';

/**
 * axe-core itself, as @axe-core/playwright ships it (resolved through it: no second copy to keep in
 * step). The builder is not used: its default mode runs per frame and then opens a blank page to
 * merge the results, 3–5 s a run on these 2-core machines, for frames the site does not have; its
 * legacy mode still injects axe anew for every run. Here axe is evaluated once per document and run
 * in it directly (through DevTools, which the page's CSP does not govern, as the builder does).
 */
const requireFromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(requireFromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

async function runAxe(page: Page, rules?: string[]): Promise<AxeResults> {
  // Only the page's own document is analysed: a page with frames would need axe in each of them.
  expect(page.frames(), 'axe runs in the page only; a page with frames needs the frames analysed too').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Only violations are collected in full: passes and inapplicable rules keep one node each.
  const options: RunOptions = { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) };
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
}

/** The serious and critical violations of one run (minor and moderate ones are reported, not failed), as readable lines. */
async function seriousViolations(page: Page, rules?: string[]): Promise<{ rule: string; line: string }[]> {
  const result = await runAxe(page, rules);
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      line: `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
    }));
}

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical violation, naming
 * the rule and the first offending nodes. `rules` narrows the run to those rules.
 */
export async function expectNoSeriousAxeViolations(page: Page, label = page.url(), rules?: string[]): Promise<void> {
  expect(
    (await seriousViolations(page, rules)).map((violation) => violation.line),
    `axe-core on ${label}`,
  ).toEqual([]);
}

/** The rules whose outcome depends on colours: all that can change between light and dark. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core in both colour schemes on one page load: the colour rules in dark — the site follows the
 * system scheme live, no reload — then every rule back in light (structure, names and roles do not
 * change with the scheme). Dark first, so the page ends in light after two switches. A page that
 * forces its scheme (the dark players) is checked once.
 *
 * A known issue's rule is left out of the verdict but must still be found (in either scheme): the
 * check fails once it is fixed, so that the exception is removed with it.
 */
export async function expectAccessibleInBothSchemes(page: Page, label = page.url(), knownIssue?: KnownIssue): Promise<void> {
  const forced = await page.locator('html').getAttribute('data-forced-theme');
  const runs: [string, string[] | undefined][] = forced
    ? [[`${forced}, forced`, undefined]]
    : [
        ['dark', COLOUR_RULES],
        ['light', undefined],
      ];
  let knownSeen = false;
  for (const [scheme, rules] of runs) {
    if (!forced) await switchScheme(page, scheme as 'light' | 'dark');
    const violations = await seriousViolations(page, rules);
    knownSeen ||= violations.some((violation) => violation.rule === knownIssue?.rule);
    const unexpected = violations.filter((violation) => violation.rule !== knownIssue?.rule).map((violation) => violation.line);
    expect(unexpected, `axe-core on ${label} (${scheme})`).toEqual([]);
  }
  if (knownIssue) expect(knownSeen, `${label}: the known issue is fixed (${knownIssue.why}): remove it from the list`).toBe(true);
}

/**
 * Emulates the system scheme and waits until the page shows it: <html data-theme>, and nothing
 * moving that ends — no colour transition, no entrance animation (a card fading in is judged at
 * partial opacity). Animations that never end (a spinner, a live badge) are no reason to wait.
 */
async function switchScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  // Sections off screen (content-visibility: auto) get their new colours, and start their colour
  // transitions, only when something reads their style: axe would, mid-transition. Read it now.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('*')) void getComputedStyle(element).color;
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}
