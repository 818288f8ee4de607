import { afterAll, describe, expect, it } from 'vitest';
import { getCoursePack, getCourseSeries, listCoursePacks, listCourseSeries } from '@shared/api/course-bundles';
import type { Page } from '@shared/schemas/common';
import type { CourseBundleCard, CourseBundleDetail } from '@shared/schemas/course-bundle';
import { buildMockApi } from '../app';
import { bundleArtwork } from './artwork-routes';
import { CHINESE, envelopeOf } from '../core/test-support';

const mock = buildMockApi();
afterAll(() => mock.app.close());

const { series, packs } = mock.store.content.courseBundles;
const courseById = new Map(mock.store.catalogue.courses.map((course) => [course.id, course]));
const coursesOf = (bundle: CourseBundleCard) => bundle.courseIds.map((id) => courseById.get(id)!);

async function get<T>(url: string, token?: string): Promise<T> {
  const body = envelopeOf(await mock.app.inject({ url, headers: token ? { token } : {} }), url);
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data as T;
}

describe('generated series and packs', () => {
  it('about 15 series of 3–6 courses of one profession, in skill-level order', () => {
    expect(series.length).toBeGreaterThanOrEqual(12);
    for (const bundle of series) {
      const courses = coursesOf(bundle);
      expect(courses.length, bundle.title).toBeGreaterThanOrEqual(3);
      expect(courses.length).toBeLessThanOrEqual(6);
      expect(new Set(courses.map((course) => course.professionId))).toEqual(new Set([bundle.professionId]));
      for (let index = 1; index < courses.length; index += 1)
        expect(courses[index]!.skillLevel).toBeGreaterThanOrEqual(courses[index - 1]!.skillLevel);
      expect(bundle).toMatchObject({
        kind: 'series',
        productType: 3,
        levelFrom: courses[0]!.skillLevel,
        levelTo: courses[courses.length - 1]!.skillLevel,
      });
    }
  });

  it('about 15 packs of 3–8 courses across one category', () => {
    expect(packs.length).toBeGreaterThanOrEqual(12);
    for (const bundle of packs) {
      const courses = coursesOf(bundle);
      expect(courses.length).toBeGreaterThanOrEqual(3);
      expect(courses.length).toBeLessThanOrEqual(8);
      expect(courses.every((course) => course.category === bundle.category)).toBe(true);
      expect(bundle).toMatchObject({ kind: 'pack', productType: 2, professionId: null });
    }
    expect(new Set(packs.map((pack) => pack.title)).size).toBe(packs.length);
  });

  it('priced as a discount on the sum of the courses (in fen), with the totals of what they hold', () => {
    for (const bundle of [...series, ...packs]) {
      const courses = coursesOf(bundle);
      expect(bundle.originalPrice).toBe(courses.reduce((sum, course) => sum + course.price, 0));
      expect(bundle.price).toBeGreaterThan(0);
      expect(bundle.price).toBeLessThan(bundle.originalPrice);
      expect(Number.isInteger(bundle.price)).toBe(true);
      expect(bundle.lessonCount).toBe(courses.reduce((sum, course) => sum + course.lessonCount, 0));
      expect(bundle.durationMinutes).toBe(courses.reduce((sum, course) => sum + course.durationMinutes, 0));
      expect(bundle.courseCount).toBe(courses.length);
    }
  });

  it('the same on every start (fixed seed)', async () => {
    const again = buildMockApi();
    expect(again.store.content.courseBundles).toEqual(mock.store.content.courseBundles);
    await again.app.close();
  });
});

