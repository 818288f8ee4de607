import { test } from '@playwright/test';
import { expectAccessibleInBothSchemes } from './axe';
import { waitForHydration } from './support';

// The pages that came before issue 8's catalogue pages; each new page's own spec checks itself.
// (/course with a filter and a sort is the same page as /course to axe: not repeated.)
const PAGES = ['/', '/course', '/course?page=999', '/course/1', '/recover', '/not-a-page'];

// Phones: the home page (the other pages' phone layouts are checked at 390 px in their own specs).
const ON_PHONES = new Set(['/']);

for (const path of PAGES) {
  test(`no serious axe-core violation on ${path}, light and dark${ON_PHONES.has(path) ? ' @mobile' : ''}`, async ({ page }) => {
    // axe-core takes seconds per run on these 2-core machines.
    test.setTimeout(90_000);
    await page.goto(path);
    await waitForHydration(page);
    await expectAccessibleInBothSchemes(page, path);
  });
}
