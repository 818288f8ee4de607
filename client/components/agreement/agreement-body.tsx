import type { Agreement } from '@shared/schemas/agreement';
import { sectionAnchor } from './agreement-format';
import styles from './agreement.module.css';

interface AgreementBodyProps {
  agreement: Agreement;
  /** h2 on the page (under its h1), h3 in a dialog (under its title). */
  headingLevel?: 2 | 3;
  /** Prefix of the section ids, so a page and a dialog never share one. */
  idPrefix?: string;
}

/** The preamble and the numbered sections of a legal text, as React text (never HTML). */
export function AgreementBody({ agreement, headingLevel = 2, idPrefix = '' }: AgreementBodyProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.body} data-testid="agreement-body">
      {agreement.preamble.length ? (
        <div className={styles.preamble}>
          {agreement.preamble.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {agreement.sections.map((section, index) => (
        <section
          key={section.heading}
          id={`${idPrefix}${sectionAnchor(index)}`}
          className={styles.section}
          aria-labelledby={`${idPrefix}${sectionAnchor(index)}-title`}
        >
          <Heading id={`${idPrefix}${sectionAnchor(index)}-title`} className={styles.heading}>
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.links?.length ? (
            <p className={styles.paragraph}>
              {section.links.map((link, at) => (
                <span key={link.href}>
                  {at > 0 ? ' · ' : null}
                  <a href={link.href}>{link.label}</a>
                </span>
              ))}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** 目录: in-page anchors to every section. */
export function AgreementToc({ agreement, idPrefix = '' }: Pick<AgreementBodyProps, 'agreement' | 'idPrefix'>) {
  return (
    <nav className={styles.toc} aria-labelledby={`${idPrefix}toc-title`} data-testid="agreement-toc">
      <h2 id={`${idPrefix}toc-title`} className={styles.tocTitle}>
        目录
      </h2>
      <ol>
        {agreement.sections.map((section, index) => (
          <li key={section.heading}>
            <a href={`#${idPrefix}${sectionAnchor(index)}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
