import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from './route-table';
import { PAGE_RULES } from './route-rules';
import { ROUTE_BUDGET_CLASS } from '../../scripts/js-budget';
import { pageHandleOf } from './page-declaration';

// Removed with the hand-kept tables it compares against (next commit).
describe('the declarations on the route table', () => {
  it('say what the hand-kept tables said: the same rule for every page and section, the same budget class for every page', () => {
    const rules: Record<string, unknown> = {};
    const budgets: Record<string, unknown> = {};
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        const handle = pageHandleOf(route);
        if (handle) rules[route.id!] = handle.rule;
        if (handle?.budget) budgets[route.id!] = handle.budget;
        walk(route.children ?? []);
      }
    };
    walk(routes);
    expect(rules).toEqual(PAGE_RULES);
    expect(budgets).toEqual(ROUTE_BUDGET_CLASS);
  });
});
