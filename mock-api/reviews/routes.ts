import type { FastifyInstance } from 'fastify';
import { listCourseReviews } from '@shared/api/catalogue';
import {
  CODE_REVIEW_EXISTS,
  CODE_REVIEW_NOT_ENROLLED,
  CODE_REVIEW_OWN_HELPFUL,
  editCourseReview,
  markReviewHelpful,
  writeCourseReview,
} from '@shared/api/course-reviews';
import { BusinessError, CODE_NOT_FOUND, handle } from '../core/define-handler';
import type { MockStore } from '../core/store';
import { learnerOf } from '../learning/routes';

const REVIEW_NOT_FOUND = '评价不存在或已删除';

/**
 * 学员评价: reading (sorted, paged, with the summary computed from what is stored), writing (enrolled
 * learners only — bought, or a free course's 报名 — once per course), editing one's own, and 有用.
 */
export function registerCourseReviewRoutes(app: FastifyInstance, store: MockStore): void {
  const { reviews, enrolments } = store;
  const courseIds = new Set(store.catalogue.courses.map((course) => course.id));
  const requireCourse = (id: number) => {
    if (!courseIds.has(id)) throw new BusinessError(CODE_NOT_FOUND, '课程不存在或已下架');
  };

  handle(app, listCourseReviews, ({ params, query, token }) => {
    requireCourse(params.id);
    const viewerId = store.accountByToken(token)?.id;
    const mine = viewerId === undefined ? null : reviews.mineOf(viewerId, params.id);
    return {
      ...reviews.page(params.id, query.sort, query.page, query.size, viewerId),
      summary: reviews.summary(params.id),
      mine,
      canReview: viewerId !== undefined && mine === null && enrolments.isEnrolled(viewerId, params.id),
    };
  });

  handle(app, writeCourseReview, ({ params, body, token }) => {
    const accountId = learnerOf(store, token);
    requireCourse(params.id);
    if (!enrolments.isEnrolled(accountId, params.id))
      throw new BusinessError(CODE_REVIEW_NOT_ENROLLED, '报名学习这门课程后才能评价（免费课程点“免费学习”即可报名）');
    if (reviews.mineOf(accountId, params.id)) throw new BusinessError(CODE_REVIEW_EXISTS, '你已经评价过这门课程，可以修改原来的评价');
    return reviews.write(accountId, params.id, body.rating, body.content);
  });

  handle(app, editCourseReview, ({ params, body, token }) => {
    const accountId = learnerOf(store, token);
    // Another learner's review is the same 404 as an unknown one: nothing tells them apart.
    const review = reviews.ownReview(accountId, params.id);
    if (!review) throw new BusinessError(CODE_NOT_FOUND, REVIEW_NOT_FOUND);
    return reviews.edit(review, body.rating, body.content);
  });

  handle(app, markReviewHelpful, ({ params, body, token }) => {
    const accountId = learnerOf(store, token);
    const author = reviews.authorOfReview(params.id);
    if (!author) throw new BusinessError(CODE_NOT_FOUND, REVIEW_NOT_FOUND);
    if (author.accountId === accountId) throw new BusinessError(CODE_REVIEW_OWN_HELPFUL, '不能给自己的评价点“有用”');
    return reviews.setHelpful(accountId, params.id, body.helpful);
  });
}
