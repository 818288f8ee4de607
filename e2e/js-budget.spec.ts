import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { firstLoadFiles, readManifest, readRecord, TOLERANCE_KB } from '../scripts/js-budget';
import { waitForHydration } from './support/page';

/**
 * The JS budget test (scripts/js-budget.test.ts) computes each route's first load from the build's
 * manifest. This checks that computation once in Chromium: the scripts a page really fetches to
 * become interactive are exactly the computed set, and their gzipped size is within the route's
 * recorded figure (scripts/js-budget.json). What is deferred to after `load` (idle warm-ups of modals
 * and toasts, route prefetch) must not count, and on-demand widgets are not touched. The route's own
 * chunks are fetched by dynamic imports, which Chromium does not hold `load` for: so rather than
 * cutting at `load`, the page's idle callbacks are held back and everything fetched until it has
 * hydrated and the network is quiet is what the first load needed.
 */
const clientDist = join(process.env.SKILL_DIST_DIR ?? 'dist', 'client');

const PAGES: { id: string; path: string; modules: string[] }[] = [
  { id: 'home', path: '/', modules: ['client/layouts/default-layout.tsx', 'client/routes/home-page.tsx'] },
  { id: 'course-list', path: '/course', modules: ['client/layouts/default-layout.tsx', 'client/routes/course-list-page.tsx'] },
  { id: 'course-detail', path: '/course/7', modules: ['client/layouts/default-layout.tsx', 'client/routes/course-detail-page.tsx'] },
];
const record = readRecord();

for (const { id, path, modules } of PAGES) {
  // The route's recorded figure, with the budget test's tolerance.
  const limit = record[id]! + TOLERANCE_KB;
  test(`${path}: the scripts fetched to become interactive are the computed first load, within its recorded ${record[id]} KB gzip`, async ({
    page,
  }) => {
    // Idle callbacks never run here: whatever the page defers until after load and idle stays unfetched.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
      window.cancelIdleCallback = () => undefined;
    });
    await page.goto(path);
    await waitForHydration(page);
    const fetched = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((entry) => new URL(entry.name).pathname.slice(1))
        .filter((file) => file.endsWith('.js')),
    );
    const expected = firstLoadFiles(readManifest(clientDist), modules);
    expect([...new Set(fetched)].sort()).toEqual([...expected].sort());

    let total = 0;
    const rows: string[] = [];
    for (const file of expected) {
      const body = await (await page.request.get(`/${file}`)).body();
      const size = gzipSync(body, { level: 9 }).length;
      total += size;
      rows.push(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
    }
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzip to become interactive (recorded ${record[id]} KB)\n${rows.join('\n')}`);
    expect(total / 1024).toBeLessThanOrEqual(limit);
  });
}
