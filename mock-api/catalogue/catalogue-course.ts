import type { CourseCard } from '@shared/schemas/course';

/**
 * A course as the catalogue keeps it: a card without its rating and review count, which only the
 * review store computes (CourseReviewStore.rated), and the rating its seeded reviews are drawn
 * around. No response serves a catalogue course as it is: the type makes every card pass the store.
 */
export type CatalogueCourse = Omit<CourseCard, 'rating' | 'reviewCount'> & {
  /** What the seeded reviews' stars are spread around (4.1–5.0); never shown. */
  seedRating: number;
};
