import type { RuleSection } from '@shared/schemas/rule';
import { chineseNumeral } from '../rule-kind';
import styles from './rule-body.module.css';

/** A rule's chapters; its clauses are numbered 第一条, 第二条… straight through the whole rule. */
export function RuleBody({ sections }: { sections: readonly RuleSection[] }) {
  let clause = 0;
  return (
    <div className={styles.body} data-testid="rule-body">
      {sections.map((section, sectionIndex) => (
        <section key={section.title} className={styles.section} aria-labelledby={`rule-section-${sectionIndex + 1}`}>
          <h2 id={`rule-section-${sectionIndex + 1}`} className={styles.heading}>
            {section.title}
          </h2>
          {section.clauses.map((text) => {
            clause += 1;
            return (
              <p key={clause} className={styles.clause}>
                <strong className={styles.number}>{`第${chineseNumeral(clause)}条`}</strong>
                {text}
              </p>
            );
          })}
        </section>
      ))}
    </div>
  );
}