describe.each([
  ['/course-group', series, getCourseSeries, listCourseSeries, '系列课'],
  ['/course-project', packs, getCoursePack, listCoursePacks, '课程包'],
] as const)('%s', (base, bundles, detailEndpoint, listEndpoint, name) => {
  it('detail: the card, its copy and its courses in order; no learner state signed out', async () => {
    const bundle = bundles[0]!;
    const detail = await get<CourseBundleDetail>(`${base}/${bundle.id}`);
    expect(detailEndpoint.data.safeParse(detail).success).toBe(true);
    expect(detail).toMatchObject({
      id: bundle.id,
      title: bundle.title,
      price: bundle.price,
      originalPrice: bundle.originalPrice,
      my: null,
    });
    expect(detail.courses.map((item) => item.course.id)).toEqual(bundle.courseIds);
    expect(detail.courses.every((item) => item.my === null)).toBe(true);
    expect(detail.summary).toMatch(CHINESE);
    expect(detail.highlights.length).toBeGreaterThan(0);
  });

  it('detail signed in: my standing in each course and over the bundle', async () => {
    const bundle = bundles[1]!;
    const [firstId, secondId] = bundle.courseIds;
    mock.store.enrolments.enrol(2, firstId!, mock.store.now());
    const detail = await get<CourseBundleDetail>(`${base}/${bundle.id}`, mock.store.issueToken(2));
    expect(detail.courses[0]!.my).toMatchObject({
      enrolled: true,
      completedLessons: 0,
      lessonCount: courseById.get(firstId!)!.lessonCount,
      percent: 0,
    });
    expect(detail.courses[1]!.my).toMatchObject({ enrolled: mock.store.enrolments.isEnrolled(2, secondId!) });
    expect(detail.my).toMatchObject({
      enrolledCourses: bundle.courseIds.filter((id) => mock.store.enrolments.isEnrolled(2, id)).length,
      completedCourses: 0,
    });
    // Another learner sees none of it.
    const stranger = mock.store.accounts.add({
      phone: '13600000001',
      passwordHash: 'x:y',
      nickname: '路人',
      gender: 1,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-01T00:00:00+08:00',
    });
    const other = await get<CourseBundleDetail>(`${base}/${bundle.id}`, mock.store.issueToken(stranger.id));
    expect(other.my).toMatchObject({ enrolledCourses: 0 });
  });

  it.each(['99999', '0', 'abc', '-1', '1.5'])(`an unknown or malformed id (%s) is refused in Chinese`, async (id) => {
    const body = envelopeOf(await mock.app.inject(`${base}/${id}`), id);
    expect([400, 404]).toContain(body.code);
    if (id === '99999') expect(body.msg).toContain(name);
  });

  it('list: cards without the page copy, paged, filtered by course and category', async () => {
    const page = await get<Page<CourseBundleCard>>(`${base}/list?size=5`);
    expect(listEndpoint.data.safeParse(page).success).toBe(true);
    expect(page).toMatchObject({ total: bundles.length, page: 1, size: 5 });
    expect(page.list.map((bundle) => bundle.id)).toEqual(bundles.slice(0, 5).map((bundle) => bundle.id));
    expect(page.list[0]).not.toHaveProperty('summary');
    const courseId = bundles[2]!.courseIds[0]!;
    const holding = await get<Page<CourseBundleCard>>(`${base}/list?courseId=${courseId}&size=100`);
    expect(holding.list.length).toBeGreaterThan(0);
    expect(holding.list.every((bundle) => bundle.courseIds.includes(courseId))).toBe(true);
    const category = bundles[0]!.category;
    const inCategory = await get<Page<CourseBundleCard>>(`${base}/list?category=${encodeURIComponent(category)}&size=100`);
    expect(inCategory.list.every((bundle) => bundle.category === category)).toBe(true);
    expect((await get<Page<CourseBundleCard>>(`${base}/list?page=99`)).list).toEqual([]);
  });
});

describe('a bundle’s own cover (/media/series|pack/{id}.svg)', () => {
  const titleOf = (svg: string) =>
    [...svg.matchAll(/<text [^>]*font-weight="700" fill="#fff">([^<]*)<\/text>/g)].map((match) => match[1]).join('');

  it.each([
    ['series', series, '系列课'],
    ['pack', packs, '课程包'],
  ] as const)(
    '%s: its own artwork with the label of its kind and its whole title, cached as a course cover is',
    async (kind, bundles, label) => {
      const bundle = bundles[0]!;
      expect(bundle.cover).toBe(`/api/media/${kind}/${bundle.id}.svg`);
      const response = await mock.app.inject(`/media/${kind}/${bundle.id}.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe((await mock.app.inject('/media/cover/1.svg')).headers['cache-control']);
      expect(response.body).toContain(`>${label}</text>`);
      expect(response.body).toContain(`${bundle.courseCount} 门课程`);
      // Wrapped onto lines at boundaries, not cut: the lines put back together are the title (or its start and an ellipsis).
      const shown = titleOf(response.body);
      expect(shown === bundle.title || (shown.endsWith('…') && bundle.title.startsWith(shown.slice(0, -1).trimEnd()))).toBe(true);
    },
  );

  it('a title with markup shows as text', () => {
    const body = bundleArtwork({ ...packs[0]!, title: '<i>电工&"包"' });
    expect(body).not.toContain('<i>');
    expect(titleOf(body)).toBe('&lt;i&gt;电工&amp;&quot;包&quot;');
  });

  it.each(['series/99999.svg', 'pack/0.svg', 'pack/abc.svg', 'series/1.png', `pack/${packs.length + 1}.svg`])(
    'an unknown id (%s) is a 404',
    async (file) => {
      expect((await mock.app.inject(`/media/${file}`)).statusCode).toBe(404);
    },
  );
});
