import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientDataViewSpecsOf } from './client-data-view-specs';

const module = `import { defineView, fields, kept } from '@client/lib/data-view';
export const cardFields = fields<Card>()({ id: true, title: true, teacher: { name: true } });
export const homeView = defineView<Home>()({
  banners: true,
  stats: { learners: true },
  courses: kept(cardFields),
  'news': kept(true),
});
export const facetsView = defineView<Facets>()(facetFields);`;

describe("the browser's view of the page data views", () => {
  it('keeps only the kept top-level fields of a view and empties every fields() spec', () => {
    const view = clientDataViewSpecsOf(module, '/repo/client/features/home/get-home.ts');
    expect(view).toContain('export const cardFields = fields<Card>()({});');
    expect(view).toContain(`export const homeView = defineView<Home>()({ courses: kept(true), 'news': kept(true) });`);
    expect(view).toContain('defineView<Facets>()(facetFields)');
    expect(view).not.toMatch(/banners|learners|teacher|title/);
  });

  it('leaves a module that declares no view as it is', () => {
    const code = `export const answer = () => 42;`;
    expect(clientDataViewSpecsOf(code, '/repo/client/x.ts')).toBe(code);
  });

  it('refuses what it could not rewrite safely', () => {
    const keptInFields = module.replace('teacher: { name: true }', 'teacher: kept(true)');
    expect(() => clientDataViewSpecsOf(keptInFields, '/repo/client/x.ts')).toThrow(/never inside fields/);
    const nestedKept = module.replace('stats: { learners: true }', 'stats: { learners: kept(true) }');
    expect(() => clientDataViewSpecsOf(nestedKept, '/repo/client/x.ts')).toThrow(/top-level fields only/);
    const spread = module.replace('banners: true,', '...base,');
    expect(() => clientDataViewSpecsOf(spread, '/repo/client/x.ts')).toThrow(/written out/);
  });

  it("rewrites every view the client declares today, keeping home's kept lists", () => {
    const path = new URL('../client/features/home/get-home.ts', import.meta.url);
    const view = clientDataViewSpecsOf(readFileSync(path, 'utf8'), path.pathname);
    expect(view).toMatch(/defineView<Home>\(\)\(\{ professions: kept\(true\), courses: kept\(true\)/);
    expect(view).not.toContain('stats: true');
  });
});
