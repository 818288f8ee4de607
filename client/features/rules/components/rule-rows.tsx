import type { RuleSummary } from '@shared/schemas/rule';
import { HtmlBlock } from '@client/components/html-block';
import { html } from '@client/components/html';
import { tagAccent } from '@client/lib/format/catalogue-format';
import { ruleHref } from '../rule-kind';
import { publicityStatusLabel, ruleTiming, visibilityAccent, visibilityLabel } from '../format-rule';
import styles from './rule-rows.module.css';

function ruleRowHtml(rule: RuleSummary) {
  const status = rule.publicity
    ? html`<span class="${rule.publicity.status === 'ongoing' ? styles.ongoing : styles.ended}">${publicityStatusLabel(rule.publicity.status)}</span>`
    : html`<span class="${styles.inForce}">生效中</span>`;
  return html`<li><article class="${styles.row}" data-testid="rule-row"><a href="${ruleHref(rule.list, rule.id)}" class="${styles.link}"><div class="${styles.head}"><h3 class="${styles.title}">${rule.pinned ? html`<span class="${styles.pin}">置顶</span>` : ''}${rule.title}</h3>${status}</div><p class="${styles.summary}">${rule.summary}</p><p class="${styles.meta}"><span class="tag accent-${tagAccent(rule.category)}">${rule.category}</span><span class="tag accent-${visibilityAccent(rule.visibility)}">适用：${visibilityLabel(rule.visibility)}</span><span>${rule.version}</span><span>${ruleTiming(rule)}</span></p></a></article></li>`;
}

/** A list of rules (pinned first, as the API orders them), one pre-rendered chunk. */
export function RuleRows({ rules }: { rules: readonly RuleSummary[] }) {
  return <HtmlBlock markup={html`<ul class="${styles.list}">${rules.map(ruleRowHtml)}</ul>`} />;
}
