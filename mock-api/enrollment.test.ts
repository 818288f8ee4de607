import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CODE_ALREADY_APPLIED,
  CODE_ENROLMENT_CLOSED,
  CODE_ENROLMENT_FULL,
  CODE_ENROLMENT_NOT_OPEN,
  CODE_NOT_ELIGIBLE,
  CODE_REAL_NAME_REQUIRED,
  getEnrollmentPlan,
  listEnrollmentPlans,
} from '@shared/api/enrollment';
import { enrollmentFacetsSchema } from '@shared/schemas/enrollment';
import type { EnrollmentFacets, EnrollmentPlanCard, EnrollmentPlanDetail, EnrollmentStatusCounts } from '@shared/schemas/enrollment';
import { buildTestApp } from '../server/test-support/app';
import { buildMockApi, type MockApi } from './app';
import { CODE_INVALID } from './define-handler';
import { auditOutcome, DEFAULT_DECISION_DELAY_MS, PlanApplications, REJECTION_REASONS } from './state/plan-applications';
import { CHINESE, envelopeOf, mockPool, type Envelope } from './test-support';
import { AccountStateRegistry } from './state/account-scoped-state';

/** Account 1 (13800138000) passed real-name verification; account 2 (13900139000) did not. */
const VERIFIED = 1;
const UNVERIFIED = 2;

type PlanPage = { list: EnrollmentPlanCard[]; total: number; page: number; size: number; counts: EnrollmentStatusCounts };

const mock = buildMockApi();
afterAll(() => mock.app.close());

async function get(app: FastifyInstance, url: string, token?: string): Promise<Envelope> {
  return envelopeOf(await app.inject({ url, headers: token ? { token } : {} }), url);
}
async function post(app: FastifyInstance, url: string, token?: string): Promise<Envelope> {
  return envelopeOf(await app.inject({ method: 'POST', url, headers: token ? { token } : {} }), url);
}
const list = async (query: string, token?: string) => {
  const body = await get(mock.app, `/enrollment/list?${query}`, token);
  expect(body.code, query).toBe(0);
  return body.data as PlanPage;
};
const detail = async (id: number, token?: string, app = mock.app) => {
  const body = await get(app, `/enrollment/${id}`, token);
  expect(body.code).toBe(0);
  return body.data as EnrollmentPlanDetail;
};
const everything = async (query = '') => (await list(`size=100&${query}`)).list;

/** A plan whose window is open with places left, optionally one requiring real-name verification. */
const openPlan = (store: MockApi['store'], requiresRealName = false, skip = 0) =>
  store.content.enrollmentPlans.filter((plan) => plan.status === 'open' && plan.requiresRealName === requiresRealName)[skip]!;

describe('the generated plans', () => {
  it("60 plans, deterministic, each round's window around the clock matching its status", () => {
    const plans = mock.store.content.enrollmentPlans;
    expect(plans).toHaveLength(60);
    const now = Date.now();
    expect(buildMockApi().store.content.enrollmentPlans).toEqual(plans);
    for (const plan of plans) {
      const [start, end] = [Date.parse(plan.enrolStart), Date.parse(plan.enrolEnd)];
      expect(start).toBeLessThan(end);
      expect(plan.enrolEnd.slice(11, 16)).toBe('17:00');
      expect(Date.parse(plan.examDate)).toBeGreaterThan(end);
      expect(plan.title).toContain(`${Number(plan.examDate.slice(5, 7))}月`);
      if (plan.status === 'upcoming') expect(start).toBeGreaterThan(now);
      if (plan.status === 'closed') expect(end).toBeLessThan(now);
      if (plan.status === 'open' || plan.status === 'full') expect(start <= now && now <= end).toBe(true);
      if (plan.status === 'full') expect(plan.enrolledCount).toBe(plan.quota);
      expect(plan.materials).toContain('身份证复印件（正反面）');
      expect(plan.fee === 0).toBe(plan.subsidized);
    }
    const statuses = new Set(plans.map((plan) => plan.status));
    for (const status of ['closed', 'open', 'upcoming']) expect(statuses).toContain(status);
    expect(plans.some((plan) => plan.requiresRealName)).toBe(true);
    expect(plans.some((plan) => !plan.requiresRealName)).toBe(true);
  });

  it("an institution runs a plan only if it teaches the profession (the catalogue's institution/id pairs)", () => {
    const { catalogue, content } = mock.store;
    for (const plan of content.enrollmentPlans) {
      expect(
        catalogue.courses.some(
          (course) =>
            course.institutionId === plan.institutionId &&
            course.institution === plan.institutionName &&
            course.professionId === plan.professionId,
        ),
      ).toBe(true);
      expect(catalogue.professions[plan.professionId - 1]!.name).toBe(plan.professionName);
    }
  });
});

