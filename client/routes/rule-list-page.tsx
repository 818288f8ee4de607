import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { Pagination } from '@client/components/pagination/pagination';
import { RuleNav } from '@client/features/rules/components/rule-nav';
import { RuleRows } from '@client/features/rules/components/rule-rows';
import { pageParam } from '@client/lib/url-query';
import { RULE_LIST_TITLES, RULE_PAGE_SIZE, ruleKindOf, ruleListHref } from '@client/features/rules/rule-kind';
import { getRulesQueryOptions, useRules } from '@client/features/rules/get-rules';
import styles from '@client/features/rules/rule-pages.module.css';

const LEADS = {
  effective: '以下规则现行有效，适用于在技能学堂学习、授课与交易的各方。',
  publicity: '新制定或修订的规则在生效前公示，公示期内欢迎提出意见。',
} as const;

/** /rule/effective and /rule/publicity: one module, the path says which list. */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const url = new URL(request.url);
  const kind = ruleKindOf(url.pathname);
  const page = pageParam(url.searchParams);
  const { queryClient, api } = context.get(appContext);
  await loadQuery(queryClient, getRulesQueryOptions(api, kind, page));
  return {
    meta: {
      title: RULE_LIST_TITLES[kind],
      description: `技能学堂平台规则 · ${RULE_LIST_TITLES[kind]}：${LEADS[kind]}`,
      canonical: ruleListHref(kind, page),
    },
  };
}

export function Component() {
  const location = useLocation();
  const kind = ruleKindOf(location.pathname);
  const page = pageParam(new URLSearchParams(location.search));
  const rules = useRules(kind, page);
  const total = rules?.total ?? 0;
  const list = rules?.list ?? [];
  return (
    <div className={styles.layout}>
      <RuleNav kind={kind} onList />
      <div className={styles.main}>
        <PageHeading>
          <span className={styles.total}>
            共 <strong>{total}</strong> 条
          </span>
        </PageHeading>
        <p className={styles.lead}>{LEADS[kind]}</p>
        <h2 className="sr-only">规则列表</h2>
        {list.length > 0 ? (
          <RuleRows rules={list} />
        ) : (
          <div className={styles.empty} role="status">
            <h2>这一页没有规则了</h2>
            <p>规则列表没有这么多页。</p>
            <a href={ruleListHref(kind)}>回到第一页</a>
          </div>
        )}
        <Pagination page={page} total={total} size={RULE_PAGE_SIZE} hrefOf={(target) => ruleListHref(kind, target)} />
      </div>
    </div>
  );
}
