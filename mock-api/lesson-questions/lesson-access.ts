import type { CatalogueCourse } from '../catalogue/catalogue';
import type { Account } from '../account/account-seed';
import type { CatalogueLesson } from '../player/lesson-access';
import { shanghaiIso, MOCK_EPOCH } from '../core/faker';
import { mediaSecondsOf } from '../media/sample-media';

// The lesson questions' side of the player's rules. Which lessons a learner may study, and the lesson
// index, are the player's (`../lesson-access.ts`): one access rule for every learning tool.

/** How long a lesson plays, as the player has it: its sample video's length; 0 for a lesson without one. */
export const lessonDurationOf = (lesson: CatalogueLesson): number => mediaSecondsOf(lesson);

/** The teachers' accounts come after the community's 40 members (ids 3…42): teacher t is account 42 + t. */
export const FIRST_TEACHER_ACCOUNT_ID = 43;
export const teacherAccountIdOf = (teacherId: number) => FIRST_TEACHER_ACCOUNT_ID + teacherId - 1;

/**
 * The catalogue's teachers as community members, so that they answer their courses' questions like
 * anyone (their answers marked 讲师). No password: they cannot sign in to the site (developer controls
 * post for them: `/__mock/community/question/{id}/answer {as: "teacher"}`).
 */
export function teacherAccounts(courses: readonly CatalogueCourse[]): Account[] {
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