describe('GET /enrollment/facets and /enrollment/list', () => {
  it('facets: industries and professions with plans, counts adding up to 60', async () => {
    const body = await get(mock.app, '/enrollment/facets');
    const facets = body.data as EnrollmentFacets;
    expect(enrollmentFacetsSchema.safeParse(facets).success).toBe(true);
    expect(facets.categories.reduce((sum, category) => sum + category.planCount, 0)).toBe(60);
    expect(facets.professions.reduce((sum, profession) => sum + profession.planCount, 0)).toBe(60);
    expect(facets.professions.every((profession) => profession.planCount > 0)).toBe(true);
  });

  it('every plan, open ones first; counts per status add up; signed out no myStatus', async () => {
    const page = await list('size=100');
    expect(page.total).toBe(60);
    const { all, ...byStatus } = page.counts;
    expect(all).toBe(60);
    expect(Object.values(byStatus).reduce((sum, count) => sum + count, 0)).toBe(60);
    for (const status of ['upcoming', 'open', 'closed'] as const) expect(byStatus[status]).toBeGreaterThan(0);
    const order = { open: 0, upcoming: 1, full: 2, closed: 3 };
    for (let index = 1; index < page.list.length; index += 1)
      expect(order[page.list[index]!.status]).toBeGreaterThanOrEqual(order[page.list[index - 1]!.status]);
    expect(page.list.every((plan) => plan.myStatus === null && plan.placesLeft === plan.quota - plan.enrolledCount)).toBe(true);
    expect(listEnrollmentPlans.data.safeParse(page).success).toBe(true);
  });

  it('pages are disjoint and together the whole list; past the end is empty with the real total', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => list(`size=12&page=${page}`)));
    const ids = pages.flatMap((page) => page.list.map((plan) => plan.id));
    expect(new Set(ids).size).toBe(60);
    const past = await list('size=12&page=9');
    expect(past).toMatchObject({ list: [], total: 60 });
  });

  it.each([
    ['status=open', (plan: EnrollmentPlanCard) => plan.status === 'open'],
    ['status=full', (plan: EnrollmentPlanCard) => plan.status === 'full' && plan.placesLeft === 0],
    ['level=2', (plan: EnrollmentPlanCard) => plan.skillLevel === 2],
    ['professionId=2', (plan: EnrollmentPlanCard) => plan.professionId === 2],
    [
      `category=${encodeURIComponent('信息技术')}`,
      (plan: EnrollmentPlanCard) => mock.store.catalogue.professions[plan.professionId - 1]!.category === '信息技术',
    ],
    [`keyword=${encodeURIComponent('焊工')}`, (plan: EnrollmentPlanCard) => plan.title.includes('焊工')],
  ])('%s keeps exactly the matching plans', async (query, matches) => {
    const filtered = await everything(query);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every(matches)).toBe(true);
    expect(filtered).toHaveLength((await everything()).filter(matches).length);
  });

  it('status counts follow the other filters, not the status itself', async () => {
    const page = await list('level=3&status=closed&size=100');
    const level3 = await everything('level=3');
    expect(page.counts.all).toBe(level3.length);
    expect(page.counts.closed).toBe(page.total);
  });

  it.each(['status=soon', 'level=9', 'page=-3', 'mine=2', 'professionId=abc'])(
    'an impossible value (%s) is refused in Chinese',
    async (query) => {
      const body = await get(mock.app, `/enrollment/list?${query}`);
      expect(body.code).toBe(400);
    },
  );

  it('mine=1 needs a sign-in', async () => {
    const body = await get(mock.app, '/enrollment/list?mine=1');
    expect(body.code).toBe(401);
    expect(body.msg).toMatch(CHINESE);
  });
});

