import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the production build, driven through Debian's Chromium (/usr/bin/chromium,
 * installed by scripts/ensure-browser.sh; Playwright downloads no browser here).
 * `npm test` builds first (scripts/ensure-build.mjs); `npx playwright test` alone expects a build.
 * SKILL_DIST_DIR and E2E_PORT let a second checkout or a parallel run use its own build and port;
 * E2E_NODE is the Node that runs the web server (`npm test` passes Node 24, the image's runtime).
 */
const CI = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT ?? 3210);
const distDir = process.env.SKILL_DIST_DIR ?? 'dist';
const baseURL = `http://127.0.0.1:${port}`;
const serverNode = process.env.E2E_NODE ?? 'node';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A learner on a 3g connection: the site prefetches no routes (client/app/prefetch), which cost a
      // quarter of the browser's CPU per page visit (docs/decisions/021-test-suite.md). Route prefetch
      // is tested on a faked 4g connection in e2e/route-prefetch.spec.ts.
      '--force-effective-connection-type=3G',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Always: a stray test.only must fail a local run as well as CI.
  forbidOnly: true,
  workers: 2,
  // One retry in CI tells a flaky test from a broken one, and failOnFlakyTests fails the run on a test
  // that needed it: without the retry no test could show as flaky, and a flaky failure would read as a bug.
  retries: CI ? 1 : 0,
  failOnFlakyTests: CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  // Per port, so parallel runs (another checkout, another build) never delete each other's traces.
  outputDir: port === 3210 ? 'test-results/e2e' : `test-results/e2e-${port}`,
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    // Tracing every test to keep the failures' traces costs about a quarter of the suite's CPU
    // (measured: 40 s vs 31 s user+sys for course-list and content-pages). In CI a failure is retried,
    // and the retry is traced; locally (no retries) a failure keeps its trace.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Signs each role in once (e2e/support/accounts.ts); the browser projects' tests reuse the sessions.
      name: 'sign-in',
      testMatch: /\.setup\.ts$/,
    },
    {
      // Every test not tagged @mobile. A test runs once, in the project it is about: a @mobile test is
      // about the phone (its layout, touch, the drawer); the same flow on a wide screen is another test.
      name: 'desktop',
      grepInvert: /@mobile/,
      dependencies: ['sign-in'],
      use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1440, height: 900 } },
    },
    {
      // The phone-sized touch screen: tests tagged @mobile, and only there.
      name: 'mobile',
      grep: /@mobile/,
      dependencies: ['sign-in'],
      use: {
        ...devices['Pixel 7'],
        ...chromium,
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // The build on the bundled mock (MOCK_* below configure it), as `npm run serve` runs them: both
    // processes under E2E_NODE (serve.mjs starts them with its own Node).
    command: `${serverNode} scripts/serve.mjs`,
    url: `${baseURL}/`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // No load shedding here: a stall of this shared 2-core box (every process stops at once) turned
      // a test's first call into under-pressure's 503. Shedding has its own tests (server/health.test.ts).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MOCK_QR_TTL_SECONDS: '120',
      // Tests that need a second code for one phone (register, then recover) wait 1 s, not 60 (e2e/account.spec.ts).
      MOCK_SMS_RESEND_SECONDS: '1',
      // The whole suite signs in from one IP: the /api limits are tested with inject (server/auth-cookie.test.ts).
      RATE_LIMIT_SMS_PER_MIN: '100000',
      RATE_LIMIT_LOGIN_PER_MIN: '100000',
      // X-Forwarded-For from loopback is believed, as from nginx: a test that meets a per-client limit
      // (证书查询, e2e/certificate-public.spec.ts) is a client of its own; tests that send none are 127.0.0.1.
      TRUST_PROXY: 'loopback',
      SKILL_DIST_DIR: distDir,
    },
  },
});
