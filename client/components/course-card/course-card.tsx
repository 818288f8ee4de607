import type { CourseCardData } from './course-card-fields';
import { HtmlBlock } from '@client/components/html-block';
import { html, type TrustedHtml } from '@client/components/html';
import { formatPriceTag } from '@shared/lib/money-format';
import { formatCount, skillLevelName, tagAccent } from '@client/lib/format/catalogue-format';
import styles from './course-card.module.css';

/** The mean of the course's reviews, as its page shows it; the count in its title (a card has no room for it). */
const ratingHtml = ({ rating, reviewCount }: CourseCardData): TrustedHtml =>
  reviewCount > 0 ? html`<span title="${reviewCount} 条评价">${rating.toFixed(1)}分</span>` : html`<span>暂无评分</span>`;

/**
 * One course card as escaped markup: cover (16:9, lazy), up to two tags, title (2 lines), teacher ·
 * skill level, learners + rating, price (¥ / struck original / 免费). The link is a plain <a>;
 * client-side navigation comes from the app shell's delegated handler (client/app/use-link-delegation.ts).
 * Inside the card only the cover, the body and the price carry classes: the stylesheet reaches the rest
 * by position, which took ~130 bytes off each of the 32 cards of home (decision 017).
 */
export function courseCardHtml(course: CourseCardData, eager = false): TrustedHtml {
  const tags = course.tags.length > 2 ? course.tags.slice(0, 2) : course.tags;
  const discounted = !course.isFree && course.originalPrice > course.price;
  const price = course.isFree
    ? html`<span class="${styles.free}">免费</span>`
    : html`<span class="${styles.price}">${formatPriceTag(course.price)}${discounted ? html`<s>${formatPriceTag(course.originalPrice)}</s>` : ''}</span>`;
  return html`<article class="${styles.card}" data-testid="course-card"><a href="/course/${course.id}"><div class="${styles.cover}"><img class="cover-fallback" src="${course.cover}" alt="${course.title}" width="480" height="270" loading="${eager ? 'eager' : 'lazy'}" decoding="async"><span>${course.lessonCount} 节课</span></div><div class="${styles.body}">${
    tags.length > 0 ? html`<div>${tags.map((tag) => html`<span class="tag accent-${tagAccent(tag)}">${tag}</span>`)}</div>` : ''
  }<h3>${course.title}</h3><p>${course.teacher.name} · ${skillLevelName(course.skillLevel)}</p><div><span>${formatCount(course.learnerCount)}人学习${ratingHtml(course)}</span>${price}</div></div></a></article>`;
}

/**
 * The responsive course grid (4 / 3 / 2 / 1 columns). Its cards reach React as one pre-rendered
 * chunk, which keeps server rendering of the 24-card home page cheap.
 */
export function CourseGrid({
  courses,
  eagerCount = 0,
  className,
}: {
  /** Absent in the browser right after hydration when the page's view keeps the list in the server's markup. */
  courses: readonly CourseCardData[] | undefined;
  eagerCount?: number;
  className?: string;
}) {
  const markup = courses && html`${courses.map((course, index) => courseCardHtml(course, index < eagerCount))}`;
  return <HtmlBlock markup={markup} className={className ? `${styles.grid} ${className}` : styles.grid} />;
}
