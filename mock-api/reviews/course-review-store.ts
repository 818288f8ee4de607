import type { CourseReview, ReviewSummary } from '@shared/schemas/course';
import type { CatalogueCourse } from '../catalogue/catalogue';
import type { ReviewSort } from '@shared/lib/review-rules';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import { shanghaiIso } from '../core/faker';
import { seedCourseReviews, SEEDED_IDS_PER_COURSE, type ReviewFacts } from './review-seed';
import { generatedAvatarUrl } from '../media/generated-avatar';

/** One review as kept: a seeded one (no account) or one a learner wrote. Times in epoch ms. */
export interface ReviewRecord {
  id: number;
  courseId: number;
  /** The author's account; null for a seeded reviewer (the nickname is then its own). */
  accountId: number | null;
  nickname: string;
  rating: number;
  content: string;
  createdAt: number;
  editedAt: number | null;
  /** 有用 counted at seed time (seeded reviewers are not accounts). */
  seededHelpful: number;
  /** The accounts that marked it 有用: a set, so a replay counts once. */
  helpfulBy: Set<number>;
}

export interface ReviewAuthorView {
  nickname: string;
  avatar: string | null;
}

/** The name a deleted account's reviews show, as its community posts do (community-views.ts). */
const DELETED_AUTHOR = '已注销用户';

/** Learner-written review ids start past every seeded one. */
const FIRST_WRITTEN_ID = 10_000_000;

/** A catalogue course served as a card: its one rating and review count, and no seed. */
export type RatedCourse<T extends CatalogueCourse> = Omit<T, 'seedRating'> & { rating: number; reviewCount: number };

const byLatest = (a: ReviewRecord, b: ReviewRecord) => b.createdAt - a.createdAt || b.id - a.id;

/**
 * Every course's reviews: the seeded ones (built per course on first read, from the course id
 * alone) and those learners write, one per learner and course, with 有用 marks per account.
 * Averages, counts and the star distribution are computed from what is stored, on every read.
 * An evicted account's reviews and marks go with it.
 */
export class CourseReviewStore implements AccountScopedState {
  private readonly byCourse = new Map<number, ReviewRecord[]>();
  private readonly byId = new Map<number, ReviewRecord>();
  /** Account → course → its review id. */
  private readonly mine = new Map<number, Map<number, number>>();
  private nextId = FIRST_WRITTEN_ID;
  /** Summaries as last computed; a write, an edit or an evicted account forgets its course's. */
  private readonly summaries = new Map<number, ReviewSummary>();
  /**
   * Each course as rated() last served it, with the summary it was made from: a list answer rates
   * 24 courses, and copying each course again per request cost ~3 % of an uncached list page. A new
   * summary (a review written, edited or evicted) makes a new copy.
   */
  private readonly ratedCopies = new WeakMap<CatalogueCourse, { summary: ReviewSummary; rated: RatedCourse<CatalogueCourse> }>();

  constructor(
    states: AccountStateRegistry,
    private readonly courseOf: (courseId: number) => CatalogueCourse | undefined,
    /** What reviews may speak of beyond the card (an official exam at its level, chapter tests). */
    private readonly factsOf: (course: CatalogueCourse) => ReviewFacts,
    private readonly authorOf: (accountId: number) => ReviewAuthorView | undefined,
    private readonly startedAt: number,
    private readonly now: () => number,
  ) {
    states.register(this);
  }

  private reviewsOf(courseId: number): ReviewRecord[] {
    let reviews = this.byCourse.get(courseId);
    if (reviews) return reviews;
    const course = this.courseOf(courseId);
    reviews = (course ? seedCourseReviews(course, this.startedAt, this.factsOf(course)) : []).map((seed) => ({
      id: seed.id,
      courseId,
      accountId: null,
      nickname: seed.nickname,
      rating: seed.rating,
      content: seed.content,
      createdAt: seed.createdAt,
      editedAt: seed.editedAt,
      seededHelpful: seed.helpfulCount,
      helpfulBy: new Set<number>(),
    }));
    this.byCourse.set(courseId, reviews);
    for (const review of reviews) this.byId.set(review.id, review);
    return reviews;
  }

  /** A review by id, seeding its course first when the id is a seeded one. */
  private find(reviewId: number): ReviewRecord | undefined {
    if (!this.byId.has(reviewId) && reviewId < FIRST_WRITTEN_ID) this.reviewsOf(Math.floor(reviewId / SEEDED_IDS_PER_COURSE));
    return this.byId.get(reviewId);
  }

  private helpfulCount = (review: ReviewRecord) => review.seededHelpful + review.helpfulBy.size;

  private view(review: ReviewRecord, viewerId: number | undefined): CourseReview {
    const author = review.accountId === null ? undefined : this.authorOf(review.accountId);
    const nickname = author?.nickname ?? review.nickname;
    return {
      id: review.id,
      nickname,
      avatar:
        author?.avatar ?? generatedAvatarUrl(review.accountId === null ? 1000 + (review.id % 9000) : 100 + review.accountId, nickname),
      rating: review.rating,
      content: review.content,
      createdAt: shanghaiIso(review.createdAt),
      editedAt: review.editedAt === null ? null : shanghaiIso(review.editedAt),
      helpfulCount: this.helpfulCount(review),
      helpfulByMe: viewerId !== undefined && review.helpfulBy.has(viewerId),
      mine: viewerId !== undefined && review.accountId === viewerId,
    };
  }

  summary(courseId: number): ReviewSummary {
    let summary = this.summaries.get(courseId);
    if (!summary) this.summaries.set(courseId, (summary = this.computeSummary(courseId)));
    return summary;
  }

