import { useCallback, useState, type MouseEvent } from 'react';
import type { CourseReview, CourseReviewPage, ReviewSummary } from '@shared/schemas/course';
import { REVIEW_PAGE_SIZE, REVIEW_SORT_LABELS, REVIEW_SORTS } from '@shared/lib/review-rules';
import { formatSiteTime } from '@client/components/site-time-format';
import { HtmlBlock } from '@client/components/html-block';
import { html, type TrustedHtml } from '@client/components/html';
import { Pagination } from '@client/components/pagination/pagination';
import { useOnDemand } from '@client/components/use-on-demand';
import { requiresLogin } from '@client/lib/protected-action';
import { reviewHref, type ReviewQuery } from '../review-query';
import { COURSE_REVIEWS_KEY, getCourseQueryOptions, getCourseReviewsQueryOptions } from '../get-course';
import { useApi } from '@client/lib/api-context';
import { useQueryClient } from '@tanstack/react-query';
import { useReviewHelpful } from '../use-review-helpful';
import styles from './course-reviews.module.css';

/** A rating of 0–5 as five stars drawn by the stylesheet (filled up to it, outlined after), named for assistive technology. */
const stars = (rating: number): TrustedHtml =>
  html`<span class="${styles.stars}" data-stars="${rating}" role="img" aria-label="${rating} 星"></span>`;

const helpfulHtml = (review: CourseReview, signedIn: boolean): TrustedHtml =>
  review.mine
    ? html`<span class="${styles.helpfulCount}">${review.helpfulCount} 人觉得有用</span>`
    : html`<button type="button" class="${styles.helpful}" data-helpful="${review.id}" aria-pressed="${review.helpfulByMe ? 'true' : 'false'}" ${signedIn ? '' : html`data-requires-login`}>有用<span class="${styles.helpfulNumber}">${review.helpfulCount}</span></button>`;

const reviewHtml = (review: CourseReview, signedIn: boolean): TrustedHtml =>
  html`<li class="${styles.review}" data-testid="course-review" data-review-id="${review.id}"><img src="${review.avatar}" alt="" width="36" height="36" class="${styles.avatar}" loading="lazy" decoding="async"><div class="${styles.body}"><p class="${styles.head}"><span class="${styles.name}">${review.nickname}</span>${
    review.mine ? html`<span class="${styles.mineTag}">我的评价</span>` : ''
  }${stars(review.rating)}<time datetime="${review.createdAt}" class="${styles.date}">${formatSiteTime(review.createdAt, 'YYYY-MM-DD')}</time>${
    review.editedAt
      ? html`<span class="${styles.edited}">已编辑 <time datetime="${review.editedAt}">${formatSiteTime(review.editedAt, 'YYYY-MM-DD HH:mm')}</time></span>`
      : ''
  }</p><p class="${styles.content}">${review.content}</p><div class="${styles.actions}">${helpfulHtml(review, signedIn)}</div></div></li>`;

const percentOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/** The score, the stars and the 5★…1★ bars, all from the stored reviews. */
function summaryHtml(summary: ReviewSummary): TrustedHtml {
  return html`<div class="${styles.summary}"><div class="${styles.scoreBox}"><span class="${styles.score}">${summary.average.toFixed(1)}</span><span class="${styles.summaryText}">${stars(
    Math.round(summary.average),
  )}<span>共 ${summary.count} 条评价</span></span></div><ul class="${styles.distribution}" aria-label="评分分布" data-testid="rating-distribution">${summary.distribution.map(
    (count, index) =>
      html`<li><span class="${styles.barLabel}">${5 - index} 星</span><span class="${styles.track}" aria-hidden="true"><span class="${styles.fill}" style="width: ${percentOf(count, summary.count)}%"></span></span><span class="${styles.barCount}">${count}<span class="sr-only"> 条，${percentOf(count, summary.count)}%</span></span></li>`,
  )}</ul></div>`;
}

type ReviewFormModule = typeof import('./review-form');
const loadReviewForm = () => import('./review-form');

