import { expect, test, type Page } from '@playwright/test';
import { getQrResult } from '@shared/api/qr';
import { apiPath, isRequestTo } from './support/api';
import { waitForHydration } from './support/page';

/**
 * The QR panel polls `POST /api/qr/result` every 1500 ms (client/features/auth/use-qr-login.ts),
 * asserted on Playwright's fake clock: the page's timers only run when the test advances the clock,
 * so "nothing at 1499 ms, one request at 1500 ms" is exact, whatever the machine's load.
 *
 * Each poll schedules the next one only once its answer has been handled (a real network round
 * trip, which takes real time while the fake clock stands still). So before advancing the clock the
 * test waits until the next 1500 ms timer exists: an init script (it runs after the fake clock is
 * installed, so it wraps the fake setTimeout) records each setTimeout with a 1500 ms delay and the
 * fake time it was set at, and counts fetch calls to /api/qr/result.
 */
const POLL_MS = 1500;
const isPoll = isRequestTo(getQrResult);
const POLL_PATH = apiPath(getQrResult);

interface Probe {
  /** setTimeout calls with a 1500 ms delay so far. */
  timers: number;
  /** The page's (fake) Date.now() when the last of them was set. */
  scheduledAt: number;
  /** fetch calls to /api/qr/result so far. */
  polls: number;
  /** The page's (fake) Date.now() when read. */
  now: number;
}

const probe = (page: Page): Promise<Probe> =>
  page.evaluate(() => ({ ...(window as unknown as { __qrProbe: Probe }).__qrProbe, now: Date.now() }));

async function instrument(page: Page) {
  await page.addInitScript(
    ({ delay, pollPath }) => {
      const state = { timers: 0, scheduledAt: 0, polls: 0 };
      (window as unknown as { __qrProbe: typeof state }).__qrProbe = state;
      type SetTimeout = (handler: unknown, timeout?: number, ...rest: unknown[]) => unknown;
      const target = window as unknown as { setTimeout: SetTimeout };
      const setTimeoutOf = target.setTimeout.bind(window);
      target.setTimeout = (handler, timeout, ...rest) => {
        if (timeout === delay) {
          state.timers += 1;
          state.scheduledAt = Date.now();
        }
        return setTimeoutOf(handler, timeout, ...rest);
      };
      const fetchOf = window.fetch;
      window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (new URL(url, location.href).pathname === pollPath) state.polls += 1;
        return fetchOf.call(window, input, init);
      } as typeof window.fetch;
    },
    { delay: POLL_MS, pollPath: POLL_PATH },
  );
}

test('QR login polls every 1500 ms: none at 1499 ms after the schedule, exactly one at 1500 ms, three rounds', async ({ page }) => {
  await page.clock.install();
  await instrument(page);
  await page.goto('/');
  await waitForHydration(page);
  // From here on, the page's time only moves when the test says so.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  expect(String(await page.evaluate(() => typeof (window as unknown as { __qrProbe?: Probe }).__qrProbe)), 'the probe is installed').toBe(
    'object',
  );

  const requests: string[] = [];
  page.on('request', (request) => {
    if (isPoll(request)) requests.push(request.url());
  });
  const baseline = await probe(page);

  // React reveals the lazily loaded modal after its Suspense throttle (a timer): move the clock in
  // small steps until the dialog is there, then stand still while the code is fetched and drawn.
  await page.locator('header').getByRole('button', { name: '登录 / 注册' }).click();
  const dialog = page.getByRole('dialog');
  for (let step = 0; (await dialog.count()) === 0; step++) {
    expect(step, 'the login modal opens within 3 s of page time').toBeLessThan(300);
    await page.clock.runFor(10);
  }
  const box = dialog.getByTestId('qr-box');
  await expect(box).toHaveAttribute('data-state', 'ready');
  await expect.poll(async () => (await probe(page)).timers, { message: 'the first poll is scheduled' }).toBe(baseline.timers + 1);
  expect(requests, 'no poll before the clock runs').toEqual([]);

  for (let round = 1; round <= 3; round++) {
    const scheduled = await probe(page);
    const elapsed = scheduled.now - scheduled.scheduledAt;
    expect(elapsed, `round ${round}: page time since the poll was scheduled`).toBeGreaterThanOrEqual(0);
    expect(elapsed).toBeLessThan(POLL_MS - 1);

    await page.clock.runFor(POLL_MS - 1 - elapsed);
    expect((await probe(page)).polls - baseline.polls, `round ${round}: no poll ${POLL_MS - 1} ms after the schedule`).toBe(round - 1);

    await page.clock.runFor(1);
    expect((await probe(page)).polls - baseline.polls, `round ${round}: the poll fires at ${POLL_MS} ms`).toBe(round);
    await expect.poll(() => requests.length, { message: `round ${round}: one POST /api/qr/result on the network` }).toBe(round);
    // The answer handled, the next poll is scheduled (the clock stood still meanwhile).
    await expect
      .poll(async () => (await probe(page)).timers - baseline.timers, { message: `round ${round}: the next poll is scheduled` })
      .toBe(round + 1);
    expect(requests.length, `round ${round}: exactly one request, not more`).toBe(round);
    await expect(box).toHaveAttribute('data-state', 'ready');
  }
  expect((await probe(page)).polls - baseline.polls).toBe(3);
});
