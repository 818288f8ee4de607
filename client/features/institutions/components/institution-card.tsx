import type { InstitutionSummary } from '@shared/schemas/institution';
import { HtmlBlock } from '@client/components/html-block';
import { html } from '@client/components/html';
import { formatCount } from '@client/lib/format/catalogue-format';
import { categoryAccent, categoryLabel, ratingText, typeLabel } from '../format-institution';
import styles from './institution-card.module.css';

/**
 * One institution card as escaped markup: logo, name, type and category badges, one-line pitch,
 * region, and its course / learner / rating figures. A plain <a>, like the course cards; inside, only
 * the figures carry a class (the stylesheet reaches the rest by position, decision 017).
 */
export function institutionCardHtml(institution: InstitutionSummary, eager = false) {
  return html`<article class="${styles.card}" data-testid="institution-card"><a href="/institutional/${institution.id}"><div><img src="${institution.logo}" alt="" width="64" height="64" loading="${eager ? 'eager' : 'lazy'}" decoding="async"><div><h3>${institution.name}</h3><p><span class="tag ${institution.type === 2 ? 'accent-6' : 'accent-1'}">${typeLabel(institution.type)}</span><span class="tag accent-${categoryAccent(institution.category)}">${categoryLabel(institution.category)}</span>${
    institution.featured ? html`<span class="tag accent-4">推荐</span>` : ''
  }</p></div></div><p>${institution.slogan}</p><p>${institution.region} · ${institution.foundedYear} 年成立</p><dl class="${styles.stats}"><div><dt>课程</dt><dd>${institution.courseCount}</dd></div><div><dt>学员</dt><dd>${formatCount(institution.learnerCount)}</dd></div><div><dt>评分</dt><dd>${ratingText(institution.rating)}</dd></div></dl></a></article>`;
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
