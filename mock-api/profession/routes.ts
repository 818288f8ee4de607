import type { FastifyInstance } from 'fastify';
import { getProfession, listProfessions } from '@shared/api/profession';
import type { CatalogueCourse } from '../catalogue/catalogue';
import type { EnrollmentPlanCard } from '@shared/schemas/enrollment';
import type { ExamCard } from '@shared/schemas/exam';
import type {
  LevelProgress,
  NextStep,
  PathCourse,
  ProfessionCard,
  ProfessionDetail,
  ProfessionLevelPath,
} from '@shared/schemas/profession';
import { BusinessError, CODE_NOT_FOUND, handle } from '../core/define-handler';
import { deepFreeze, type MockStore } from '../core/store';
import { planViews } from '../enrollment/routes';

/** Practice, then mock, then the official exam: the order a learner takes them in. */
const EXAM_ORDER: Record<number, number> = { 3: 0, 2: 1, 1: 2 };

/** Theory (知识) before hands-on (技能), then the catalogue's order. */
const byLearningOrder = (a: CatalogueCourse, b: CatalogueCourse) => a.kind - b.kind || a.id - b.id;

interface Standing {
  enrolled: boolean;
  completedLessons: number;
}

/**
 * What to do next on one level. Signed in: finish (or start) the level's courses in order, then
 * its enrolment (wait for the audit, or apply to an open plan), then practise, then climb a level.
 * Signed out: the level's first course, else its plan, else its exams.
 */
function nextStepOf(
  path: Omit<ProfessionLevelPath, 'nextStep' | 'progress'>,
  standings: Standing[] | null,
  nextLevel: number | undefined,
): NextStep | null {
  const { courses, plans, exams } = path;
  const openPlan = plans.find((plan) => plan.status === 'open' && (plan.myStatus === null || plan.myStatus === 0 || plan.myStatus === 3));
  const practice = exams.find((exam) => exam.mode !== 1) ?? exams[0];
  if (!standings) {
    if (courses[0]) return { kind: 'start-course', targetId: courses[0].id, title: courses[0].title };
    if (openPlan) return { kind: 'apply-plan', targetId: openPlan.id, title: openPlan.title };
    return practice ? { kind: 'take-exam', targetId: practice.id, title: practice.title } : null;
  }
  const unfinished = courses.findIndex(
    (course, index) => standings[index]!.enrolled && standings[index]!.completedLessons < course.lessonCount,
  );
  if (unfinished >= 0) return { kind: 'continue-course', targetId: courses[unfinished]!.id, title: courses[unfinished]!.title };
  const notStarted = courses.findIndex((_, index) => !standings[index]!.enrolled);
  if (notStarted >= 0) return { kind: 'start-course', targetId: courses[notStarted]!.id, title: courses[notStarted]!.title };
  const pending = plans.find((plan) => plan.myStatus === 1);
  if (pending) return { kind: 'await-audit', targetId: pending.id, title: pending.title };
  const approved = plans.some((plan) => plan.myStatus === 2);
  if (!approved && openPlan) return { kind: 'apply-plan', targetId: openPlan.id, title: openPlan.title };
  const exam = approved ? (exams.find((candidate) => candidate.mode === 2) ?? practice) : practice;
  if (exam) return { kind: 'take-exam', targetId: exam.id, title: exam.title };
  if (nextLevel !== undefined) return { kind: 'next-level', targetId: nextLevel, title: null };
  return { kind: 'done', targetId: null, title: null };
}

