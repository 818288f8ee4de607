import { expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical violation, naming
 * the rule and the first offending nodes (minor and moderate findings are reported, not failed).
 * `rules` narrows the run to those rules.
 */
export async function expectNoSeriousAxeViolations(page: Page, label = page.url(), rules?: string[]): Promise<void> {
  const builder = new AxeBuilder({ page });
  const result = await (rules ? builder.withRules(rules) : builder).analyze();
  const serious = result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary, `axe-core on ${label}`).toEqual([]);
}

/** The rules whose outcome depends on colours: all that can change between light and dark. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core in both colour schemes on one page load: every rule in light, then — the site follows
 * the system scheme live, no reload — the colour rules in dark (structure, names and roles do not
 * change with the scheme). Leaves the page in light. A page that forces its scheme (the dark
 * players) is checked once.
 */
export async function expectAccessibleInBothSchemes(page: Page, label = page.url()): Promise<void> {
  const forced = await page.locator('html').getAttribute('data-forced-theme');
  if (forced) return expectNoSeriousAxeViolations(page, `${label} (${forced}, forced)`);
  await switchScheme(page, 'light');
  await expectNoSeriousAxeViolations(page, `${label} (light)`);
  await switchScheme(page, 'dark');
  await expectNoSeriousAxeViolations(page, `${label} (dark)`, COLOUR_RULES);
  await switchScheme(page, 'light');
}

/** Emulates the system scheme and waits until the page shows it: <html data-theme>, no colour transition running. */
async function switchScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}
