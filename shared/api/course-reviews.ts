import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema } from '../schemas/common';
import { courseReviewSchema } from '../schemas/course';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewTextLength } from '../lib/review-rules';

/** Writing a review of a course one has not enrolled in (bought, or a free course's 报名). */
export const CODE_REVIEW_NOT_ENROLLED = 4640;
/** A second review of the same course: the first is edited instead. */
export const CODE_REVIEW_EXISTS = 4641;
/** 有用 on one's own review. */
export const CODE_REVIEW_OWN_HELPFUL = 4642;

/** The rating and text, checked like the form checks them (shared/lib/review-rules.ts); markup is text. */
const reviewBody = z.object({
  rating: z.int('请选择 1–5 星评分').check(z.gte(1, '请选择 1–5 星评分'), z.lte(5, '请选择 1–5 星评分')),
  content: z.string('请写下你的评价').check(
    z.trim(),
    z.refine((text) => reviewTextLength(text) > 0, '请写下你的评价'),
    z.refine((text) => reviewTextLength(text) >= REVIEW_TEXT_MIN, `评价至少 ${REVIEW_TEXT_MIN} 个字`),
    z.refine((text) => reviewTextLength(text) <= REVIEW_TEXT_MAX, `评价不能超过 ${REVIEW_TEXT_MAX} 个字`),
  ),
});

export const writeCourseReview = defineEndpoint({
  id: 'course-review.write',
  method: 'POST',
  path: '/course/:id/reviews',
  summary: '写评价（1–5 星与文字）：报名或购买后才能评价（4640），每门课一条，再写 → 4641（改用修改）；课程不存在 → 404',
  params: idParamsSchema,
  body: reviewBody,
  data: courseReviewSchema,
  codes: [400, 401, 404, CODE_REVIEW_NOT_ENROLLED, CODE_REVIEW_EXISTS],
});

export const editCourseReview = defineEndpoint({
  id: 'course-review.edit',
  method: 'PUT',
  path: '/course-review/:id',
  summary: '修改自己的评价（评分与文字，记下修改时间）；别人的或不存在的评价 → 404',
  params: idParamsSchema,
  body: reviewBody,
  data: courseReviewSchema,
  codes: [400, 401, 404],
});

export const markReviewHelpful = defineEndpoint({
  id: 'course-review.helpful',
  method: 'PUT',
  path: '/course-review/:id/helpful',
  summary: '标记 / 取消 有用（幂等：重复标记不重复计数）；自己的评价 → 4642；不存在 → 404',
  params: idParamsSchema,
  body: z.object({ helpful: z.boolean() }),
  data: z.object({ helpful: z.boolean(), helpfulCount: z.int().check(z.gte(0)) }),
  codes: [401, 404, CODE_REVIEW_OWN_HELPFUL],
});
