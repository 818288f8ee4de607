import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getProfession, listProfessions } from '@shared/api/profession';
import type { ProfessionCard, ProfessionDetail, ProfessionListCounts } from '@shared/schemas/profession';
import { buildMockApi } from '../app';
import { planSlots } from '../enrollment/enrollment-plans';
import { envelopeOf } from '../core/test-support';

type ProfessionPage = { list: ProfessionCard[]; total: number; page: number; size: number; counts: ProfessionListCounts };

const mock = buildMockApi();
const { store } = mock;
afterAll(() => mock.app.close());
afterEach(() => vi.restoreAllMocks());

const list = async (query: string) => {
  const body = envelopeOf(await mock.app.inject(`/profession/list?${query}`), query);
  expect(body.code, query).toBe(0);
  return body.data as ProfessionPage;
};
const detail = async (id: number, token?: string) => {
  const body = envelopeOf(await mock.app.inject({ url: `/profession/${id}`, headers: token ? { token } : {} }), String(id));
  expect(body.code).toBe(0);
  return body.data as ProfessionDetail;
};

describe('the generated profiles and exams', () => {
  it('one profile per profession: category 1–4, a national code, contiguous levels covering its courses', () => {
    const profiles = store.content.professionProfiles;
    expect(profiles).toHaveLength(40);
    expect(new Set(profiles.map((profile) => profile.type))).toEqual(new Set([1, 2, 3, 4]));
    for (const profile of profiles) {
      expect(profile.code).toMatch(/^\d-\d{2}-\d{2}-\d{2}$/);
      expect(profile.duties.length).toBeGreaterThanOrEqual(3);
      const courseLevels = store.catalogue.courses
        .filter((course) => course.professionId === profile.id)
        .map((course) => course.skillLevel);
      for (const level of courseLevels) expect(profile.levels).toContain(level);
      profile.levels.forEach((level, index) => index > 0 && expect(level).toBe(profile.levels[index - 1]! + 1));
    }
  });

  it('an official exam on each plan level (on its exam day), a mock, and a practice set at every level offered', () => {
    const { exams } = store.content;
    const cells = store.content.professionProfiles.reduce((sum, profile) => sum + profile.levels.length, 0);
    expect(exams.length).toBeGreaterThanOrEqual(cells + 40);
    expect(exams.length).toBeLessThanOrEqual(cells + 40 + 60);
    expect(new Set(exams.map((exam) => exam.id)).size).toBe(exams.length);
    for (const slot of planSlots(store.catalogue)) {
      const official = exams.find(
        (exam) => exam.mode === 1 && exam.professionId === slot.professionId && exam.skillLevel === slot.skillLevel,
      );
      expect(official, `plan ${slot.id}`).toBeDefined();
    }
    for (const profession of store.catalogue.professions) {
      const own = exams.filter((exam) => exam.professionId === profession.id);
      expect(own.filter((exam) => exam.mode === 2)).toHaveLength(1);
      const levels = store.content.professionProfiles.find((profile) => profile.id === profession.id)!.levels;
      expect(
        own
          .filter((exam) => exam.mode === 3)
          .map((exam) => exam.skillLevel)
          .sort(),
      ).toEqual(levels);
    }
    for (const exam of exams) {
      expect(exam.passScore).toBeLessThanOrEqual(exam.totalScore);
      expect(exam.openAt === null).toBe(exam.mode !== 1);
    }
  });

  it('is deterministic across instances', () => {
    const again = buildMockApi().store.content;
    expect(again.professionProfiles).toEqual(store.content.professionProfiles);
    expect(again.exams).toEqual(store.content.exams);
  });
});

