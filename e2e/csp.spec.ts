import { expect, test, type Page, type Response } from '@playwright/test';
import { signInAsDemo, waitForHydration } from './support';

/**
 * Content-Security-Policy in a real Chromium: every response carries a per-request nonce in
 * `script-src`, every script and style of the page carries exactly that nonce, and the browser
 * reports no violation — neither on the console nor as a `securitypolicyviolation` event.
 */

const PRERENDERED = ['/service', '/privacy', '/contactus', '/pricing', '/business'];

/** Error pages the site produces: React's 404 page, and the server's own 400 document. */
const ERROR_PAGES = [
  { path: '/no-such-page', status: 404, title: '页面不存在 - 技能学堂' },
  // A course id that is no course: also the React 404 page (no route answers 400).
  { path: '/course/abc', status: 404, title: '页面不存在 - 技能学堂' },
  // A malformed escape: Fastify cannot decode the URL, the server answers its 400 error document.
  { path: '/%E0%A4%A', status: 400, title: '请求无效 - 技能学堂' },
  // An encoded backslash: refused by the canonical-path check, the same 400 document.
  { path: '/a%5Cb', status: 400, title: '请求无效 - 技能学堂' },
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

/** The nonce of `script-src` in the response's CSP header (fails the test when there is none). */
function nonceOf(response: Response): string {
  const csp = response.headers()['content-security-policy'];
  expect(csp, 'the response has a content-security-policy header').toBeTruthy();
  const directives = csp!.split(';').map((directive) => directive.trim());
  const scriptSrc = directives.find((directive) => directive.startsWith('script-src '));
  const nonce = /'nonce-([A-Za-z0-9+/_=-]{16,})'/.exec(scriptSrc ?? '')?.[1];
  expect(nonce, `a 'nonce-…' in script-src (${scriptSrc})`).toBeTruthy();
  const styleSrc = directives.find((directive) => directive.startsWith('style-src '));
  expect(styleSrc, 'style-src carries the same nonce').toContain(`'nonce-${nonce}'`);
  return nonce!;
}

/** Every <script> and <style> tag in the HTML as served, with its nonce attribute. */
function tagsInHtml(html: string) {
  return [...html.matchAll(/<(script|style)\b([^>]*)>/gi)].map(([, tag, attributes]) => ({
    tag: tag!.toLowerCase(),
    type: /\btype="([^"]*)"/.exec(attributes!)?.[1] ?? null,
    nonce: /\bnonce="([^"]*)"/.exec(attributes!)?.[1] ?? null,
    attributes: attributes!.trim(),
  }));
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

/** Loads `path`, checks status and nonce coverage; returns the nonce and the document's headers. */
async function loadAndCheck(page: Page, path: string, status: number): Promise<{ nonce: string; headers: Record<string, string> }> {
  const response = await page.goto(path);
  expect(response, `a response for ${path}`).toBeTruthy();
  expect(response!.status(), `${path} status`).toBe(status);
  if (status === 400) await page.waitForLoadState('networkidle');
  else await waitForHydration(page);
  const nonce = nonceOf(response!);

  const served = tagsInHtml(await response!.text());
  expect(served.length, 'the served HTML has scripts or styles to check').toBeGreaterThan(0);
  const live = await tagsInDocument(page);
  for (const [where, tags] of [
    ['served HTML', served],
    ['document after load', live],
  ] as const) {
    const executable = tags.filter((tag) => tag.tag === 'style' || !DATA_BLOCK.test(tag.type ?? ''));
    const wrong = executable.filter((tag) => tag.nonce !== nonce).map((tag) => `<${tag.tag} ${tag.attributes}> nonce=${tag.nonce}`);
    expect(wrong, `${path}: every <script> and <style> in the ${where} carries the response's nonce`).toEqual([]);
  }
  return { nonce, headers: response!.headers() };
}

async function expectNoViolation(watch: CspWatch, path: string) {
  // A violation event is queued as a task: give the page a moment after load before reading.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await watch.violations(), `${path}: no CSP violation reported by Chromium`).toEqual([]);
}

for (const path of PRERENDERED) {
  test(`prerendered ${path}: nonce in the CSP header and on every script and style, new per load, no violation`, async ({ page }) => {
    const watch = await watchCsp(page);
    const first = await loadAndCheck(page, path, 200);
    expect(first.headers['x-prerendered'], `${path} is served prerendered`).toBe('1');
    await expectNoViolation(watch, path);

    const second = await loadAndCheck(page, path, 200);
    expect(second.headers['x-prerendered']).toBe('1');
    expect(second.nonce, 'each load gets a nonce of its own').not.toBe(first.nonce);
    await expectNoViolation(watch, path);
  });
}

for (const { path, status, title } of ERROR_PAGES) {
  test(`error page ${path} (${status}): nonce on every script and style, new per load, no violation`, async ({ page }) => {
    const watch = await watchCsp(page);
    const first = await loadAndCheck(page, path, status);
    await expect(page).toHaveTitle(title);
    await expectNoViolation(watch, path);

    const second = await loadAndCheck(page, path, status);
    expect(second.nonce, 'each load gets a nonce of its own').not.toBe(first.nonce);
    await expectNoViolation(watch, path);
  });
}

test('home page signed out: nonce on every script and style, new per load, no violation', async ({ page }) => {
  const watch = await watchCsp(page);
  const first = await loadAndCheck(page, '/', 200);
  await expectNoViolation(watch, '/');
  // Open the login modal: its lazily loaded chunk, its styles and the QR image must pass the CSP too.
  await page.locator('header').getByRole('button', { name: '登录 / 注册' }).click();
  await expect(page.getByTestId('qr-box')).toHaveAttribute('data-state', 'ready');
  await expectNoViolation(watch, '/ with the login modal');

  const second = await loadAndCheck(page, '/', 200);
  expect(second.nonce).not.toBe(first.nonce);
  await expectNoViolation(watch, '/');
});

test('signed-in pages: nonce on every script and style, no violation', async ({ page }) => {
  const watch = await watchCsp(page);
  await signInAsDemo(page, '13800138000');
  for (const path of ['/', '/study', '/setting/user']) {
    const { headers } = await loadAndCheck(page, path, 200);
    await expect(page.locator('header').getByRole('button', { name: /^账号菜单：/ })).toBeVisible();
    expect(headers['x-prerendered'], 'signed-in pages are rendered, not prerendered').toBeUndefined();
    await expectNoViolation(watch, path);
  }
  // A prerendered path signed in is rendered for this visitor, under the same rules.
  const { headers } = await loadAndCheck(page, '/service', 200);
  expect(headers['x-prerendered']).toBeUndefined();
  await expectNoViolation(watch, '/service signed in');
});

test('the violation detectors work: a script without the nonce is reported both ways', async ({ page }) => {
  const watch = await watchCsp(page);
  await loadAndCheck(page, '/privacy', 200);
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
