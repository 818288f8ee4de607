import { expect, test } from '@playwright/test';
import { trackProblems, waitForHydration } from './support/page';

/** Whether a loaded stylesheet whose URL contains `part` is in the document (its rules readable). */
const stylesheetLoaded = (part: string) =>
  [...document.styleSheets].some((sheet) => Boolean(sheet.href?.includes(part)) && (sheet.cssRules?.length ?? 0) > 0);

test('a page links only its own CSS; a client navigation has the next page’s CSS before the page shows', async ({ page }) => {
  const problems = trackProblems(page);
  // Save-Data turns route prefetch off (which would load the list page's CSS ahead of the click).
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }),
  );
  const response = await page.goto('/');
  const head = (await response!.text()).split('</head>')[0]!;
  expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/home-page-[\w-]+\.css">/);
  expect(head).not.toContain('/course-list-page-');
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(await page.evaluate(stylesheetLoaded, '/home-page-')).toBe(true);
  expect(await page.evaluate(stylesheetLoaded, '/course-list-page-')).toBe(false);

  // Note, at the first mutation that puts the list page's heading in the DOM, whether its CSS is already there.
  await page.evaluate(() => {
    // The same test as stylesheetLoaded: a function cannot be passed in, and CSP forbids building one.
    const loaded = () =>
      [...document.styleSheets].some((sheet) => Boolean(sheet.href?.includes('/course-list-page-')) && (sheet.cssRules?.length ?? 0) > 0);
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('main h1');
      if (heading?.textContent?.trim() !== '课程') return;
      (window as unknown as { cssAtFirstRender: boolean }).cssAtFirstRender = loaded();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  await page.locator('header nav').getByRole('link', { name: '课程', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '课程' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cssAtFirstRender?: boolean }).cssAtFirstRender)).toBe(true);
  expect(problems.list()).toEqual([]);
});
