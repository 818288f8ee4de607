import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/common';
import type { EnrollmentPlanCard } from '@shared/schemas/enrollment';
import type { Home } from '@shared/schemas/home';
import type { InstitutionSummary } from '@shared/schemas/institution';
import { buildMockApi } from '../app';
import { envelopeOf } from '../core/test-support';

/** Account 2 (13900139000): no real-name verification needed for the plans picked below. */
const LEARNER = 2;

const mock = buildMockApi();
afterAll(() => mock.app.close());

async function data<T>(url: string, token?: string): Promise<T> {
  const body = envelopeOf(await mock.app.inject({ url, headers: token ? { token } : {} }), url);
  expect(body.code, url).toBe(0);
  return body.data as T;
}
const home = (token?: string) => data<Home>('/home/index', token);

describe('GET /home/index: the whole home page in one call', () => {
  it('the open plans and featured organisations are what their own lists answer', async () => {
    const { plans, institutions } = await home();
    expect(plans).toEqual((await data<Page<EnrollmentPlanCard>>('/enrollment/list?status=open&page=1&size=4')).list);
    expect(plans).toHaveLength(4);
    expect(institutions).toEqual((await data<Page<InstitutionSummary>>('/institution/list?type=1&sort=recommend&page=1&size=6')).list);
    expect(institutions.every((institution) => institution.featured)).toBe(true);
  });

  it('the plans are live: a plan that fills up leaves, and a signed-in learner sees their own status', async () => {
    const [first] = (await home()).plans;
    const plan = mock.store.content.enrollmentPlans.find((candidate) => candidate.id === first!.id)!;
    // The learner applies (审核中), then other learners take every place left.
    mock.store.applications.apply(LEARNER, plan.id);
    expect((await home(mock.store.issueToken(LEARNER))).plans[0]).toMatchObject({ id: plan.id, myStatus: 1 });
    for (let taken = 0; taken < plan.quota && (await home()).plans[0]!.id === plan.id; taken += 1)
      mock.store.applications.apply(1000 + taken, plan.id);

    const after = await home();
    expect(after.plans.map((card) => card.id)).not.toContain(plan.id);
    expect(after.plans).toEqual((await data<Page<EnrollmentPlanCard>>('/enrollment/list?status=open&page=1&size=4')).list);
    expect(after.plans.every((card) => card.myStatus === null && card.status === 'open')).toBe(true);
  });
});

describe('home banners promise only what the product has (issue 26)', () => {
  it('no banner offers a membership (there is none to give), and the free-course one leads to free courses', async () => {
    const { banners } = await home();
    for (const banner of banners) expect(`${banner.title} ${banner.subtitle}`, banner.title).not.toMatch(/会员|注册即领/);
    const free = banners.filter((banner) => banner.link === '/course?price=free');
    expect(free.length).toBeGreaterThan(0);
    for (const banner of free) expect(banner.title + banner.subtitle).toMatch(/免费/);
    const listed = await data<Page<{ price: number }>>('/course/list?price=free&page=1&size=20');
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.list.every((course) => course.price === 0)).toBe(true);
  });
});