describe('GET /enrollment/{id}', () => {
  it('every fact; my application only when signed in', async () => {
    const plan = mock.store.content.enrollmentPlans[2]!;
    const signedOut = await detail(plan.id);
    expect(getEnrollmentPlan.data.safeParse(signedOut).success).toBe(true);
    expect(signedOut).toMatchObject({
      id: plan.id,
      title: plan.title,
      address: plan.address,
      materials: plan.materials,
      requirements: plan.requirements,
      my: null,
      myStatus: null,
    });
    const official = mock.store.content.exams.find(
      (exam) => exam.mode === 1 && exam.professionId === plan.professionId && exam.skillLevel === plan.skillLevel,
    );
    expect(signedOut.examId).toBe(official?.id ?? null);
    const signedIn = await detail(plan.id, mock.store.issueToken(UNVERIFIED));
    expect(signedIn.my).toEqual({ status: 0, reason: null, submittedAt: null, decidedAt: null, realNameVerified: false });
    expect(signedIn.myStatus).toBe(0);
  });

  it.each(['/enrollment/999', '/enrollment/0', '/enrollment/abc'])('%s is a Chinese not-found or invalid answer', async (url) => {
    const body = await get(mock.app, url);
    expect([400, 404]).toContain(body.code);
  });
});

describe('POST /enrollment/{id}/apply', () => {
  const pool = mockPool();
  afterEach(() => pool.closeAll());

  it('refuses signed-out visitors and unknown plans', async () => {
    const { mock: fresh } = pool.withClock();
    const plan = openPlan(fresh.store);
    expect((await post(fresh.app, `/enrollment/${plan.id}/apply`)).code).toBe(401);
    expect((await post(fresh.app, '/enrollment/999/apply', fresh.store.issueToken(VERIFIED))).code).toBe(404);
  });

  it.each([
    ['upcoming', CODE_ENROLMENT_NOT_OPEN, /报名尚未开始/],
    ['closed', CODE_ENROLMENT_CLOSED, /报名已截止/],
    ['full', CODE_ENROLMENT_FULL, /名额已满/],
  ] as const)('a %s plan is refused (%i)', async (status, code, message) => {
    const { mock: fresh } = pool.withClock();
    const plan = fresh.store.content.enrollmentPlans.find((candidate) => candidate.status === status)!;
    const body = await post(fresh.app, `/enrollment/${plan.id}/apply`, fresh.store.issueToken(VERIFIED));
    expect(body.code).toBe(code);
    expect(body.msg).toMatch(message);
  });

  it('real-name verification required: the unverified account is refused, the verified one applies', async () => {
    const { mock: fresh } = pool.withClock();
    const plan = openPlan(fresh.store, true);
    const refused = await post(fresh.app, `/enrollment/${plan.id}/apply`, fresh.store.issueToken(UNVERIFIED));
    expect(refused.code).toBe(CODE_REAL_NAME_REQUIRED);
    expect(refused.msg).toMatch(/实名认证/);
    expect(fresh.store.applications.statusOf(UNVERIFIED, plan.id)).toBe(0);
    const accepted = await post(fresh.app, `/enrollment/${plan.id}/apply`, fresh.store.issueToken(VERIFIED));
    expect(accepted.code).toBe(0);
  });

  it('with the applicant’s facts: the level’s 申报条件 are checked, and a refusal names what is missing (1306)', async () => {
    const { mock: fresh } = pool.withClock();
    const plan = openPlan(fresh.store);
    const token = fresh.store.issueToken(UNVERIFIED);
    const apply = (applicant: unknown) =>
      fresh.app
        .inject({ method: 'POST', url: `/enrollment/${plan.id}/apply`, headers: { token }, payload: { applicant } })
        .then((response) => envelopeOf(response, 'apply'));
    const year = Number(new Date(fresh.store.now() + 8 * 3600_000).toISOString().slice(0, 4));
    const level = plan.skillLevel;
    // Nothing held and no years: no level above 初级工 is open, and 初级工 wants a year of work.
    const refused = await apply({ yearsWorked: 0, schooling: 'none' });
    expect(refused.code).toBe(CODE_NOT_ELIGIBLE);
    expect(refused.msg).toContain('暂不符合');
    expect(refused.msg).toContain('申报条件');
    expect(fresh.store.applications.statusOf(UNVERIFIED, plan.id)).toBe(0);
    // The level itself already held.
    const held = await apply({ yearsWorked: 20, schooling: 'none', heldLevel: level, heldYear: year - 10 });
    expect(held.code).toBe(CODE_NOT_ELIGIBLE);
    expect(held.msg).toContain('你已持有');
    // A certificate's level without its year is malformed input, not a verdict.
    expect((await apply({ yearsWorked: 5, schooling: 'none', heldLevel: 1 })).code).toBe(CODE_INVALID);
    // The level below held long enough (four years or more after it, for every level): applied.
    const facts =
      level === 1
        ? { yearsWorked: 1, schooling: 'none' }
        : { yearsWorked: 30, schooling: 'none', heldLevel: level - 1, heldYear: year - 6 };
    expect((await apply(facts)).code).toBe(0);
    expect(fresh.store.applications.statusOf(UNVERIFIED, plan.id)).toBe(1);
  });

  it('apply → 审核中, one place fewer, a second apply refused; other learners unaffected', async () => {
    const { mock: fresh } = pool.withClock();
    const plan = openPlan(fresh.store);
    const token = fresh.store.issueToken(UNVERIFIED);
    const before = await detail(plan.id, token, fresh.app);
    const applied = await post(fresh.app, `/enrollment/${plan.id}/apply`, token);
    expect(applied.code).toBe(0);
    const after = applied.data as EnrollmentPlanDetail;
    expect(after.my).toMatchObject({ status: 1, reason: null, decidedAt: null });
    expect(after.my!.submittedAt).toMatch(/\+08:00$/);
    expect(after.placesLeft).toBe(before.placesLeft - 1);
    expect(after.enrolledCount).toBe(before.enrolledCount + 1);

    const again = await post(fresh.app, `/enrollment/${plan.id}/apply`, token);
    expect(again.code).toBe(CODE_ALREADY_APPLIED);
    expect(again.msg).toMatch(/审核中/);

    const other = await detail(plan.id, fresh.store.issueToken(VERIFIED), fresh.app);
    expect(other.my!.status).toBe(0);
    expect(other.placesLeft).toBe(after.placesLeft);

    const mine = (await get(fresh.app, '/enrollment/list?mine=1', token)).data as PlanPage;
    expect(mine.list.map((card) => [card.id, card.myStatus])).toEqual([[plan.id, 1]]);
    expect(((await get(fresh.app, '/enrollment/list?mine=1', fresh.store.issueToken(VERIFIED))).data as PlanPage).total).toBe(0);
  });

  it('a pending application decides itself after the delay (read lazily), deterministically per account and plan', async () => {
    const { mock: fresh, advance } = pool.withClock();
    const plans = [
      openPlan(fresh.store),
      openPlan(fresh.store, false, 1),
      openPlan(fresh.store, false, 2),
      openPlan(fresh.store, false, 3),
    ];
    const token = fresh.store.issueToken(UNVERIFIED);
    for (const plan of plans) expect((await post(fresh.app, `/enrollment/${plan.id}/apply`, token)).code).toBe(0);
    advance(DEFAULT_DECISION_DELAY_MS - 1);
    for (const plan of plans) expect((await detail(plan.id, token, fresh.app)).my!.status).toBe(1);
    advance(1);
    for (const plan of plans) {
      const { my } = await detail(plan.id, token, fresh.app);
      const outcome = auditOutcome(UNVERIFIED, plan.id);
      expect(my).toMatchObject({ status: outcome.status, reason: outcome.reason });
      expect(my!.decidedAt).not.toBeNull();
    }
  });

  it('a rejected application may re-apply (pending again); an approved one may not', async () => {
    const { mock: fresh } = pool.withClock();
    const plan = openPlan(fresh.store);
    const token = fresh.store.issueToken(UNVERIFIED);
    await post(fresh.app, `/enrollment/${plan.id}/apply`, token);
    fresh.store.applications.decide(UNVERIFIED, plan.id, 'rejected', '工作年限证明未盖章');
    const rejected = await detail(plan.id, token, fresh.app);
    expect(rejected.my).toMatchObject({ status: 3, reason: '工作年限证明未盖章' });
    const again = await post(fresh.app, `/enrollment/${plan.id}/apply`, token);
    expect(again.code).toBe(0);
    expect((again.data as EnrollmentPlanDetail).my).toMatchObject({ status: 1, reason: null });
    fresh.store.applications.decide(UNVERIFIED, plan.id, 'approved');
    const approvedAgain = await post(fresh.app, `/enrollment/${plan.id}/apply`, token);
    expect(approvedAgain.code).toBe(CODE_ALREADY_APPLIED);
    expect(approvedAgain.msg).toMatch(/报名成功/);
  });

  it('applications fill a plan: then it is 已满 and the next learner is refused', async () => {
    const { mock: fresh } = pool.withClock();
    const plan = fresh.store.content.enrollmentPlans
      .filter((candidate) => candidate.status === 'open' && !candidate.requiresRealName)
      .sort((a, b) => a.quota - a.enrolledCount - (b.quota - b.enrolledCount))[0]!;
    const left = plan.quota - plan.enrolledCount;
    // Other learners (account ids past the seeded ones) take every place but one.
    for (let index = 0; index < left - 1; index += 1) fresh.store.applications.apply(1000 + index, plan.id);
    const token = fresh.store.issueToken(UNVERIFIED);
    expect((await detail(plan.id, token, fresh.app)).placesLeft).toBe(1);
    expect((await post(fresh.app, `/enrollment/${plan.id}/apply`, token)).code).toBe(0);
    const full = await detail(plan.id, fresh.store.issueToken(VERIFIED), fresh.app);
    expect(full).toMatchObject({ status: 'full', placesLeft: 0, enrolledCount: plan.quota });
    expect((await post(fresh.app, `/enrollment/${plan.id}/apply`, fresh.store.issueToken(VERIFIED))).code).toBe(CODE_ENROLMENT_FULL);
    // A rejection frees the place again.
    fresh.store.applications.decide(UNVERIFIED, plan.id, 'rejected');
    expect((await detail(plan.id, token, fresh.app)).status).toBe('open');
  });
});