describe('GET /profession/list', () => {
  it('all 40 (24 a page by default), most learners first, with counts per category and industry', async () => {
    const page = await list('');
    expect(listProfessions.data.safeParse(page).success).toBe(true);
    expect(page).toMatchObject({ total: 40, page: 1, size: 24 });
    expect(page.list).toHaveLength(24);
    for (let index = 1; index < page.list.length; index += 1)
      expect(page.list[index]!.learnerCount).toBeLessThanOrEqual(page.list[index - 1]!.learnerCount);
    expect(page.counts.types.reduce((sum, entry) => sum + entry.count, 0)).toBe(40);
    expect(page.counts.categories.reduce((sum, entry) => sum + entry.count, 0)).toBe(40);
    const second = await list('page=2');
    expect(new Set([...page.list, ...second.list].map((card) => card.id)).size).toBe(40);
  });

  it('cards carry their plans, open plans, exams and learners', async () => {
    const { list: cards } = await list('size=100');
    for (const card of cards) {
      const plans = store.content.enrollmentPlans.filter((plan) => plan.professionId === card.id);
      expect(card.planCount).toBe(plans.length);
      expect(card.openPlanCount).toBe(plans.filter((plan) => plan.status === 'open').length);
      expect(card.examCount).toBe(store.content.exams.filter((exam) => exam.professionId === card.id).length);
      expect(card.courseCount).toBe(store.catalogue.courses.filter((course) => course.professionId === card.id).length);
    }
  });

  it.each([
    ['type=2', (card: ProfessionCard) => card.type === 2],
    [`category=${encodeURIComponent('信息技术')}`, (card: ProfessionCard) => card.category === '信息技术'],
    [`type=1&category=${encodeURIComponent('机械制造')}`, (card: ProfessionCard) => card.type === 1 && card.category === '机械制造'],
    [
      `keyword=${encodeURIComponent('电')}`,
      (card: ProfessionCard) => `${card.name}${card.summary}${card.category}${card.code}`.includes('电'),
    ],
    ['keyword=6-31', (card: ProfessionCard) => card.code.includes('6-31')],
  ])('%s keeps exactly the matching professions', async (query, matches) => {
    const filtered = (await list(`${query}&size=100`)).list;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every(matches)).toBe(true);
    expect(filtered).toHaveLength((await list('size=100')).list.filter(matches).length);
  });

  it('each facet counts under the other filters', async () => {
    const page = await list(`type=2&category=${encodeURIComponent('电气电子')}`);
    const industry = (await list(`category=${encodeURIComponent('电气电子')}&size=100`)).list;
    expect(page.counts.types.find((entry) => entry.type === 2)!.count).toBe(industry.filter((card) => card.type === 2).length);
    const qualification = (await list('type=2&size=100')).list;
    expect(page.counts.categories.find((entry) => entry.name === '电气电子')!.count).toBe(
      qualification.filter((card) => card.category === '电气电子').length,
    );
  });

  it.each(['type=9', 'type=abc', 'page=0'])('an impossible value (%s) is refused', async (query) => {
    const body = envelopeOf(await mock.app.inject(`/profession/list?${query}`), query);
    expect(body.code).toBe(400);
  });
});

