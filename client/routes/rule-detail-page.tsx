import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { Breadcrumb } from '@client/components/page-heading';
import { InfoIcon } from '@client/components/icons/info-icon';
import { tagAccent } from '@client/lib/format/catalogue-format';
import { RuleNav } from '@client/features/rules/components/rule-nav';
import { RuleBody } from '@client/features/rules/components/rule-body';
import { ruleHref, ruleKindOf } from '@client/features/rules/rule-kind';
import { publicityStatusLabel, ruleDate, visibilityAccent, visibilityLabel } from '@client/features/rules/format-rule';
import { getRuleQueryOptions, useRule } from '@client/features/rules/get-rules';
import styles from '@client/features/rules/rule-pages.module.css';

/** /rule/effective/{id} and /rule/publicity/{id}: a rule of the other list is a 404 (the API says so). */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const id = routeId(params.id, request);
  const kind = ruleKindOf(new URL(request.url).pathname);
  const { queryClient, api } = context.get(appContext);
  const rule = await loadQuery(queryClient, getRuleQueryOptions(api, kind, id));
  return { meta: { title: rule.title, description: rule.summary } };
}

export function Component() {
  const id = Number(useParams().id);
  const kind = ruleKindOf(useLocation().pathname);
  const rule = useRule(kind, id);
  if (!rule) return null;
  const status = rule.publicity ? (
    <span className={`${styles.status} ${rule.publicity.status === 'ongoing' ? styles.ongoing : styles.ended}`}>
      {publicityStatusLabel(rule.publicity.status)}
    </span>
  ) : (
    <span className={`${styles.status} ${styles.inForce}`}>生效中</span>
  );
  return (
    <div className={styles.layout}>
      <RuleNav kind={kind} />
      <div className={styles.main}>
        <Breadcrumb />
        <article className={styles.document} aria-labelledby="rule-title">
          <header className={styles.header}>
            <div className={styles.badges}>
              <span className={`tag accent-${tagAccent(rule.category)}`}>{rule.category}</span>
              <span className={`tag accent-${visibilityAccent(rule.visibility)}`}>适用范围：{visibilityLabel(rule.visibility)}</span>
              {status}
            </div>
            <h1 id="rule-title" className={styles.title}>
              {rule.title}
            </h1>
            <dl className={styles.facts} data-testid="rule-facts">
              <div>
                <dt>版本</dt>
                <dd>{rule.version}</dd>
              </div>
              <div>
                <dt>发布日期</dt>
                <dd>{ruleDate(rule.publishedAt)}</dd>
              </div>
              {rule.publicity ? (
                <div>
                  <dt>公示期</dt>
                  <dd>
                    {ruleDate(rule.publicity.start)} 至 {ruleDate(rule.publicity.end)}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{rule.publicity ? '拟生效日期' : '生效日期'}</dt>
                <dd>{ruleDate(rule.effectiveAt)}</dd>
              </div>
            </dl>
          </header>
          <p className={styles.summary}>
            <strong>摘要</strong>
            {rule.summary}
          </p>
          {rule.feedback && rule.publicity?.status === 'ongoing' ? (
            <p className={styles.notice}>
              <InfoIcon size={18} />
              <span>
                {rule.feedback}
                <a href="/feedback">去反馈</a>
              </span>
            </p>
          ) : null}
          <RuleBody sections={rule.sections} />
        </article>
        {rule.related.length > 0 ? (
          <section className={styles.related} aria-labelledby="related-rules-title">
            <h2 id="related-rules-title" className={styles.relatedTitle}>
              同类规则
            </h2>
            <ul className={styles.relatedList}>
              {rule.related.map((other) => (
                <li key={other.id}>
                  <a href={ruleHref(other.list, other.id)}>{other.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
