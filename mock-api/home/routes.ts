import type { FastifyInstance } from 'fastify';
import { getHome } from '@shared/api/catalogue';
import type { EnrollmentPlanCard } from '@shared/schemas/enrollment';
import { handle } from '../core/define-handler';
import { deepFreeze, type MockStore } from '../core/store';
import { SORTS } from '../catalogue/routes';
import { planViews } from '../enrollment/routes';
import { recommendedOrganisations } from '../institution/routes';

/** 正在报名 on the home page: four plans; 合作机构: two rows of three on a desktop. */
const HOME_PLAN_COUNT = 4;
const HOME_INSTITUTION_COUNT = 6;

/**
 * The home page's one call. The catalogue parts are read-only, so they are assembled once; the
 * live classes and the plans follow the clock (statuses, rounds, places taken, 已满, the learner's
 * own status), read per call: the plans whose window is open, closing soonest first.
 */
export function registerHomeRoutes(app: FastifyInstance, store: MockStore): void {
  const { catalogue } = store;
  const byLearners = [...catalogue.courses].sort(SORTS.popular!);
  const home = deepFreeze({
    banners: catalogue.banners,
    professions: [...catalogue.professions].sort((a, b) => b.courseCount - a.courseCount).slice(0, 12),
    courses: byLearners.slice(0, 24),
    newCourses: [...catalogue.courses].sort(SORTS.latest!).slice(0, 8),

    news: catalogue.news.slice(0, 6),
    institutions: recommendedOrganisations(store, HOME_INSTITUTION_COUNT),
    stats: {
      courseCount: catalogue.courses.length,
      learnerCount: catalogue.courses.reduce((sum, course) => sum + course.learnerCount, 0),
      institutionCount: store.content.institutions.length,
    },
  });
  const { plans, cardOf } = planViews(store);

  handle(app, getHome, ({ token }) => {
    const accountId = store.accountByToken(token)?.id;
    // Within their window now (the rounds follow the clock), closing soonest first.
    const inWindow = plans
      .filter((plan) => plan.status !== 'upcoming' && plan.status !== 'closed')
      .sort((a, b) => a.enrolEnd.localeCompare(b.enrolEnd) || a.id - b.id);
    const open: EnrollmentPlanCard[] = [];
    for (const plan of inWindow) {
      const card = cardOf(plan, accountId);
      if (card.status === 'open' && open.push(card) === HOME_PLAN_COUNT) break;
    }
    // On air and coming up as of now (their statuses follow the clock), on air first, then soonest.
    const lives = catalogue.lives
      .filter((live) => live.status !== 3)
      .sort((a, b) => b.status - a.status || a.startTime.localeCompare(b.startTime) || a.id - b.id)
      .slice(0, 4);
    // The cards' ratings follow the reviews written since (CourseReviewStore.rated), read per call.
    const rated = (courses: typeof home.courses) => courses.map((course) => store.reviews.rated(course));
    return { ...home, courses: rated(home.courses), newCourses: rated(home.newCourses), lives, plans: open };
  });
}
