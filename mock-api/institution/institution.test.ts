import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/common';
import type { CourseCard } from '@shared/schemas/course';
import {
  institutionDetailSchema,
  type InstitutionDetail,
  type InstitutionFacets,
  type InstitutionSummary,
} from '@shared/schemas/institution';
import { buildMockApi } from '../app';
import { creditCheckChar, organizationCheckChar } from './institutions';
import { INSTITUTIONS, REGIONS } from '../catalogue/vocabulary';
import { envelopeOf } from '../core/test-support';

const mock = buildMockApi();
afterAll(() => mock.app.close());

async function data<T>(url: string): Promise<T> {
  const body = envelopeOf(await mock.app.inject(url), url);
  expect(body.code, url).toBe(0);
  return body.data as T;
}

const list = (query: string) => data<Page<InstitutionSummary>>(`/institution/list?size=100&${query}`);

describe('GET /institution/list', () => {
  it('lists the 30 institutions of the vocabulary, the last six individuals', async () => {
    const page = await list('');
    expect(page.total).toBe(30);
    expect(page.list.map((institution) => institution.name).sort()).toEqual([...INSTITUTIONS].sort());
    const individuals = page.list
      .filter((institution) => institution.type === 2)
      .map((institution) => institution.id)
      .sort((a, b) => a - b);
    expect(individuals).toEqual([25, 26, 27, 28, 29, 30]);
    for (const institution of page.list) {
      expect(REGIONS).toContain(institution.region);
      expect(institution.logo).toBe(`/api/media/logo/${institution.id}.svg`);
      expect(institution.category).toBeGreaterThanOrEqual(1);
      expect(institution.category).toBeLessThanOrEqual(7);
      // The list carries no detail-only fields.
      expect(institution).not.toHaveProperty('intro');
      expect(institution).not.toHaveProperty('teachers');
    }
    // Every category of the enumeration has somebody in it.
    expect(new Set(page.list.map((institution) => institution.category)).size).toBe(7);
  });

  it('counts courses and learners from the catalogue (course cards carry institutionId)', async () => {
    for (const institution of (await list('')).list) {
      const courses = mock.store.catalogue.courses.filter((course) => course.institutionId === institution.id);
      expect(institution.courseCount, institution.name).toBe(courses.length);
      expect(institution.learnerCount, institution.name).toBe(courses.reduce((sum, course) => sum + course.learnerCount, 0));
      expect(courses.every((course) => course.institution === institution.name)).toBe(true);
    }
  });

  it('pages are disjoint and cover the list; past the end is empty with the real total', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => data<Page<InstitutionSummary>>(`/institution/list?size=12&page=${page}`)));
    const ids = pages.flatMap((page) => page.list.map((institution) => institution.id));
    expect(pages.map((page) => page.list.length)).toEqual([12, 12, 6]);
    expect(new Set(ids).size).toBe(30);
    expect(await data<Page<InstitutionSummary>>('/institution/list?size=12&page=9')).toMatchObject({ list: [], total: 30, page: 9 });
  });

  it.each([
    ['type=2', (institution: InstitutionSummary) => institution.type === 2],
    ['type=1', (institution: InstitutionSummary) => institution.type === 1],
    ['category=1', (institution: InstitutionSummary) => institution.category === 1],
    ['category=7', (institution: InstitutionSummary) => institution.category === 7],
    [`region=${encodeURIComponent('北京市')}`, (institution: InstitutionSummary) => institution.region === '北京市'],
    [`keyword=${encodeURIComponent('老师')}`, (institution: InstitutionSummary) => institution.name.includes('老师')],
  ])('%s keeps exactly the matching institutions', async (query, matches) => {
    const everything = (await list('')).list;
    const filtered = await list(query);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.list.every(matches)).toBe(true);
    expect(filtered.total).toBe(everything.filter(matches).length);
  });

  it('filters combine; an unknown region is an empty list', async () => {
    const combined = await list(`type=1&category=2&region=${encodeURIComponent('广东省广州市')}`);
    expect(
      combined.list.every((institution) => institution.type === 1 && institution.category === 2 && institution.region === '广东省广州市'),
    ).toBe(true);
    expect(combined.total).toBeGreaterThan(0);
    expect(await list(`region=${encodeURIComponent('火星')}`)).toMatchObject({ list: [], total: 0 });
  });

  it.each([
    [
      'recommend',
      (a: InstitutionSummary, b: InstitutionSummary) =>
        Number(a.featured) > Number(b.featured) || (a.featured === b.featured && a.learnerCount >= b.learnerCount),
    ],
    ['courses', (a: InstitutionSummary, b: InstitutionSummary) => a.courseCount >= b.courseCount],
    ['learners', (a: InstitutionSummary, b: InstitutionSummary) => a.learnerCount >= b.learnerCount],
    ['rating', (a: InstitutionSummary, b: InstitutionSummary) => a.rating >= b.rating],
  ])('sort=%s orders the whole list', async (sort, inOrder) => {
    const sorted = (await list(`sort=${sort}`)).list;
    for (let index = 1; index < sorted.length; index += 1)
      expect(inOrder(sorted[index - 1]!, sorted[index]!), `${sort} at ${index}`).toBe(true);
  });

  it('eight featured organisations, first in the default order (what the home page shows)', async () => {
    const featured = (await list('')).list.filter((institution) => institution.featured);
    expect(featured).toHaveLength(8);
    expect(featured.every((institution) => institution.type === 1)).toBe(true);
    expect(
      (await data<Page<InstitutionSummary>>('/institution/list?size=6&type=1')).list.every((institution) => institution.featured),
    ).toBe(true);
  });

  it.each(['type=3', 'category=0', 'category=8', 'sort=%3Cscript%3E', 'page=-3', `keyword=${'长'.repeat(31)}`])(
    'an impossible value (%s) is refused in Chinese',
    async (query) => {
      const body = envelopeOf(await mock.app.inject(`/institution/list?${query}`), query);
      expect(body.code).toBe(400);
    },
  );
});

