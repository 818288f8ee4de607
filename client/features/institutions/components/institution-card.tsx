import type { InstitutionSummary } from '@shared/schemas/institution';
import { HtmlBlock } from '@client/components/html-block';
import { html, trusted } from '@client/components/html';
import { formatCount } from '@client/lib/format/catalogue-format';
import { categoryAccent, categoryLabel, ratingText, typeLabel } from '../format-institution';
import styles from './institution-card.module.css';

const PIN = trusted(
  '<svg class="icon" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true"><path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" /><circle cx="12" cy="10" r="2.3" /></svg>',
);

/**
 * One institution card as escaped markup: logo, name, type and category badges, one-line pitch,
 * region, and its course / learner / rating figures. A plain <a>, like the course cards.
 */
export function institutionCardHtml(institution: InstitutionSummary, eager = false) {
  return html`<article class="${styles.card}" data-testid="institution-card"><a href="/institutional/${institution.id}" class="${styles.link}"><div class="${styles.top}"><img class="${styles.logo}" src="${institution.logo}" alt="" width="64" height="64" loading="${eager ? 'eager' : 'lazy'}" decoding="async"><div class="${styles.head}"><h3 class="${styles.name}">${institution.name}</h3><p class="${styles.badges}"><span class="tag ${institution.type === 2 ? 'accent-6' : 'accent-1'}">${typeLabel(institution.type)}</span><span class="tag accent-${categoryAccent(institution.category)}">${categoryLabel(institution.category)}</span>${
    institution.featured ? html`<span class="tag accent-4">推荐</span>` : ''
  }</p></div></div><p class="${styles.slogan}">${institution.slogan}</p><p class="${styles.region}">${PIN}${institution.region} · ${institution.foundedYear} 年成立</p><dl class="${styles.stats}"><div><dt>课程</dt><dd>${institution.courseCount}</dd></div><div><dt>学员</dt><dd>${formatCount(institution.learnerCount)}</dd></div><div><dt>评分</dt><dd>${ratingText(institution.rating)}</dd></div></dl></a></article>`;
}

/** The responsive institution grid (3 / 2 / 1 columns), one pre-rendered chunk like the course grid. */
export function InstitutionGrid({
  institutions,
  eagerCount = 0,
  className,
}: {
  institutions: readonly InstitutionSummary[];
  eagerCount?: number;
  className?: string;
}) {
  const markup = html`${institutions.map((institution, index) => institutionCardHtml(institution, index < eagerCount))}`;
  return <HtmlBlock markup={markup} className={className ? `${styles.grid} ${className}` : styles.grid} />;
}