  /**
   * The course as every response serves it (lists, search, home, series and packs, /study, the course
   * page): the rating is the mean of its stored reviews and the count theirs, the one formula of summary().
   */
  rated<T extends CatalogueCourse>(course: T): RatedCourse<T> {
    const summary = this.summary(course.id);
    const copy = this.ratedCopies.get(course);
    if (copy?.summary === summary) return copy.rated as RatedCourse<T>;
    const { seedRating: _seed, ...card } = course;
    // Frozen: one copy serves every request, so no handler may change it.
    const rated = Object.freeze({ ...card, rating: summary.average, reviewCount: summary.count }) as RatedCourse<T>;
    this.ratedCopies.set(course, { summary, rated });
    return rated;
  }

  private computeSummary(courseId: number): ReviewSummary {
    const reviews = this.reviewsOf(courseId);
    const distribution = [0, 0, 0, 0, 0];
    let sum = 0;
    for (const review of reviews) {
      distribution[5 - review.rating]! += 1;
      sum += review.rating;
    }
    return { average: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : 0, count: reviews.length, distribution };
  }

  page(courseId: number, sort: ReviewSort, page: number, size: number, viewerId: number | undefined) {
    const reviews = [...this.reviewsOf(courseId)].sort(
      sort === 'helpful' ? (a, b) => this.helpfulCount(b) - this.helpfulCount(a) || byLatest(a, b) : byLatest,
    );
    const start = (page - 1) * size;
    return { list: reviews.slice(start, start + size).map((review) => this.view(review, viewerId)), total: reviews.length, page, size };
  }

  /** The learner's own review of the course, if any. */
  mineOf(accountId: number, courseId: number): CourseReview | null {
    const id = this.mine.get(accountId)?.get(courseId);
    const review = id === undefined ? undefined : this.byId.get(id);
    return review ? this.view(review, accountId) : null;
  }

  /** Every review the learner wrote, newest first (the data export). */
  writtenBy(accountId: number): readonly ReviewRecord[] {
    return [...(this.mine.get(accountId)?.values() ?? [])].flatMap((id) => this.byId.get(id) ?? []).sort(byLatest);
  }

  /** Whether the learner has reviewed the course (no view built: /study asks it for every card). */
  hasReviewed(accountId: number, courseId: number): boolean {
    return this.mine.get(accountId)?.has(courseId) ?? false;
  }

  /** A new review; the caller has checked the learner may write it and has none yet. */
  write(accountId: number, courseId: number, rating: number, content: string): CourseReview {
    const review: ReviewRecord = {
      id: this.nextId++,
      courseId,
      accountId,
      nickname: this.authorOf(accountId)?.nickname ?? '学员',
      rating,
      content,
      createdAt: this.now(),
      editedAt: null,
      seededHelpful: 0,
      helpfulBy: new Set(),
    };
    this.reviewsOf(courseId).push(review);
    this.summaries.delete(courseId);
    this.byId.set(review.id, review);
    let ofAccount = this.mine.get(accountId);
    if (!ofAccount) this.mine.set(accountId, (ofAccount = new Map()));
    ofAccount.set(courseId, review.id);
    return this.view(review, accountId);
  }

  /** The account's own review by id; another's or an unknown id is undefined alike. */
  ownReview(accountId: number, reviewId: number): ReviewRecord | undefined {
    const review = this.byId.get(reviewId);
    return review && review.accountId === accountId ? review : undefined;
  }

  edit(review: ReviewRecord, rating: number, content: string): CourseReview {
    review.rating = rating;
    review.content = content;
    review.editedAt = this.now();
    this.summaries.delete(review.courseId);
    return this.view(review, review.accountId ?? undefined);
  }

  /** The review's author (null: seeded), or undefined for an unknown id. */
  authorOfReview(reviewId: number): { accountId: number | null } | undefined {
    const review = this.find(reviewId);
    return review ? { accountId: review.accountId } : undefined;
  }

  /** Marks or unmarks 有用; idempotent either way. */
  setHelpful(accountId: number, reviewId: number, helpful: boolean): { helpful: boolean; helpfulCount: number } {
    const review = this.find(reviewId)!;
    if (helpful) review.helpfulBy.add(accountId);
    else review.helpfulBy.delete(accountId);
    return { helpful, helpfulCount: this.helpfulCount(review) };
  }

  /**
   * A deleted account's reviews stay, as its community posts do (decision 015): shown by 已注销用户 and
   * tied to no account any more; its 有用 marks go.
   */
  purgeAccount(accountId: number): void {
    for (const reviewId of this.mine.get(accountId)?.values() ?? []) {
      const review = this.byId.get(reviewId);
      if (!review) continue;
      review.accountId = null;
      review.nickname = DELETED_AUTHOR;
    }
    this.mine.delete(accountId);
    for (const review of this.byId.values()) review.helpfulBy.delete(accountId);
  }

  dropAccount(accountId: number): void {
    for (const [courseId, reviewId] of this.mine.get(accountId) ?? []) {
      const reviews = this.byCourse.get(courseId);
      if (reviews)
        this.byCourse.set(
          courseId,
          reviews.filter((review) => review.id !== reviewId),
        );
      this.byId.delete(reviewId);
      this.summaries.delete(courseId);
    }
    this.mine.delete(accountId);
    for (const review of this.byId.values()) review.helpfulBy.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    if (this.mine.has(accountId)) return true;
    for (const review of this.byId.values()) if (review.helpfulBy.has(accountId) || review.accountId === accountId) return true;
    return false;
  }
}