export function registerProfessionRoutes(app: FastifyInstance, store: MockStore): void {
  const { catalogue, content } = store;
  const { plans, cardOf: planCardOf, compare: comparePlans } = planViews(store);
  const profileById = new Map(content.professionProfiles.map((profile) => [profile.id, profile]));

  const coursesOf = new Map<number, CatalogueCourse[]>();
  for (const course of catalogue.courses) coursesOf.set(course.professionId, [...(coursesOf.get(course.professionId) ?? []), course]);
  const examsOf = new Map<number, ExamCard[]>();
  for (const exam of content.exams) examsOf.set(exam.professionId, [...(examsOf.get(exam.professionId) ?? []), exam]);

  // The cards change only with the catalogue: built once, most learners first.
  const cards: readonly ProfessionCard[] = deepFreeze(
    catalogue.professions
      .map((profession) => {
        const profile = profileById.get(profession.id)!;
        const own = plans.filter((plan) => plan.professionId === profession.id);
        return {
          id: profession.id,
          name: profession.name,
          category: profession.category,
          type: profile.type,
          code: profile.code,
          summary: profile.summary,
          levels: profile.levels,
          courseCount: profession.courseCount,
          planCount: own.length,
          openPlanCount: own.filter((plan) => plan.status === 'open').length,
          examCount: examsOf.get(profession.id)?.length ?? 0,
          learnerCount: (coursesOf.get(profession.id) ?? []).reduce((sum, course) => sum + course.learnerCount, 0),
        };
      })
      .sort((a, b) => b.learnerCount - a.learnerCount || a.id - b.id),
  );
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const industries = [...new Set(catalogue.professions.map((profession) => profession.category))];

  handle(app, listProfessions, ({ query }) => {
    const keyword = query.keyword?.toLowerCase();
    const byKeyword = (card: ProfessionCard) =>
      !keyword ||
      card.name.includes(keyword) ||
      card.code.includes(keyword) ||
      card.summary.includes(keyword) ||
      card.category.includes(keyword);
    const candidates = cards.filter(byKeyword);
    // Each facet counts under the other filters, so a tab says what choosing it would show.
    const types = [1, 2, 3, 4].map((type) => ({
      type,
      count: candidates.filter((card) => card.type === type && (!query.category || card.category === query.category)).length,
    }));
    const categories = industries.map((name) => ({
      name,
      count: candidates.filter((card) => card.category === name && (!query.type || card.type === query.type)).length,
    }));
    const list = candidates.filter(
      (card) => (!query.type || card.type === query.type) && (!query.category || card.category === query.category),
    );
    const start = (query.page - 1) * query.size;
    // Plans open now: their rounds follow the clock, so this count is read per call.
    const withOpenPlans = (card: ProfessionCard) => ({
      ...card,
      openPlanCount: plans.filter((plan) => plan.professionId === card.id && plan.status === 'open').length,
    });
    return {
      list: list.slice(start, start + query.size).map(withOpenPlans),
      total: list.length,
      page: query.page,
      size: query.size,
      counts: { types, categories },
    };
  });

  handle(app, getProfession, ({ params, token }): ProfessionDetail => {
    const card = cardById.get(params.id);
    const profile = profileById.get(params.id);
    if (!card || !profile) throw new BusinessError(CODE_NOT_FOUND, '职业不存在或已下线');
    const account = store.accountByToken(token);
    const enrolledIds = account ? store.enrolments.enrolledCourseIds(account.id) : [];
    const enrolled = new Set(enrolledIds);
    const courses = [...(coursesOf.get(card.id) ?? [])].sort(byLearningOrder);
    const exams = examsOf.get(card.id) ?? [];
    const ownPlans = plans.filter((plan) => plan.professionId === card.id);

    const path = profile.levels.map((level, index): ProfessionLevelPath => {
      const levelCourses = courses.filter((course) => course.skillLevel === level);
      const standings = account
        ? levelCourses.map((course) => ({
            enrolled: enrolled.has(course.id),
            completedLessons: enrolled.has(course.id)
              ? Math.min(course.lessonCount, store.progress.completedCount(account.id, course.id))
              : 0,
          }))
        : null;
      const pathCourses: PathCourse[] = levelCourses.map((course, courseIndex) => ({
        id: course.id,
        title: course.title,
        cover: course.cover,
        kind: course.kind,
        lessonCount: course.lessonCount,
        durationMinutes: course.durationMinutes,
        isFree: course.isFree,
        price: course.price,
        learnerCount: course.learnerCount,
        teacherName: course.teacher.name,
        my: standings ? standings[courseIndex]! : null,
      }));
      const levelPlans: EnrollmentPlanCard[] = ownPlans
        .filter((plan) => plan.skillLevel === level)
        .map((plan) => planCardOf(plan, account?.id))
        .sort(comparePlans);
      const levelExams = exams
        .filter((exam) => exam.skillLevel === level)
        .sort((a, b) => EXAM_ORDER[a.mode]! - EXAM_ORDER[b.mode]! || a.id - b.id);
      const progress: LevelProgress | null = standings
        ? {
            enrolledCourses: standings.filter((standing) => standing.enrolled).length,
            completedCourses: standings.filter(
              (standing, courseIndex) => standing.enrolled && standing.completedLessons >= levelCourses[courseIndex]!.lessonCount,
            ).length,
            completedLessons: standings.reduce((sum, standing) => sum + standing.completedLessons, 0),
            totalLessons: levelCourses.reduce((sum, course) => sum + course.lessonCount, 0),
          }
        : null;
      const base = { level, courses: pathCourses, plans: levelPlans, exams: levelExams };
      return { ...base, progress, nextStep: nextStepOf(base, standings, profile.levels[index + 1]) };
    });

    // enrolledCourseIds is most recent first: the level of the latest course of this profession.
    const latest = enrolledIds.map((id) => courses.find((course) => course.id === id)).find((course) => course !== undefined);
    return {
      ...card,
      openPlanCount: ownPlans.filter((plan) => plan.status === 'open').length,
      description: profile.description,
      duties: profile.duties,
      outlook: profile.outlook,
      salaryRange: profile.salaryRange,
      certificate: profile.certificate,
      path,
      myLevel: latest && profile.levels.includes(latest.skillLevel) ? latest.skillLevel : null,
    };
  });
}
