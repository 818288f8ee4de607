import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@client/app/route-table';
import { clientDist } from '../server/paths';
import {
  firstLoadFiles,
  formatBudgetTable,
  gzipSizer,
  hasGrown,
  readManifest,
  readRecord,
  RECORD_FILE,
  recordOf,
  routeBudgets,
  routePages,
  TOLERANCE_KB,
  type RoutePage,
  type RouteNode,
  type ViteManifest,
} from './js-budget';

const synthetic: ViteManifest = {
  'client/entry-client.tsx': {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['client/routes/a.tsx', 'client/routes/b.tsx', 'client/modal.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_forms.js': { file: 'assets/forms.js' },
  'client/layout.tsx': { file: 'assets/layout.js', imports: ['_react.js'] },
  'client/routes/a.tsx': { file: 'assets/a.js', imports: ['_shared.js', 'client/entry-client.tsx'], dynamicImports: ['client/modal.tsx'] },
  'client/routes/b.tsx': { file: 'assets/b.js', imports: ['_shared.js', '_forms.js'] },
  'client/modal.tsx': { file: 'assets/modal.js', imports: ['_forms.js'] },
  'style.css': { file: 'assets/style.css' },
};

const sizes: Record<string, number> = {
  'assets/entry.js': 100,
  'assets/react.js': 50,
  'assets/shared.js': 10,
  'assets/forms.js': 20,
  'assets/layout.js': 5,
  'assets/a.js': 3,
  'assets/b.js': 4,
  'assets/modal.js': 30,
};

describe('first-load attribution', () => {
  it('counts the entry, the matched lazy modules and their static imports once each, never dynamic imports', () => {
    expect(firstLoadFiles(synthetic, []).sort()).toEqual(['assets/entry.js', 'assets/react.js']);
    expect(firstLoadFiles(synthetic, ['client/layout.tsx', 'client/routes/a.tsx']).sort()).toEqual([
      'assets/a.js',
      'assets/entry.js',
      'assets/layout.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
    expect(firstLoadFiles(synthetic, ['client/routes/b.tsx']).sort()).toEqual([
      'assets/b.js',
      'assets/entry.js',
      'assets/forms.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  it('fails on a module the build does not have', () => {
    expect(() => firstLoadFiles(synthetic, ['client/routes/gone.tsx'])).toThrow(/gone\.tsx/);
  });

  it('walks a route table into pages with their modules, and sums them beside their records', () => {
    const table: RouteNode[] = [
      {
        id: 'root',
        path: '/',
        children: [
          {
            id: 'layout',
            handle: { module: 'client/layout.tsx' },
            children: [
              { id: 'home', index: true, handle: { meta: {}, module: 'client/routes/a.tsx' } },
              {
                id: 'section',
                path: 'section',
                handle: { meta: {} },
                children: [
                  { id: 'section-index', index: true },
                  { id: 'item', path: ':id', handle: { meta: {}, module: 'client/routes/b.tsx' } },
                ],
              },
            ],
          },
        ],
      },
    ];
    const pages = routePages(table);
    expect(pages).toEqual([
      { id: 'home', path: '/', modules: ['client/layout.tsx', 'client/routes/a.tsx'] },
      { id: 'item', path: '/section/:id', modules: ['client/layout.tsx', 'client/routes/b.tsx'] },
    ]);
    const rows = routeBudgets(synthetic, pages, (file) => sizes[file]!, { home: 0.2 });
    expect(rows.map(({ id, path, gzipBytes, recordedKb }) => ({ id, path, gzipBytes, recordedKb }))).toEqual([
      { id: 'home', path: '/', gzipBytes: 100 + 50 + 5 + 3 + 10, recordedKb: 0.2 },
      { id: 'item', path: '/section/7', gzipBytes: 100 + 50 + 5 + 4 + 10 + 20, recordedKb: undefined },
    ]);
    expect(formatBudgetTable(rows)).toMatch(/item\s+\/section\/7\s+0\.2\s+—\s+NOT RECORDED/);
    expect(rows.map(hasGrown)).toEqual([false, true]);
    expect(recordOf(rows)).toEqual({ home: 0.2, item: 0.2 });
  });

  it(`fails a page above its record by more than ${TOLERANCE_KB} KB, and says which pages shrank`, () => {
    const pages: RoutePage[] = [{ id: 'home', path: '/', modules: ['client/routes/a.tsx'] }];
    const weigh = (kb: number) =>
      routeBudgets(synthetic, pages, (file) => (file === 'assets/entry.js' ? kb * 1024 : 0), { home: 137.8 })[0]!;
    expect([137.8, 137.9, 137.85].map((kb) => hasGrown(weigh(kb)))).toEqual([false, false, false]);
    expect(hasGrown(weigh(137.95))).toBe(true);
    expect(formatBudgetTable([weigh(137.8)])).toMatch(/home\s+\/\s+137\.8\s+137\.8\s+ok$/);
    expect(formatBudgetTable([weigh(138)])).toMatch(/138\.0\s+137\.8\s+GREW by 0\.2$/);
    expect(formatBudgetTable([weigh(136.2)])).toMatch(/136\.2\s+137\.8\s+shrank: re-record it$/);
  });
});

describe('the JS budget of the build (gzip, before hydration)', () => {
  const pages = routePages(routes as RouteNode[]);
  const manifest = readManifest(clientDist);
  const sizeOf = gzipSizer(clientDist);
  // `npm run js-budget -- --write` (scripts/js-budget-cli.mjs): the build's figures become the record.
  if (process.env.JS_BUDGET_WRITE === '1') {
    writeFileSync(RECORD_FILE, `${JSON.stringify(recordOf(routeBudgets(manifest, pages, sizeOf, {})), null, 2)}\n`);
    console.log(`recorded ${pages.length} pages in ${RECORD_FILE.pathname}`);
  }
  const record = readRecord();
  const rows = routeBudgets(manifest, pages, sizeOf, record);
  console.log(`JS budget per route (${join(clientDist)}):\n${formatBudgetTable(rows)}`);

  it('has a record for every page of the route table, and for nothing else', () => {
    expect(pages.length).toBeGreaterThan(60);
    expect(Object.keys(record).sort()).toEqual(pages.map((page) => page.id).sort());
  });

  it('lets no page grow: each runs at most its recorded figure before it is interactive', () => {
    expect(
      rows.filter(hasGrown).map((row) => `${row.id} ${(row.gzipBytes / 1024).toFixed(1)} KB > ${row.recordedKb ?? 'no record'}`),
    ).toEqual([]);
  });

  it('ships no zod: the browser validates nothing (scripts/client-endpoint-view.ts keeps the schemas out)', () => {
    // Should a form loaded on demand ever need a schema, its chunk may have zod; no first load may.
    const assets = join(clientDist, 'assets');
    const withZod = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('_zod'));
    expect(withZod).toEqual([]);
  });

  it("ships no delivery rule: the pages' rules are server-only (client/app/page-rules.server.ts)", () => {
    // Every cached page's rule carries freshSeconds; nothing in the browser reads it.
    const assets = join(clientDist, 'assets');
    const withRules = readdirSync(assets).filter(
      (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('freshSeconds'),
    );
    expect(withRules).toEqual([]);
  });
});