describe('PlanApplications bounds', () => {
  it('past its bound the learner who applied longest ago is forgotten, with the places they held', () => {
    const applications = new PlanApplications(new AccountStateRegistry(), () => 0, DEFAULT_DECISION_DELAY_MS, 3);
    for (const accountId of [1, 2, 3]) applications.apply(accountId, 7);
    applications.apply(1, 8);
    expect(applications.placesTaken(7)).toBe(3);
    applications.apply(4, 7);
    // Account 2 applied longest ago (account 1 applied again since).
    expect(applications.statusOf(2, 7)).toBe(0);
    expect(applications.statusOf(1, 7)).toBe(1);
    expect(applications.placesTaken(7)).toBe(3);
  });
});

describe('POST /__mock/enrollment/decide', () => {
  let fresh: MockApi;
  let site: FastifyInstance;
  beforeAll(async () => {
    fresh = buildMockApi();
    site = await buildTestApp({}, { mock: fresh });
  });
  afterAll(async () => {
    await site.close();
    await fresh.app.close();
  });

  const decide = async (payload: Record<string, unknown>) => {
    const response = await site.inject({ method: 'POST', url: '/__mock/enrollment/decide', payload, headers: { host: 'site.test' } });
    expect(response.statusCode).toBe(200);
    return response.json() as Envelope;
  };

  it('decides a pending application at once, by phone or account id, with a reason', async () => {
    const plan = openPlan(fresh.store);
    const token = fresh.store.issueToken(UNVERIFIED);
    expect((await post(fresh.app, `/enrollment/${plan.id}/apply`, token)).code).toBe(0);
    const approved = await decide({ planId: plan.id, phone: '13900139000', outcome: 'approved' });
    expect(approved).toMatchObject({ code: 0, data: { planId: plan.id, accountId: UNVERIFIED, status: 2, reason: null } });
    expect((await detail(plan.id, token, fresh.app)).my!.status).toBe(2);

    const other = openPlan(fresh.store, false, 1);
    await post(fresh.app, `/enrollment/${other.id}/apply`, token);
    const rejected = await decide({ planId: String(other.id), accountId: UNVERIFIED, outcome: 'rejected', reason: '照片不清晰' });
    expect(rejected).toMatchObject({ code: 0, data: { status: 3, reason: '照片不清晰' } });
    expect((await detail(other.id, token, fresh.app)).my).toMatchObject({ status: 3, reason: '照片不清晰' });

    // Without a reason, one of the auditor's usual ones.
    const third = openPlan(fresh.store, false, 2);
    await post(fresh.app, `/enrollment/${third.id}/apply`, token);
    const defaulted = await decide({ planId: third.id, accountId: UNVERIFIED, outcome: 'rejected' });
    expect(REJECTION_REASONS).toContain((defaulted.data as { reason: string }).reason);
  });

  it.each([
    [{ phone: '13900139000', outcome: 'approved' }, 400],
    [{ planId: 1, phone: '13000000000', outcome: 'approved' }, 404],
    [{ planId: 1, outcome: 'approved' }, 404],
    [{ planId: 1, accountId: 1, outcome: 'maybe' }, 400],
    [{ planId: 59, accountId: 1, outcome: 'approved' }, 404],
  ])('%j is refused with a Chinese msg', async (payload, code) => {
    const body = await decide(payload);
    expect(body.code).toBe(code);
    expect(body.msg).toMatch(CHINESE);
  });
});
