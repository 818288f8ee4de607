import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientRouteTableOf } from './client-route-table-view';

const table = `import { CATALOGUE, PERSONAL, type PageHandle } from './page-declaration';
function page(id: string, path: string | undefined, access: Access, rule: RuleFor<Access>, meta: RouteMeta): RouteObject {
  const handle = { meta, access, rule } as PageHandle;
  return { id, path, handle };
}
function layout(id: string, children: RouteObject[]): RouteObject {
  return { id, children };
}
export const routes = [
  layout('default', [
    page('course-list', 'course', 'public', CATALOGUE, { title: '课程' }),
    page('study', 'study', 'signed-in', PERSONAL, {
      title: '我的学习',
    }),
  ]),
];`;

describe("the browser's view of the route table", () => {
  it("drops each page's delivery rule: parameter, handle property and argument", () => {
    const view = clientRouteTableOf(table, '/repo/client/app/route-table.tsx');
    expect(view).toContain('function page(id: string, path: string | undefined, access: Access, meta: RouteMeta): RouteObject {');
    expect(view).toContain('const handle = { meta, access } as PageHandle;');
    expect(view).toContain(`page('course-list', 'course', 'public', { title: '课程' })`);
    expect(view).toContain(`page('study', 'study', 'signed-in', {\n      title: '我的学习',\n    })`);
    expect(view).toContain(`layout('default', [`);
    expect(view.slice(view.indexOf('\nfunction '))).not.toMatch(/CATALOGUE|PERSONAL|rule/);
  });

  it('refuses what it could not rewrite safely', () => {
    const spread = table.replace(`page('course-list', 'course', 'public', CATALOGUE, { title: '课程' })`, 'page(...args)');
    expect(() => clientRouteTableOf(spread, '/repo/client/app/route-table.tsx')).toThrow(/every argument/);
    const readsRule = table.replace('return { id, path, handle };', 'return { id, path, handle, cached: rule.kind };');
    expect(() => clientRouteTableOf(readsRule, '/repo/client/app/route-table.tsx')).toThrow(/rule is used otherwise/);
    // A renamed parameter would leave the rules in the browser unnoticed: the view says so instead.
    expect(() => clientRouteTableOf(table.replaceAll('rule', 'delivery'), '/repo/x.tsx')).toThrow(/no function declares/);
  });

  it('rewrites the real route table: every page and section loses its rule', () => {
    const path = new URL('../client/app/route-table.tsx', import.meta.url);
    const source = readFileSync(path, 'utf8');
    const view = clientRouteTableOf(source, path.pathname);
    const calls = (text: string, fn: string) => text.match(new RegExp(`\\b${fn}\\('`, 'g'))?.length ?? 0;
    expect(calls(view, 'page')).toBe(calls(source, 'page'));
    expect(calls(source, 'page')).toBeGreaterThan(60);
    // The rule constants are imported still (unused, so left out of the bundle), but passed nowhere.
    expect(view.slice(view.indexOf('\nfunction '))).not.toMatch(/\b(PRERENDER|CATALOGUE|LIVELY|REAL_TIME|PERSONAL|FORM|UNBOUNDED)\b/);
  });
});