describe('GET /profession/{id}: the learning path per level', () => {
  it('one step per level, its courses in learning order, its plans and exams; signed out no progress', async () => {
    const profession = await detail(2);
    expect(getProfession.data.safeParse(profession).success).toBe(true);
    const profile = store.content.professionProfiles[1]!;
    expect(profession.path.map((step) => step.level)).toEqual(profile.levels);
    expect(profession.myLevel).toBeNull();
    for (const step of profession.path) {
      const courses = store.catalogue.courses
        .filter((course) => course.professionId === 2 && course.skillLevel === step.level)
        .sort((a, b) => a.kind - b.kind || a.id - b.id);
      expect(step.courses.map((course) => course.id)).toEqual(courses.map((course) => course.id));
      expect(step.courses.every((course) => course.my === null)).toBe(true);
      expect(step.plans.map((plan) => plan.id).sort()).toEqual(
        store.content.enrollmentPlans
          .filter((plan) => plan.professionId === 2 && plan.skillLevel === step.level)
          .map((plan) => plan.id)
          .sort(),
      );
      expect(step.exams.every((exam) => exam.professionId === 2 && exam.skillLevel === step.level)).toBe(true);
      // Practice, then mock, then the official exam.
      expect(step.exams.map((exam) => exam.mode)).toEqual([...step.exams.map((exam) => exam.mode)].sort((a, b) => b - a));
      expect(step.progress).toBeNull();
      if (step.courses[0])
        expect(step.nextStep).toEqual({ kind: 'start-course', targetId: step.courses[0].id, title: step.courses[0].title });
    }
  });

  it('signed in: progress per level from my enrolments and completed lessons, my level, and the next step', async () => {
    const profession = await detail(2);
    const level = profession.path.find((step) => step.courses.length > 0)!;
    const [first] = level.courses;
    vi.spyOn(store.enrolments, 'enrolledCourseIds').mockImplementation((accountId) => (accountId === 2 ? [first!.id] : []));
    vi.spyOn(store.progress, 'completedCount').mockImplementation((accountId, courseId) =>
      accountId === 2 && courseId === first!.id ? 3 : 0,
    );
    const mine = await detail(2, store.issueToken(2));
    expect(mine.myLevel).toBe(level.level);
    const step = mine.path.find((candidate) => candidate.level === level.level)!;
    expect(step.courses[0]!.my).toEqual({ enrolled: true, completedLessons: 3 });
    expect(step.progress).toEqual({
      enrolledCourses: 1,
      completedCourses: 0,
      completedLessons: 3,
      totalLessons: level.courses.reduce((sum, course) => sum + course.lessonCount, 0),
    });
    expect(step.nextStep).toMatchObject({ kind: 'continue-course', targetId: first!.id });
    // Another learner sees none of it.
    const other = await detail(2, store.issueToken(1));
    expect(other.myLevel).toBeNull();
    expect(other.path.find((candidate) => candidate.level === level.level)!.progress!.enrolledCourses).toBe(0);
  });

  it('with every course done: wait for a pending audit, or apply to the open plan, or practise, or climb a level', async () => {
    const slot = store.content.enrollmentPlans.find((plan) => plan.status === 'open' && !plan.requiresRealName)!;
    const courses = store.catalogue.courses.filter(
      (course) => course.professionId === slot.professionId && course.skillLevel === slot.skillLevel,
    );
    vi.spyOn(store.enrolments, 'enrolledCourseIds').mockReturnValue(courses.map((course) => course.id));
    vi.spyOn(store.progress, 'completedCount').mockImplementation(
      (_, courseId) => courses.find((course) => course.id === courseId)?.lessonCount ?? 0,
    );
    const fresh = 4000 + slot.id;
    const account = store.accounts.add({
      phone: `1370000${String(fresh).padStart(4, '0')}`,
      passwordHash: 'x:y',
      nickname: '路径测试',
      gender: 1,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-22T09:00:00+08:00',
    });
    const token = store.issueToken(account.id);
    const stepOf = async () => (await detail(slot.professionId, token)).path.find((step) => step.level === slot.skillLevel)!;

    const ready = await stepOf();
    expect(ready.progress!.completedCourses).toBe(courses.length);
    expect(ready.nextStep).toMatchObject({ kind: 'apply-plan', targetId: slot.id });

    store.applications.apply(account.id, slot.id);
    expect((await stepOf()).nextStep).toMatchObject({ kind: 'await-audit', targetId: slot.id });
    expect((await stepOf()).plans.find((plan) => plan.id === slot.id)!.myStatus).toBe(1);

    store.applications.decide(account.id, slot.id, 'approved');
    const approved = await stepOf();
    expect(approved.nextStep?.kind).toMatch(/^(take-exam|next-level|done)$/);
  });

  it.each([999, 0])('/profession/%i is refused', async (id) => {
    const body = envelopeOf(await mock.app.inject(`/profession/${id}`), String(id));
    expect(body.code).toBe(id === 0 ? 400 : 404);
  });
});
