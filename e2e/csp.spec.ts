import { expect, test, type Page, type Response } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { waitForHydration } from './support/page';

/**
 * Content-Security-Policy in a real Chromium: after hydration every script and style in the live
 * document (what the app and its lazy chunks added as well as what was served) carries the response's
 * nonce — or, on a signed-out page every visitor shares, its inline scripts are named by hash — and the browser reports no violation — neither on the console nor as a
 * `securitypolicyviolation` event. What the server sends (the header's nonce, fresh per response, on
 * every tag of the HTML, prerendered pages served as such) is checked without a browser in
 * server/csp-nonces.test.ts.
 */

const PRERENDERED = ['/service', '/privacy', '/contactus', '/pricing', '/business'];

/** Error pages the site produces: React's 404 page, and the server's own 400 document. */
const ERROR_PAGES = [
  { path: '/no-such-page', status: 404 },
  { path: '/course/abc', status: 404 },
  { path: '/%E0%A4%A', status: 400 },
  { path: '/a%5Cb', status: 400 },
];

/** Script types the browser never executes (data blocks): CSP does not govern them, no nonce needed. */
const DATA_BLOCK = /^application\/(ld\+)?json$/i;

interface CspWatch {
  /** Violations seen so far: console lines and recorded `securitypolicyviolation` events. */
  violations: () => Promise<string[]>;
}

/** Must run before the first navigation: the init script records violations from the document's start. */
async function watchCsp(page: Page): Promise<CspWatch> {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleLines.push(`console.${message.type()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: string[] };
    store.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        store.__cspViolations.push(
          `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        ),
      true,
    );
  });
  return {
    violations: async () => [
      ...consoleLines,
      ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? ['init script did not run'])),
    ],
  };
}

/** The nonce of `script-src` in the response's CSP header. */
function nonceOf(response: Response): string {
  const nonce = /script-src [^;]*'nonce-([A-Za-z0-9+/_=-]{16,})'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce, 'the response has a CSP with a script nonce').toBeTruthy();
  return nonce!;
}

/** Every <script> and <style> element in the live document (after hydration), with its nonce. */
function tagsInDocument(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('script, style')].map((element) => ({
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute('type'),
      // Chromium hides the nonce content attribute once the element is in the document; the IDL property keeps it.
      nonce: (element as HTMLElement).nonce || null,
      attributes: element.outerHTML.slice(0, 120),
    })),
  );
}

/** Loads `path` and checks that every script and style of the document, once loaded, carries the response's nonce. */
async function loadAndCheck(page: Page, path: string, status = 200): Promise<Response> {
  const response = await page.goto(path);
  expect(response, `a response for ${path}`).toBeTruthy();
  expect(response!.status(), `${path} status`).toBe(status);
  if (status === 400) await page.waitForLoadState('networkidle');
  else await waitForHydration(page);
  const nonce = nonceOf(response!);
  const executable = (await tagsInDocument(page)).filter((tag) => tag.tag === 'style' || !DATA_BLOCK.test(tag.type ?? ''));
  expect(executable.length, `${path}: the document has scripts or styles to check`).toBeGreaterThan(0);
  const wrong = executable.filter((tag) => tag.nonce !== nonce).map((tag) => `<${tag.tag} ${tag.attributes}> nonce=${tag.nonce}`);
  expect(wrong, `${path}: every <script> and <style> in the document after load carries the response's nonce`).toEqual([]);
  return response!;
}

async function expectNoViolation(watch: CspWatch, path: string) {
  // A violation event is queued as a task: give the page a moment after load before reading.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await watch.violations(), `${path}: no CSP violation reported by Chromium`).toEqual([]);
}

test('prerendered pages signed out: one document for everyone under a hash-based CSP, hydrated, no violation', async ({ page }) => {
  const watch = await watchCsp(page);
  for (const path of PRERENDERED) {
    await loadSharedPage(page, path);
    await expectNoViolation(watch, path);
  }
});

test('error pages: the nonce on every script and style, no violation', async ({ page }) => {
  const watch = await watchCsp(page);
  for (const { path, status } of ERROR_PAGES) {
    await loadAndCheck(page, path, status);
    await expectNoViolation(watch, path);
  }
});

/** Signed-out pages of cached routes: one document for every visitor, its inline scripts allowed by hash (docs/decisions/018-shared-cache.md). */
const SHARED_PAGES = ['/', '/course', '/news', '/exam'];

/** Loads a shared page and checks its CSP names no nonce but a SHA-256 per inline script, that Chromium ran them and the page hydrated. */
async function loadSharedPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  await waitForHydration(page);
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp, `${path}: no nonce in a page every visitor shares`).not.toMatch(/nonce-/);
  expect(csp, `${path}: inline scripts allowed by hash`).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/);
  expect(response!.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  // The colour-mode boot script ran (it is inline, allowed only by its hash): it sets data-color-preference.
  expect(await page.locator('html').getAttribute('data-color-preference'), `${path}: the inline boot script ran`).toBeTruthy();
}

test('pages signed out: the same bytes for everyone under a hash-based CSP, hydrated, no violation; then the login modal', async ({
  page,
}) => {
  const watch = await watchCsp(page);
  for (const path of SHARED_PAGES) {
    await loadSharedPage(page, path);
    await expectNoViolation(watch, path);
  }
  await loadSharedPage(page, '/');
  // Open the login modal: its lazily loaded chunk, its styles (Radix's scroll lock writes a <style>) and the QR image must pass the CSP too.
  await page.locator('header').getByRole('button', { name: '登录 / 注册' }).click();
  await expect(page.getByTestId('qr-box')).toHaveAttribute('data-state', 'ready');
  await expectNoViolation(watch, '/ with the login modal');
});

test.describe('signed in', () => {
  test.use({ storageState: storageStateOf('learner') });

  test('signed-in pages, and a prerendered path rendered for the learner: the nonce everywhere, no violation', async ({ page }) => {
    const watch = await watchCsp(page);
    for (const path of ['/', '/study', '/setting/user', '/service']) {
      await loadAndCheck(page, path);
      await expect(page.locator('header').getByRole('button', { name: /^账号菜单：/ })).toBeVisible();
      await expectNoViolation(watch, path);
    }
  });
});

test('the violation detectors work, and a page shared by hash runs no other inline script: reported both ways', async ({ page }) => {
  const watch = await watchCsp(page);
  await loadSharedPage(page, '/privacy');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__cspProbe = 1;';
    document.head.append(script);
  });
  await expect.poll(() => watch.violations().then((list) => list.length)).toBeGreaterThanOrEqual(2);
  const violations = await watch.violations();
  expect(violations.some((line) => line.startsWith('console.'))).toBe(true);
  expect(violations.some((line) => line.startsWith('securitypolicyviolation: script-src'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __cspProbe?: number }).__cspProbe)).toBeUndefined();
});
