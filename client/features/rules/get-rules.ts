import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getRule as ruleEndpoint, listRules } from '@shared/api/rule';
import type { RuleList } from '@shared/schemas/rule';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { RULE_PAGE_SIZE } from './rule-kind';

export const getRules = (api: ApiClient, kind: RuleList, page: number) =>
  api.call(listRules, { query: { kind, page, size: RULE_PAGE_SIZE } });

export const getRulesQueryOptions = (api: ApiClient, kind: RuleList, page: number) =>
  queryOptions({ queryKey: ['rules', 'list', kind, page], queryFn: () => getRules(api, kind, page), staleTime: 5 * 60_000 });

export const useRules = (kind: RuleList, page: number) => useCachedQueryData(getRulesQueryOptions(useApi(), kind, page));

export const getRule = (api: ApiClient, kind: RuleList, id: number) => api.call(ruleEndpoint, { params: { kind, id } });

export const getRuleQueryOptions = (api: ApiClient, kind: RuleList, id: number) =>
  queryOptions({ queryKey: ['rules', 'detail', kind, id], queryFn: () => getRule(api, kind, id), staleTime: 5 * 60_000 });

export const useRule = (kind: RuleList, id: number) => useCachedQueryData(getRuleQueryOptions(useApi(), kind, id));
