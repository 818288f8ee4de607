import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CODE_ALREADY_APPLIED,
  CODE_ENROLMENT_CLOSED,
  CODE_ENROLMENT_FULL,
  CODE_ENROLMENT_NOT_OPEN,
  CODE_REAL_NAME_REQUIRED,
  getEnrollmentPlan,
  listEnrollmentPlans,
} from '@shared/api/enrollment';
import { MATERIAL_KINDS } from '@shared/lib/application-materials';
import { ProductType } from '@shared/enums/order';
import { enrollmentFacetsSchema } from '@shared/schemas/enrollment';
import type { EnrollmentFacets, EnrollmentPlanCard, EnrollmentPlanDetail, EnrollmentStatusCounts } from '@shared/schemas/enrollment';
import { buildMockApi, type MockApi } from '../app';
import { CODE_INVALID } from '../core/define-handler';
import { DEFAULT_DECISION_DELAY_MS, PlanApplications } from './plan-applications';
import { SHAPED_FORM, validApplicationForm } from './application-testing';
import { CHINESE, envelopeOf, mockPool, type Envelope } from '../core/test-support';
import { AccountStateRegistry } from '../core/account-scoped-state';

/** Account 1 (13800138000) passed real-name verification; account 2 (13900139000) did not. */
const VERIFIED = 1;
const UNVERIFIED = 2;

type PlanPage = { list: EnrollmentPlanCard[]; total: number; page: number; size: number; counts: EnrollmentStatusCounts };

const mock = buildMockApi();
afterAll(() => mock.app.close());

async function get(app: FastifyInstance, url: string, token?: string): Promise<Envelope> {
  return envelopeOf(await app.inject({ url, headers: token ? { token } : {} }), url);
}
/** POST /enrollment/{id}/apply with a form (`null`: no body at all). */
async function apply(app: FastifyInstance, planId: number, token?: string, form: unknown = SHAPED_FORM): Promise<Envelope> {
  const url = `/enrollment/${planId}/apply`;
  return envelopeOf(
    await app.inject({ method: 'POST', url, headers: token ? { token } : {}, ...(form === null ? {} : { payload: form as object }) }),
    url,
  );
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
      expect(plan.materials.slice(0, 3)).toEqual(['id-card', 'photo', 'schooling']);
      // The higher levels ask for proof of the years and the certificate held; a subsidised plan for the social security record.
      expect(plan.materials.includes('work-proof')).toBe(plan.skillLevel >= 2);
      expect(plan.materials.includes('certificate')).toBe(plan.skillLevel >= 2);
      expect(plan.materials.includes('social-security')).toBe(plan.subsidized);
      expect(plan.materials.every((kind) => (MATERIAL_KINDS as readonly string[]).includes(kind))).toBe(true);
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

  it('every plan’s 咨询电话 is a landline of its own city (area code, then 8 digits not starting with 0 or 1)', () => {
    // Written out here, not read from the seed's table, so a wrong code there cannot agree with itself.
    const areaCodes: Record<string, string> = {
      北京: '010',
      天津: '022',
      上海: '021',
      广州: '020',
      深圳: '0755',
      杭州: '0571',
      南京: '025',
      成都: '028',
      武汉: '027',
      西安: '029',
      济南: '0531',
      郑州: '0371',
      长沙: '0731',
      福州: '0591',
      哈尔滨: '0451',
    };
    for (const plan of mock.store.content.enrollmentPlans) {
      const city = Object.keys(areaCodes).find((name) => plan.city.endsWith(`${name}市`));
      expect(city, plan.city).toBeDefined();
      expect(plan.contactPhone, `${plan.id} ${plan.city}`).toMatch(new RegExp(`^${areaCodes[city!]}-[2-9]\\d{7}$`));
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
    expect(signedIn.my).toEqual({
      status: 0,
      reason: null,
      submittedAt: null,
      decidedAt: null,
      realNameVerified: false,
      details: null,
      canWithdraw: false,
      fee: null,
      // Unverified: no name or ID number to fill the form with, only the account's phone.
      prefill: { realName: null, idNumberMasked: null, phone: '13900139000' },
    });
    expect(signedIn.myStatus).toBe(0);
  });

  it.each(['/enrollment/999', '/enrollment/0', '/enrollment/abc'])('%s is a Chinese not-found or invalid answer', async (url) => {
    const body = await get(mock.app, url);
    expect([400, 404]).toContain(body.code);
  });
});

