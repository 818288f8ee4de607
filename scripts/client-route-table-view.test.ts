import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientRouteTableOf } from './client-route-table-view';

const table = `import { CATALOGUE, PERSONAL, type PageHandle } from './page-declaration';
function page({ id, path, access, rule, meta }: PageDeclaration<Access>): RouteObject {
  const handle = { meta, access, rule } as PageHandle;
  return { id, path, handle };
}
function layout(id: string, children: RouteObject[]): RouteObject {
  return { id, children };
}
export const routes = [
  layout('default', [
    page({ id: 'course-list', path: 'course', access: 'public', rule: CATALOGUE, meta: { title: '课程' } }),
    page({ id: 'home', access: 'public', rule: CATALOGUE, meta }),
    page({
      id: 'study',
      path: 'study',
      access: 'signed-in',
      rule: PERSONAL,
      meta: { title: '我的学习' },
    }),
  ]),
];`;

describe("the browser's view of the route table", () => {
  it("drops each page's delivery rule and passes the other fields by position: parameter, handle and calls", () => {
    const view = clientRouteTableOf(table, '/repo/client/app/route-table.tsx');
    expect(view).toContain('function page(id, path, access, meta): RouteObject {');
    expect(view).toContain('const handle = { meta, access } as PageHandle;');
    expect(view).toContain(`page('course-list', 'course', 'public', { title: '课程' })`);
    expect(view).toContain(`page('home', undefined, 'public', meta)`);
    expect(view).toContain(`page('study',\n      'study',\n      'signed-in',\n      { title: '我的学习' })`);
    expect(view).toContain(`layout('default', [`);
    expect(view.slice(view.indexOf('\nfunction '))).not.toMatch(/CATALOGUE|PERSONAL|rule/);
    expect(view.slice(view.indexOf('export const routes'))).not.toMatch(/\b(id|path|access|meta): /);
  });

  it('refuses what it could not rewrite safely', () => {
    const course = `page({ id: 'course-list', path: 'course', access: 'public', rule: CATALOGUE, meta: { title: '课程' } })`;
    const route = '/repo/client/app/route-table.tsx';
    for (const call of ['page(declared)', 'page({ ...declared })', `page({ id: 'course-list', access: 'public', meta: {} })`])
      expect(() => clientRouteTableOf(table.replace(course, call), route), call).toThrow(/written out|write each field out/);
    const reordered = `page({ path: 'course', id: 'course-list', access: 'public', rule: CATALOGUE, meta: {} })`;
    expect(() => clientRouteTableOf(table.replace(course, reordered), route)).toThrow(/in the order of page\(\)'s parameter/);
    const readsRule = table.replace('return { id, path, handle };', 'return { id, path, handle, cached: rule.kind };');
    expect(() => clientRouteTableOf(readsRule, route)).toThrow(/rule is used otherwise/);
    const renamed = table.replace('{ id, path, access, rule, meta }', '{ id, path, access, rule: delivery, meta }');
    expect(() => clientRouteTableOf(renamed, route)).toThrow(/destructured as it is named/);
    expect(() => clientRouteTableOf(table.replace('access, rule, meta }', 'access, rule, ...meta }'), route)).toThrow(/destructured/);
    // A renamed field would leave the rules in the browser unnoticed: the view says so instead.
    expect(() => clientRouteTableOf(table.replaceAll('rule', 'delivery'), '/repo/x.tsx')).toThrow(/no function declares/);
  });

  it('rewrites the real route table: every page and section loses its rule', () => {
    const path = new URL('../client/app/route-table.tsx', import.meta.url);
    const source = readFileSync(path, 'utf8');
    const view = clientRouteTableOf(source, path.pathname);
    const calls = (text: string, call: string) => text.split(call).length - 1;
    // Every call passes its fields by position, none by name, and none its rule.
    expect(calls(view, "page('")).toBe(calls(source, 'page({'));
    expect(calls(source, 'page({')).toBeGreaterThan(60);
    expect(calls(view, "section('")).toBe(calls(source, 'section({'));
    expect(calls(source, 'section({')).toBeGreaterThan(3);
    expect(calls(view, 'page({') + calls(view, 'section({')).toBe(0);
    expect(view.slice(view.indexOf('const defaultLayoutPages'), view.indexOf('export const routes'))).not.toMatch(
      /\b(id|path|file|access|rule|meta|children): /,
    );
    // The rule constants are imported still (unused, so left out of the bundle), but passed nowhere.
    expect(view.slice(view.indexOf('\nfunction '))).not.toMatch(/\b(PRERENDER|CATALOGUE|LIVELY|REAL_TIME|PERSONAL|FORM|UNBOUNDED)\b/);
  });
});
