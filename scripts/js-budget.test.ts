import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@client/app/route-table';
import { clientDist } from '../server/paths';
import {
  BUDGET_KB,
  CEILING_KB,
  firstLoadFiles,
  formatBudgetTable,
  gzipSizer,
  readManifest,
  routeBudgets,
  routePages,
  type BudgetClass,
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

  it('walks a route table into pages with their modules, and sums and classifies them', () => {
    const table: RouteNode[] = [
      {
        id: 'root',
        path: '/',
        children: [
          {
            id: 'layout',
            handle: { module: 'client/layout.tsx' },
            children: [
              { id: 'home', index: true, handle: { meta: {}, module: 'client/routes/a.tsx', budget: 'index' } },
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
      { id: 'home', path: '/', modules: ['client/layout.tsx', 'client/routes/a.tsx'], budgetClass: 'index' },
      { id: 'item', path: '/section/:id', modules: ['client/layout.tsx', 'client/routes/b.tsx'], budgetClass: undefined },
    ]);
    const rows = routeBudgets(synthetic, pages, (file) => sizes[file]!, {});
    expect(rows.map(({ id, path, gzipBytes, budgetClass, limitBytes }) => ({ id, path, gzipBytes, budgetClass, limitBytes }))).toEqual([
      { id: 'home', path: '/', gzipBytes: 100 + 50 + 5 + 3 + 10, budgetClass: 'index', limitBytes: 130 * 1024 },
      { id: 'item', path: '/section/7', gzipBytes: 100 + 50 + 5 + 4 + 10 + 20, budgetClass: undefined, limitBytes: undefined },
    ]);
    expect(formatBudgetTable(rows)).toMatch(/item\s+\/section\/7\s+0\.2\s+—\s+UNCLASSIFIED/);
  });

  it('holds a class with a ceiling to the ceiling, and says which pages are over their budget', () => {
    const pages: RoutePage[] = [{ id: 'home', path: '/', modules: ['client/routes/a.tsx'], budgetClass: 'index' }];
    const weigh = (kb: number, ceilings: Partial<Record<BudgetClass, number>>) =>
      routeBudgets(synthetic, pages, (file) => (file === 'assets/entry.js' ? kb * 1024 : 0), ceilings);
    expect(formatBudgetTable(weigh(120, { index: 140 }))).toMatch(/home\s+\/\s+120\.0\s+130\.0\s+ok/);
    expect(formatBudgetTable(weigh(135, { index: 140 }))).toMatch(/135\.0\s+130\.0\s+over budget \(ceiling 140\.0\)/);
    expect(formatBudgetTable(weigh(141, { index: 140 }))).toMatch(/141\.0\s+130\.0\s+OVER its ceiling of 140\.0/);
    expect(weigh(135, {})[0]!.limitBytes).toBe(130 * 1024);
  });
});

describe('the JS budget of the build (gzip, before hydration)', () => {
  const pages = routePages(routes as RouteNode[]);
  const rows = routeBudgets(readManifest(clientDist), pages, gzipSizer(clientDist));
  console.log(`JS budget per route (${join(clientDist)}):\n${formatBudgetTable(rows)}`);

  it('reads a budget class from the handle of every page of the route table', () => {
    // page() requires one (route-table.tsx); a page route made without it would be unclassified here.
    expect(pages.length).toBeGreaterThan(60);
    expect(pages.filter((page) => !page.budgetClass).map((page) => page.id)).toEqual([]);
  });

  it('keeps every page within its budget, or its class within today’s ceiling', () => {
    const over = rows.filter((row) => row.limitBytes !== undefined && row.gzipBytes > row.limitBytes);
    expect(over.map((row) => `${row.id} ${(row.gzipBytes / 1024).toFixed(1)} KB > ${row.limitBytes! / 1024} KB`)).toEqual([]);
  });

  it('ships no zod: the browser validates nothing (scripts/client-endpoint-view.ts keeps the schemas out)', () => {
    // Should a form loaded on demand ever need a schema, its chunk may have zod; no first load may.
    const assets = join(clientDist, 'assets');
    const withZod = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('_zod'));
    expect(withZod).toEqual([]);
  });

  it("ships no delivery rule: the browser's route table keeps only each page's access (scripts/client-route-table-view.ts)", () => {
    // Every cached page's rule carries freshSeconds (client/app/page-declaration.ts); nothing in the browser reads it.
    const assets = join(clientDist, 'assets');
    const withRules = readdirSync(assets).filter(
      (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('freshSeconds'),
    );
    expect(withRules).toEqual([]);
  });

  it('keeps a ceiling only while some page of its class is over budget', () => {
    const needed = (budgetClass: BudgetClass) =>
      rows.some((row) => row.budgetClass === budgetClass && row.gzipBytes > BUDGET_KB[budgetClass] * 1024);
    expect(Object.keys(CEILING_KB).filter((budgetClass) => !needed(budgetClass as BudgetClass))).toEqual([]);
  });
});