describe('GET /institution/facets', () => {
  it('types, categories and regions with their counts, adding up to 30 each', async () => {
    const facets = await data<InstitutionFacets>('/institution/facets');
    expect(facets.types).toEqual([
      { value: 1, count: 24 },
      { value: 2, count: 6 },
    ]);
    expect(facets.categories.map((category) => category.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const group of [facets.types, facets.categories, facets.regions])
      expect(group.reduce((sum, item) => sum + item.count, 0)).toBe(30);
    expect(facets.regions.every((region) => REGIONS.includes(region.name) && region.count > 0)).toBe(true);
  });
});

describe('GET /institution/:id', () => {
  it('the detail: intro, founded year, rating, tags, a valid credit code and its courses’ teachers', async () => {
    const institution = await data<InstitutionDetail>('/institution/5');
    expect(institutionDetailSchema.safeParse(institution).success).toBe(true);
    expect(institution.name).toBe(INSTITUTIONS[4]);
    expect(institution.intro.length).toBeGreaterThanOrEqual(3);
    expect(institution.intro.join('')).not.toMatch(/[<>]/);
    expect(institution.foundedYear).toBeGreaterThanOrEqual(1990);
    expect(institution.foundedYear).toBeLessThanOrEqual(2026);
    expect(institution.rating).toBeGreaterThan(4);
    expect(institution.tags.length).toBeGreaterThan(0);
    const courses = mock.store.catalogue.courses.filter((course) => course.institutionId === 5);
    const teacherIds = new Set(
      courses.flatMap((course) => [
        course.teacher.id,
        ...mock.store.catalogue.courseExtras.get(course.id)!.teachers.map((teacher) => teacher.id),
      ]),
    );
    expect(institution.teachers.length).toBe(Math.min(12, teacherIds.size));
    expect(new Set(institution.teachers.map((teacher) => teacher.id)).size).toBe(institution.teachers.length);
    expect(institution.teachers.every((teacher) => teacherIds.has(teacher.id) && teacher.courseCount > 0)).toBe(true);
    expect(institution.categories.reduce((sum, category) => sum + category.courseCount, 0)).toBe(courses.length);
  });

  it('every organisation has a well-formed 统一社会信用代码; individuals have none', async () => {
    for (const { id, type } of (await list('')).list) {
      const { creditCode } = await data<InstitutionDetail>(`/institution/${id}`);
      if (type === 2) {
        expect(creditCode).toBeNull();
        continue;
      }
      expect(creditCode).toMatch(/^(91|12|51|52)\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/);
      expect(organizationCheckChar(creditCode!.slice(8, 16))).toBe(creditCode![16]);
      expect(creditCheckChar(creditCode!.slice(0, 17))).toBe(creditCode![17]);
    }
  });

  it('check characters follow GB 11714 and GB 32100 (a published example)', () => {
    // 91350100M000100Y43 is the example code of GB 32100-2015; its organisation part is M000100Y4.
    expect(creditCheckChar('91350100M000100Y4')).toBe('3');
    expect(organizationCheckChar('D2143569')).toBe('X');
  });

  it.each(['/institution/31', '/institution/99999999'])('%s → 404 with a Chinese msg', async (url) => {
    const body = envelopeOf(await mock.app.inject(url), url);
    expect(body).toMatchObject({ code: 404, msg: '机构不存在或已下线' });
  });

  it('the same seed gives the same institutions', () => {
    const again = buildMockApi();
    expect(again.store.content.institutions).toEqual(mock.store.content.institutions);
    void again.app.close();
  });
});

describe('GET /institution/:id/courses', () => {
  it('its courses, most learners first, paginated', async () => {
    const expected = mock.store.catalogue.courses
      .filter((course) => course.institutionId === 7)
      .sort((a, b) => b.learnerCount - a.learnerCount);
    const first = await data<Page<CourseCard>>('/institution/7/courses?size=12');
    expect(first.total).toBe(expected.length);
    const rest = await Promise.all(
      Array.from({ length: Math.ceil(first.total / 12) - 1 }, (_, index) =>
        data<Page<CourseCard>>(`/institution/7/courses?size=12&page=${index + 2}`),
      ),
    );
    expect([first, ...rest].flatMap((page) => page.list).map((course) => course.id)).toEqual(expected.map((course) => course.id));
  });

  it('an institution without courses answers an empty page; an unknown one 404', async () => {
    const empty = mock.store.content.institutions.find((institution) => institution.courseCount === 0);
    if (empty) expect(await data<Page<CourseCard>>(`/institution/${empty.id}/courses`)).toMatchObject({ list: [], total: 0 });
    const body = envelopeOf(await mock.app.inject('/institution/77/courses'), 'unknown');
    expect(body.code).toBe(404);
  });
});

describe('GET /media/logo/:file', () => {
  it('an SVG monogram per institution; the other media kinds still answer', async () => {
    const logo = await mock.app.inject('/media/logo/2.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('>华夏</text>');
    expect((await mock.app.inject('/media/logo/25.svg')).body).toContain('>王</text>');
    expect((await mock.app.inject('/media/logo/31.svg')).statusCode).toBe(404);
    expect((await mock.app.inject('/media/logo/x.png')).statusCode).toBe(404);
    expect((await mock.app.inject('/media/cover/1.svg')).statusCode).toBe(200);
  });
});
