import type { CourseReview } from '@shared/schemas/course';
import { formatSiteTime } from '@client/components/site-time-format';
import { HtmlBlock } from '@client/components/html-block';
import { html, type TrustedHtml } from '@client/components/html';
import styles from './course-reviews.module.css';

/** A rating of 0–5 as five stars drawn by the stylesheet (filled up to it, outlined after), named for assistive technology. */
const stars = (rating: number): TrustedHtml =>
  html`<span class="${styles.stars}" data-stars="${rating}" role="img" aria-label="${rating} 星"></span>`;

const reviewHtml = (review: CourseReview): TrustedHtml =>
  html`<li class="${styles.review}"><img src="${review.avatar}" alt="" width="36" height="36" class="${styles.avatar}" loading="lazy"><div class="${styles.body}"><p class="${styles.head}"><span class="${styles.name}">${review.nickname}</span>${stars(
    review.rating,
  )}<time datetime="${review.createdAt}" class="${styles.date}">${formatSiteTime(review.createdAt, 'YYYY-MM-DD')}</time></p><p class="${styles.content}">${review.content}</p></div></li>`;

/** 评价: the course's score and the newest reviews, as plain markup for React (see <HtmlBlock>). */
export function CourseReviews({ rating, total, reviews }: { rating: number; total: number; reviews: readonly CourseReview[] }) {
  const markup = html`<div class="${styles.summary}"><span class="${styles.score}">${rating.toFixed(1)}</span><span class="${styles.summaryText}">${stars(Math.round(rating))}<span>共 ${total} 条评价</span></span></div>${
    reviews.length === 0
      ? html`<p class="${styles.none}">还没有人评价这门课程。</p>`
      : html`<ul class="${styles.list}">${reviews.map(reviewHtml)}</ul>`
  }`;
  return <HtmlBlock markup={markup} className={styles.reviews} />;
}
