import { test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { waitForHydration } from './support';

// The pages that came before issue 8's catalogue pages; each new page's own spec checks itself.
const PAGES = ['/', '/course', '/course?category=%E4%BF%A1%E6%81%AF%E6%8A%80%E6%9C%AF&sort=latest', '/course?page=999', '/course/1', '/recover', '/not-a-page'];

// Phones: the home page and a course page (the other pages' layouts are checked at 390 px in their own specs).
const ON_PHONES = new Set(['/', '/course/1']);

for (const path of PAGES) {
  test(`no serious axe-core violation on ${path}, light and dark${ON_PHONES.has(path) ? ' @mobile' : ''}`, async ({ page }) => {
    // axe-core takes seconds per run on these 2-core machines.
    test.setTimeout(90_000);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await waitForHydration(page);
      await expectNoSeriousAxeViolations(page, `${path} (${scheme})`);
    }
  });
}
