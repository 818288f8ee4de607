import type { FastifyInstance } from 'fastify';
import { getRule, listRules } from '@shared/api/rule';
import { RULE_LISTS, type RuleDetail, type RuleList, type RuleSummary } from '@shared/schemas/rule';
import { BusinessError, CODE_NOT_FOUND, handle } from '../core/define-handler';
import { deepFreeze, type MockStore } from '../core/store';
import type { StoredRule } from './rules';

const LIST_NAMES: Record<RuleList, string> = { effective: '生效规则', publicity: '公示规则' };

function summaryOf({ sections, feedback, ...summary }: StoredRule): RuleSummary {
  void sections;
  void feedback;
  return summary;
}

/** Pinned first; then the newest: in force most recently, or opened for comment most recently. */
const newestFirst = (a: RuleSummary, b: RuleSummary) =>
  b.pinned - a.pinned || (b.publicity?.start ?? b.effectiveAt).localeCompare(a.publicity?.start ?? a.effectiveAt) || a.id - b.id;

export function registerRuleRoutes(app: FastifyInstance, store: MockStore): void {
  const rules = store.content.rules;
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const lists = new Map(
    RULE_LISTS.map((list) => [
      list,
      deepFreeze(
        rules
          .filter((rule) => rule.list === list)
          .map(summaryOf)
          .sort(newestFirst),
      ),
    ]),
  );

  handle(app, listRules, ({ query }) => {
    const list = lists.get(query.kind)!;
    const start = (query.page - 1) * query.size;
    return { list: list.slice(start, start + query.size), total: list.length, page: query.page, size: query.size };
  });

  // A rule is found in its own list only: /rule/effective/{id of a publicity rule} is unknown.
  handle(app, getRule, ({ params }): RuleDetail => {
    const rule = byId.get(params.id);
    if (!rule || rule.list !== params.kind) throw new BusinessError(CODE_NOT_FOUND, `${LIST_NAMES[params.kind]}中没有这条规则`);
    const related = lists
      .get(rule.list)!
      .filter((other) => other.category === rule.category && other.id !== rule.id)
      .slice(0, 5)
      .map(({ id, title, list }) => ({ id, title, list }));
    return { ...rule, related };
  });
}
