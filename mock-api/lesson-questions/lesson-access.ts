import type { CourseCard } from '@shared/schemas/course';
import type { Account } from '../data/accounts';
import type { Catalogue } from '../data/catalogue';
import type { CourseExtras } from '../data/course-details';
import { shanghaiIso, MOCK_EPOCH } from '../data/faker';
import { SAMPLE_LESSONS, type SampleLesson } from '../media/sample-media';

export type CatalogueLesson = CourseExtras['chapters'][number]['lessons'][number];
export interface LessonEntry {
  course: CourseCard;
  lesson: CatalogueLesson;
}

/** Every video lesson plays one of the samples, chosen by its id (the player's media and its length). */
export const sampleOfLesson = (lessonId: number): SampleLesson => SAMPLE_LESSONS[(lessonId - 1) % SAMPLE_LESSONS.length]!;

/**
 * The player's access rule, one place for the player and the lesson questions: a free preview is
 * open to every signed-in learner, any other lesson to the course's enrolled learners.
 */
export const mayStudyLesson = (enrolled: (accountId: number, courseId: number) => boolean, accountId: number, entry: LessonEntry) =>
  entry.lesson.freePreview || enrolled(accountId, entry.course.id);

/** How long a lesson plays, as the player has it: its video's length; 0 for a lesson without one. */
export const lessonDurationOf = (lesson: CatalogueLesson): number =>
  lesson.kind === 1 && SAMPLE_LESSONS.length > 0 ? sampleOfLesson(lesson.id).durationSeconds : 0;

const indexes = new WeakMap<Catalogue, Map<number, LessonEntry>>();

/** Lesson id → its course and catalogue entry (built once per catalogue). */
export function lessonIndexOf(catalogue: Catalogue): Map<number, LessonEntry> {
  let index = indexes.get(catalogue);
  if (!index) {
    index = new Map();
    for (const course of catalogue.courses)
      for (const chapter of catalogue.courseExtras.get(course.id)?.chapters ?? [])
        for (const lesson of chapter.lessons) index.set(lesson.id, { course, lesson });
    indexes.set(catalogue, index);
  }
  return index;
}

/** The teachers' accounts come after the community's 40 members (ids 3…42): teacher t is account 42 + t. */
export const FIRST_TEACHER_ACCOUNT_ID = 43;
export const teacherAccountIdOf = (teacherId: number) => FIRST_TEACHER_ACCOUNT_ID + teacherId - 1;

/**
 * The catalogue's teachers as community members, so that they answer their courses' questions like
 * anyone (their answers marked 讲师). No password: they cannot sign in to the site (developer controls
 * post for them: `/__mock/community/question/{id}/answer {as: "teacher"}`).
 */
export function teacherAccounts(courses: readonly CourseCard[]): Account[] {
  const teachers = new Map(courses.map((course) => [course.teacher.id, course.teacher]));
  return [...teachers.values()]
    .sort((a, b) => a.id - b.id)
    .map((teacher) => ({
      id: teacherAccountIdOf(teacher.id),
      phone: `171${String(10_000_000 + teacher.id).padStart(8, '0')}`,
      passwordHash: '',
      nickname: `${teacher.name}老师`,
      gender: 1,
      signature: `${teacher.title} · 技能学堂讲师`,
      realNameVerified: true,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: shanghaiIso(MOCK_EPOCH - 400 * 86_400_000),
    }));
}
