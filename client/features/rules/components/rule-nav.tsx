import { RULE_LISTS, type RuleList } from '@shared/schemas/rule';
import { RULE_LIST_TITLES, ruleListHref } from '../rule-kind';
import styles from './rule-nav.module.css';

const NOTES: Record<RuleList, string> = { effective: '现行有效的平台规则', publicity: '生效前公开征求意见' };

/** The /rule section's side navigation: 生效规则 / 公示规则 (a row of tabs on a phone); `onList`: this is the list itself. */
export function RuleNav({ kind, onList = false }: { kind: RuleList; onList?: boolean }) {
  return (
    <nav className={styles.nav} aria-label="规则分类">
      <p className={styles.heading} aria-hidden="true">
        规则中心
      </p>
      <ul className={styles.list}>
        {RULE_LISTS.map((list) => (
          <li key={list}>
            <a
              href={ruleListHref(list)}
              className={list === kind ? `${styles.link} ${styles.active}` : styles.link}
              aria-current={list === kind ? (onList ? 'page' : 'true') : undefined}
            >
              <strong>{RULE_LIST_TITLES[list]}</strong>
              <small>{NOTES[list]}</small>
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.help}>
        对规则有疑问或建议？
        <a href="/feedback">意见反馈</a>
      </p>
    </nav>
  );
}
