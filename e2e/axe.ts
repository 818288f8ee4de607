import { expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical violation, naming
 * the rule and the first offending nodes (minor and moderate findings are reported, not failed).
 */
export async function expectNoSeriousAxeViolations(page: Page, label = page.url()): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
  expect(summary, `axe-core on ${label}`).toEqual([]);
}