describe('POST /enrollment/{id}/apply: the plan’s own checks, before the form’s', () => {
  const pool = mockPool();
  afterEach(() => pool.closeAll());

  it('refuses signed-out visitors and unknown plans', async () => {
    const { mock: fresh } = pool.withClock();
    const plan = openPlan(fresh.store);
    expect((await apply(fresh.app, plan.id)).code).toBe(401);
    expect((await apply(fresh.app, 999, fresh.store.issueToken(VERIFIED))).code).toBe(404);
  });

  it('a form is required: no body, or one without the materials, is refused as malformed (400)', async () => {
    const { mock: fresh } = pool.withClock();
    const token = fresh.store.issueToken(VERIFIED);
    const plan = openPlan(fresh.store);
    expect((await apply(fresh.app, plan.id, token, null)).code).toBe(CODE_INVALID);
    expect((await apply(fresh.app, plan.id, token, { ...SHAPED_FORM, materials: undefined })).code).toBe(CODE_INVALID);
    expect(fresh.store.applications.statusOf(VERIFIED, plan.id)).toBe(0);
  });

  it.each([
    ['upcoming', CODE_ENROLMENT_NOT_OPEN, /报名尚未开始/],
    ['closed', CODE_ENROLMENT_CLOSED, /报名已截止/],
    ['full', CODE_ENROLMENT_FULL, /名额已满/],
  ] as const)('a %s plan is refused (%i)', async (status, code, message) => {
    const { mock: fresh } = pool.withClock();
    const plan = fresh.store.content.enrollmentPlans.find((candidate) => candidate.status === status)!;
    const body = await apply(fresh.app, plan.id, fresh.store.issueToken(VERIFIED));
    expect(body.code).toBe(code);
    expect(body.msg).toMatch(message);
  });

  it('real-name verification required: the unverified account is refused, the verified one applies', async () => {
    const { mock: fresh } = pool.withClock();
    const plan = openPlan(fresh.store, true);
    const refused = await apply(fresh.app, plan.id, fresh.store.issueToken(UNVERIFIED));
    expect(refused.code).toBe(CODE_REAL_NAME_REQUIRED);
    expect(refused.msg).toMatch(/实名认证/);
    expect(fresh.store.applications.statusOf(UNVERIFIED, plan.id)).toBe(0);
    const token = fresh.store.issueToken(VERIFIED);
    const accepted = await apply(fresh.app, plan.id, token, await validApplicationForm(fresh.app, token, plan, fresh.store.now()));
    expect(accepted.code).toBe(0);
  });

  it('apply → 审核中, one place fewer, a second apply refused; other learners unaffected', async () => {
    const { mock: fresh } = pool.withClock();
    const plan = openPlan(fresh.store);
    const token = fresh.store.issueToken(UNVERIFIED);
    const before = await detail(plan.id, token, fresh.app);
    const form = await validApplicationForm(fresh.app, token, plan, fresh.store.now(), { name: '李建国' });
    const applied = await apply(fresh.app, plan.id, token, form);
    expect(applied.code).toBe(0);
    const after = applied.data as EnrollmentPlanDetail;
    expect(after.my).toMatchObject({ status: 1, reason: null, decidedAt: null, canWithdraw: true });
    expect(after.my!.submittedAt).toMatch(/\+08:00$/);
    expect(after.placesLeft).toBe(before.placesLeft - 1);
    expect(after.enrolledCount).toBe(before.enrolledCount + 1);

    const again = await apply(fresh.app, plan.id, token, form);
    expect(again.code).toBe(CODE_ALREADY_APPLIED);
    expect(again.msg).toMatch(/审核中/);

    const other = await detail(plan.id, fresh.store.issueToken(VERIFIED), fresh.app);
    expect(other.my).toMatchObject({ status: 0, details: null, canWithdraw: false });
    expect(other.placesLeft).toBe(after.placesLeft);

    const mine = (await get(fresh.app, '/enrollment/list?mine=1', token)).data as PlanPage;
    expect(mine.list.map((card) => [card.id, card.myStatus])).toEqual([[plan.id, 1]]);
    // Theirs is only the application they started with (approved, its fee paid: orders/order-seed.ts).
    const seeded = fresh.store.orders.listOf(VERIFIED).find((order) => order.product.type === ProductType.ENROLLMENT)!.product.id;
    const theirs = (await get(fresh.app, '/enrollment/list?mine=1', fresh.store.issueToken(VERIFIED))).data as PlanPage;
    expect(theirs.list.map((card) => [card.id, card.myStatus])).toEqual([[seeded, 2]]);
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
    const form = await validApplicationForm(fresh.app, token, plan, fresh.store.now(), { name: '李建国' });
    expect((await apply(fresh.app, plan.id, token, form)).code).toBe(0);
    const full = await detail(plan.id, fresh.store.issueToken(VERIFIED), fresh.app);
    expect(full).toMatchObject({ status: 'full', placesLeft: 0, enrolledCount: plan.quota });
    expect((await apply(fresh.app, plan.id, fresh.store.issueToken(VERIFIED))).code).toBe(CODE_ENROLMENT_FULL);
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
