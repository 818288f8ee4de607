import type { CourseCard } from '@shared/schemas/course';
import type { Page } from '@shared/schemas/common';
import { defineView, fields, kept, type Viewed } from '@client/lib/data-view';

// Apart from the card's markup (course-card.tsx) and its stylesheet: a query that declares a view with
// these imports neither.

/** What a course card reads of a course (docs/decisions/017-page-data-views.md): a page's view keeps these. */
export const courseCardFields = fields<CourseCard>()({
  id: true,
  title: true,
  cover: true,
  tags: true,
  teacher: { name: true },
  skillLevel: true,
  lessonCount: true,
  learnerCount: true,
  rating: true,
  reviewCount: true,
  price: true,
  originalPrice: true,
  isFree: true,
});
export type CourseCardData = Viewed<CourseCard, typeof courseCardFields>;

/**
 * A page of courses shown as a CourseGrid (/course, an institution's courses): the cards live only in the
 * grid's server markup, so the state carries the total alone (decision 017).
 */
export const courseGridPageView = defineView<Page<CourseCard>>()({ list: kept(courseCardFields), total: true });