/** 写评价 / 修改评价: the form's code (react-hook-form) arrives on the first point or click, not with the page. */
function ReviewComposer({
  courseId,
  page,
  signedIn,
  onSaved,
}: {
  courseId: number;
  page: CourseReviewPage;
  signedIn: boolean;
  onSaved: () => Promise<unknown>;
}) {
  const { loaded, triggerProps } = useOnDemand<ReviewFormModule>(loadReviewForm);
  const [open, setOpen] = useState(false);
  if (signedIn && !page.mine && !page.canReview)
    return (
      <p className={styles.composerNote} data-testid="review-not-enrolled">
        报名学习这门课程后即可评价。
      </p>
    );
  if (open && loaded) return <loaded.ReviewForm courseId={courseId} mine={page.mine} onDone={() => setOpen(false)} onSaved={onSaved} />;
  return (
    <div className={styles.composer}>
      <p className={styles.composerNote}>
        {page.mine ? '你已评价过这门课程，可以随时修改。' : '学过这门课？说说你的感受，帮助其他学员选课。'}
      </p>
      <button
        type="button"
        className={styles.composeButton}
        {...(signedIn ? {} : requiresLogin)}
        {...triggerProps}
        onClick={() => {
          triggerProps.onClick();
          setOpen(true);
        }}
      >
        {page.mine ? '修改评价' : '写评价'}
      </button>
    </div>
  );
}

/** 评价: the summary, the learner's composer, 最新 / 最有帮助, the page of reviews with 有用, and page links (all in the URL). */
export function CourseReviews({
  courseId,
  query,
  page,
  signedIn,
  queryKey,
}: {
  courseId: number;
  query: ReviewQuery;
  page: CourseReviewPage;
  signedIn: boolean;
  queryKey: readonly unknown[];
}) {
  const markHelpful = useReviewHelpful(queryKey);
  const api = useApi();
  const queryClient = useQueryClient();
  // The page's reads are cache reads without fetching (useCachedQueryData): a saved review reads the
  // shown page and the course (its score and count) again at once, and marks the other pages stale.
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: COURSE_REVIEWS_KEY, refetchType: 'none' });
    await queryClient.invalidateQueries({ queryKey: getCourseQueryOptions(api, courseId).queryKey, refetchType: 'none' });
    return Promise.all([
      queryClient.fetchQuery(getCourseReviewsQueryOptions(api, courseId, query)),
      queryClient.fetchQuery(getCourseQueryOptions(api, courseId)),
    ]);
  }, [api, queryClient, courseId, query]);
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-helpful]');
      if (!button || button.disabled) return;
      button.disabled = true;
      void markHelpful(Number(button.dataset.helpful), button.getAttribute('aria-pressed') !== 'true').finally(() => {
        button.disabled = false;
      });
    },
    [markHelpful],
  );
  const list = html`${
    page.list.length === 0
      ? html`<p class="${styles.none}">${page.total === 0 ? '还没有人评价这门课程。' : '这一页没有评价了。'}</p>`
      : html`<ul class="${styles.list}">${page.list.map((review) => reviewHtml(review, signedIn))}</ul>`
  }`;
  return (
    <div className={styles.reviews}>
      <HtmlBlock markup={summaryHtml(page.summary)} />
      <ReviewComposer courseId={courseId} page={page} signedIn={signedIn} onSaved={refresh} />
      {page.total > 0 ? (
        <nav className={styles.sorts} aria-label="评价排序">
          {REVIEW_SORTS.map((sort) => (
            <a
              key={sort}
              href={reviewHref(courseId, { sort, page: 1 })}
              aria-current={sort === query.sort ? 'true' : undefined}
              data-keep-scroll=""
            >
              {REVIEW_SORT_LABELS[sort]}
            </a>
          ))}
        </nav>
      ) : null}
      {/* The 有用 buttons are server markup: one delegated click handler serves them all. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: the buttons inside take the keyboard themselves */}
      <div onClick={onClick}>
        <HtmlBlock markup={list} />
      </div>
      <Pagination
        page={query.page}
        total={page.total}
        size={REVIEW_PAGE_SIZE}
        hrefOf={(number) => reviewHref(courseId, { sort: query.sort, page: number })}
      />
    </div>
  );
}
