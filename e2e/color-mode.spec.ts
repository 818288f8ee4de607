import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/page';

test.use({ colorScheme: 'light' });

test('dark mode chosen in the toggle survives a reload, applied before the page paints', async ({ page }) => {
  // Records <html data-theme> at the moment <body> is created, i.e. before first paint and before
  // any module script of ours could run: only the inline head script can have set it by then.
  await page.addInitScript(() => {
    const record = () => {
      (window as unknown as { __themeAtBody?: string | null }).__themeAtBody = document.documentElement.getAttribute('data-theme');
    };
    const observer = new MutationObserver(() => {
      if (document.body) {
        record();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });

  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', { name: '切换颜色模式' }).click();
  await page.getByRole('menuitemradio', { name: '深色' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('color_mode'))).toBe('dark');

  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string | null }).__themeAtBody)).toBe('dark');
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');

  // Without our client bundle at all, the head script alone still applies the stored mode.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('back to light through the toggle', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('color_mode', 'dark'));
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: '切换颜色模式' }).click();
  await page.getByRole('menuitemradio', { name: '浅色' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a system scheme changed while the page still loads its route follows at once, and after hydration', async ({ page }) => {
  // The home page's route module is held back: the client entry has run, nothing has hydrated (a slow phone).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/home-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // React Router's module marks the window as it runs, and the entry's body runs in the same evaluation.
  await page.waitForFunction(() => '__reactRouterVersion' in window);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  release();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
