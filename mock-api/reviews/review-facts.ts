import { ExamMode, LessonKind } from '@shared/enums/learning';
import type { ExamCard } from '@shared/schemas/exam';
import type { Catalogue, CatalogueCourse } from '../catalogue/catalogue';
import type { ReviewFacts } from './review-seed';

/** What a course's seeded reviews may speak of, read from the catalogue and the exams as they are. */
export function reviewFactsOf(
  course: CatalogueCourse,
  catalogue: Pick<Catalogue, 'courseExtras'>,
  exams: readonly ExamCard[],
): ReviewFacts {
  return {
    certificateExam: exams.some(
      (exam) => exam.mode === ExamMode.EXAM && exam.professionId === course.professionId && exam.skillLevel === course.skillLevel,
    ),
    quizzes: (catalogue.courseExtras.get(course.id)?.chapters ?? []).some((chapter) =>
      chapter.lessons.some((lesson) => lesson.kind === LessonKind.EXAM),
    ),
  };
}
