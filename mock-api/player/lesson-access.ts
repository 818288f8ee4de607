import type { Catalogue, CatalogueCourse } from '../catalogue/catalogue';
import type { LockReason } from '@shared/schemas/player';
import type { CourseExtras } from '../catalogue/course-details';
import type { CourseEnrolments } from '../learning/course-enrolments';

/** What the lesson index and the access rule read of the mock's store (the store passes itself: no import of it back). */
export interface LessonStores {
  catalogue: Catalogue;
  enrolments: CourseEnrolments;
}

export type CatalogueLesson = CourseExtras['chapters'][number]['lessons'][number];

/** A lesson of the catalogue with its course, its chapter's title and its place in the syllabus. */
export interface LessonEntry {
  course: CatalogueCourse;
  chapterTitle: string;
  lesson: CatalogueLesson;
  /** Its index in the whole course's syllabus (0 first), for syllabus order across chapters. */
  order: number;
}

const indexes = new WeakMap<Pick<LessonStores, 'catalogue'>, ReadonlyMap<number, LessonEntry>>();

/** Every lesson of the catalogue by id, built once per mock. */
export function lessonIndex(store: Pick<LessonStores, 'catalogue'>): ReadonlyMap<number, LessonEntry> {
  let index = indexes.get(store);
  if (!index) {
    const built = new Map<number, LessonEntry>();
    for (const course of store.catalogue.courses) {
      let order = 0;
      for (const chapter of store.catalogue.courseExtras.get(course.id)?.chapters ?? []) {
        for (const lesson of chapter.lessons) built.set(lesson.id, { course, chapterTitle: chapter.title, lesson, order: order++ });
      }
    }
    indexes.set(store, (index = built));
  }
  return index;
}

/**
 * The player's access rule, one for every learning tool (progress, notes, materials): a free preview
 * is open to any signed-in learner; any other lesson needs an enrolment in the course (a free
 * course's, or the one a purchase grants). Else why not: `enrol` (free course) or `purchase`.
 */
export function lockReasonOf(
  store: LessonStores,
  accountId: number,
  course: CatalogueCourse,
  lesson: { freePreview: boolean },
): LockReason | null {
  if (lesson.freePreview || store.enrolments.isEnrolled(accountId, course.id)) return null;
  return course.isFree ? 'enrol' : 'purchase';
}

/** The refusal a locked lesson gets, in the learner's words. */
export function lockedMessage(reason: LockReason, action: string): string {
  return reason === 'purchase' ? `该课时为付费内容，购买课程后才能${action}` : `尚未报名该课程，报名后才能${action}`;
}
