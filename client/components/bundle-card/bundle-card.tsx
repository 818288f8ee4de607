import type { CourseBundleCard } from '@shared/schemas/course-bundle';
import { HtmlBlock } from '@client/components/html-block';
import { html, type TrustedHtml } from '@client/components/html';
import { formatPriceTag } from '@shared/lib/money-format';
import { formatCount, skillLevelName } from '@client/lib/format/catalogue-format';
// The course card's look: a series or pack sits in the same grids as courses.
import styles from '@client/components/course-card/course-card.module.css';

const KIND_NAMES = { series: '系列课', pack: '课程包' } as const;
const PATHS = { series: '/course/group', pack: '/course/project' } as const;

/** A series' or pack's page. */
export const bundleHref = (bundle: Pick<CourseBundleCard, 'kind' | 'id'>): string => `${PATHS[bundle.kind]}/${bundle.id}`;

/**
 * One series (系列课) or pack (课程包) as a card in the course card's markup: its kind as the tag,
 * the courses and levels it spans, learners, and the bundle's price against the courses' sum.
 */
export function bundleCardHtml(bundle: CourseBundleCard): TrustedHtml {
  const levels =
    bundle.levelFrom === bundle.levelTo
      ? skillLevelName(bundle.levelFrom)
      : `${skillLevelName(bundle.levelFrom)}–${skillLevelName(bundle.levelTo)}`;
  const discounted = bundle.originalPrice > bundle.price;
  return html`<article class="${styles.card}" data-testid="bundle-card" data-kind="${bundle.kind}"><a href="${bundleHref(bundle)}"><div class="${styles.cover}"><img src="${bundle.cover}" alt="${bundle.title}" width="480" height="270" loading="lazy" decoding="async"><span>${bundle.courseCount} 门课程</span></div><div class="${styles.body}"><div><span class="tag accent-${bundle.kind === 'series' ? 2 : 5}">${KIND_NAMES[bundle.kind]}</span></div><h3>${bundle.title}</h3><p>${bundle.category} · ${levels}</p><div><span>${formatCount(bundle.learnerCount)}人学习</span><span class="${styles.price}">${formatPriceTag(bundle.price)}${discounted ? html`<s>${formatPriceTag(bundle.originalPrice)}</s>` : ''}</span></div></div></a></article>`;
}

/** A grid of series or packs (the course grid's columns). */
export function BundleGrid({ bundles, className }: { bundles: readonly CourseBundleCard[]; className?: string }) {
  const markup = html`${bundles.map((bundle) => bundleCardHtml(bundle))}`;
  return <HtmlBlock markup={markup} className={className ? `${styles.grid} ${className}` : styles.grid} />;
}
