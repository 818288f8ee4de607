import { afterAll, describe, expect, it } from 'vitest';
import { getHotKeywords, search } from '@shared/api/search';
import { SEARCH_TYPES, type ExamHit, type HotKeywords, type SearchResult, type SearchType } from '@shared/schemas/search';
import { buildMockApi } from '../app';
import { envelopeOf } from '../core/test-support';
import { QUESTION_COUNT } from '../exam/questions';
import { POPULAR_SEARCHES } from './routes';

const mock = buildMockApi();
afterAll(() => mock.app.close());

const url = (query: Record<string, string | number>) =>
  `/search?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

async function searchFor(query: Record<string, string | number>): Promise<SearchResult> {
  const body = envelopeOf(await mock.app.inject(url(query)), JSON.stringify(query));
  expect(body.code, JSON.stringify(body)).toBe(0);
  const parsed = search.data.safeParse(body.data);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  return body.data as SearchResult;
}

/** Every result of a kind, page after page. */
async function everything(keyword: string, type: SearchType): Promise<{ id: number; title: string }[]> {
  const first = await searchFor({ keyword, type, size: 50 });
  const pages = Math.ceil(first.total / 50);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => searchFor({ keyword, type, size: 50, page: index + 2 })),
  );
  return [first, ...rest].flatMap((page) => page.hits.list as { id: number; title: string }[]);
}

const { catalogue, content } = mock.store;
const professionName = (id: number) => catalogue.professions.find((profession) => profession.id === id)!.name;

describe('the questions search lists', () => {
  it('has about 150 vocational questions with unique titles, newest first', () => {
    const questions = content.questions;
    expect(questions).toHaveLength(QUESTION_COUNT);
    expect(new Set(questions.map((question) => question.title)).size).toBe(questions.length);
    for (let index = 1; index < questions.length; index += 1)
      expect(questions[index - 1]!.createdAt >= questions[index]!.createdAt).toBe(true);
    for (const question of questions) {
      expect(question.title).toMatch(/[？?]$/);
      expect(question.title).toContain(professionName(question.professionId!));
      expect(question.excerpt.length).toBeGreaterThan(10);
      expect(question.tags.length).toBeGreaterThan(0);
      if (question.solved) expect(question.answerCount).toBeGreaterThan(0);
    }
  });

  it('is deterministic across instances', async () => {
    const other = buildMockApi();
    expect(other.store.content.questions).toEqual(content.questions);
    await other.app.close();
  });
});

describe('GET /search', () => {
  it('finds courses by title, subtitle, teacher, institution or profession, title matches first', async () => {
    const result = await searchFor({ keyword: '电工' });
    expect(result).toMatchObject({ keyword: '电工', terms: ['电工'], page: 1, size: 10 });
    expect(result.hits.type).toBe('course');
    const expected = catalogue.courses.filter((course) =>
      [course.title, course.subtitle, course.teacher.name, course.institution, professionName(course.professionId)].some((field) =>
        field.includes('电工'),
      ),
    );
    expect(result.total).toBe(expected.length);
    expect(result.counts.course).toBe(expected.length);
    const all = await everything('电工', 'course');
    expect(all.map((course) => course.id).sort((a, b) => a - b)).toEqual(expected.map((course) => course.id).sort((a, b) => a - b));
    const firstOther = all.findIndex((course) => !course.title.includes('电工'));
    if (firstOther >= 0) expect(all.slice(firstOther).every((course) => !course.title.includes('电工'))).toBe(true);
    expect(result.suggestions).toEqual([]);
  });

  it('counts every kind for the tab badges, whatever kind is asked', async () => {
    const asCourses = await searchFor({ keyword: '实操' });
    for (const type of SEARCH_TYPES) {
      const result = await searchFor({ keyword: '实操', type });
      expect(result.counts).toEqual(asCourses.counts);
      expect(result.hits.type).toBe(type);
      expect(result.total).toBe(result.counts[type]);
    }
    expect(asCourses.counts.course).toBeGreaterThan(0);
    expect(asCourses.counts.news).toBeGreaterThan(0);
    expect(asCourses.counts.question).toBeGreaterThan(0);
  });

  it('each kind matches its own fields: lives by teacher, news by category, questions by excerpt and tags', async () => {
    const live = catalogue.lives[0]!;
    const lives = await everything(live.teacher, 'live');
    expect(lives.map((hit) => hit.id)).toContain(live.id);
    const news = await searchFor({ keyword: '政策解读', type: 'news', size: 50 });
    expect(news.total).toBe(catalogue.news.filter((item) => item.category === '政策解读' || item.title.includes('政策解读')).length);
    const question = content.questions[0]!;
    const byExcerpt = await everything(question.excerpt.slice(0, 8), 'question');
    expect(byExcerpt.map((hit) => hit.id)).toContain(question.id);
    const byTag = await everything(question.tags[2]!, 'question');
    expect(byTag.map((hit) => hit.id)).toContain(question.id);
  });

  it('exams are searched as they are (an empty list until the exams land)', async () => {
    const exam = content.exams[0];
    const result = await searchFor({ keyword: exam ? exam.title : '考试', type: 'exam' });
    if (!exam) return expect(result.counts.exam).toBe(0);
    expect(result.hits.list[0]).toMatchObject({ id: exam.id, professionName: professionName(exam.professionId) });
  });

  it('an official exam found by search shows the sitting of the moment, as its own page does', async () => {
    let now = Date.now();
    const clocked = buildMockApi({ now: () => now });
    try {
      const exam = clocked.store.content.exams.find((candidate) => candidate.openAt !== null)!;
      const hitOf = async () => {
        const body = envelopeOf(await clocked.app.inject(url({ keyword: exam.title, type: 'exam' })), exam.title);
        return (body.data as SearchResult).hits.list.find((hit) => hit.id === exam.id) as { openAt: string | null; closeAt: string | null };
      };
      const before = await hitOf();
      expect(before.openAt).toBe(exam.openAt);
      now += 60 * 86_400_000;
      const after = await hitOf();
      expect(after.openAt, 'the next sitting, 60 days on').not.toBe(before.openAt);
      expect(after).toMatchObject({ openAt: exam.openAt, closeAt: exam.closeAt });
    } finally {
      await clocked.app.close();
    }
  });

  it('several words must all match (AND), in any order and any case', async () => {
    const both = await everything('养老护理员 实操', 'course');
    expect(both.length).toBeGreaterThan(0);
    const onlyFirst = await everything('养老护理员', 'course');
    expect(both.length).toBeLessThan(onlyFirst.length);
    const reversed = await everything('  实操　养老护理员  ', 'course');
    expect(reversed.map((course) => course.id).sort()).toEqual(both.map((course) => course.id).sort());
    const dataAnalysis = await searchFor({ keyword: 'sql', type: 'question' });
    const upper = await searchFor({ keyword: 'SQL', type: 'question' });
    expect(dataAnalysis.total).toBe(upper.total);
    expect(dataAnalysis.terms).toEqual(['sql']);
  });

  it('`电工 四级` finds the electrician courses at 四级 (中级工), by whichever name of the level, the electricians first', async () => {
    const electrician = catalogue.professions.find((profession) => profession.name === '电工')!;
    const atLevel = catalogue.courses.filter((course) => course.professionId === electrician.id && course.skillLevel === 2);
    expect(atLevel.length).toBeGreaterThan(0);
    const found = await everything('电工 四级', 'course');
    const foundCourses = found.map((hit) => catalogue.courses.find((course) => course.id === hit.id)!);
    expect(foundCourses.every((course) => course.skillLevel === 2)).toBe(true);
    expect(foundCourses.slice(0, atLevel.length).map((course) => course.id)).toEqual(atLevel.map((course) => course.id));
    for (const keyword of ['电工 中级工', '电工　中级', '四级 电工', '电工四级']) {
      const same = await everything(keyword, 'course');
      expect(
        same.map((hit) => hit.id),
        keyword,
      ).toEqual(found.map((hit) => hit.id));
    }
    const result = await searchFor({ keyword: '电工 四级', type: 'exam' });
    expect(result.total).toBeGreaterThan(0);
    expect((result.hits.list as ExamHit[]).every((exam) => exam.skillLevel === 2)).toBe(true);
    expect((result.hits.list as ExamHit[])[0]).toMatchObject({ professionId: electrician.id, skillLevel: 2 });
  });

  it('`电工`: the electrician courses come before the courses only an institution called 北辰电工培训中心 matches', async () => {
    const found = (await everything('电工', 'course')).map((hit) => catalogue.courses.find((course) => course.id === hit.id)!);
    const ownMatch = (course: (typeof found)[number]) => course.title.includes('电工') || professionName(course.professionId) === '电工';
    const byInstitution = found.filter((course) => !ownMatch(course) && course.institution.includes('电工'));
    expect(byInstitution.length, 'the catalogue has courses of 北辰电工培训中心 in other professions').toBeGreaterThan(0);
    const firstOther = found.findIndex((course) => !ownMatch(course));
    expect(found.slice(0, firstOther).every(ownMatch)).toBe(true);
    expect(found.slice(firstOther).some(ownMatch)).toBe(false);
    expect(found.filter(ownMatch).length).toBe(catalogue.courses.filter(ownMatch).length);
  });

  it('pages are disjoint; a page past the end is empty with the real total', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => searchFor({ keyword: '实操', type: 'question', page })));
    const ids = pages.flatMap((page) => page.hits.list.map((hit) => hit.id));
    expect(new Set(ids).size).toBe(ids.length);
    const past = await searchFor({ keyword: '实操', type: 'question', page: 500 });
    expect(past.hits.list).toEqual([]);
    expect(past.total).toBe(pages[0]!.total);
  });

  it('no result: suggestions to try, each of which finds something', async () => {
    const result = await searchFor({ keyword: '量子力学' });
    expect(result.total).toBe(0);
    expect(Object.values(result.counts).every((count) => count === 0)).toBe(true);
    expect(result.suggestions.length).toBeGreaterThanOrEqual(6);
    for (const suggestion of result.suggestions) {
      const found = await searchFor({ keyword: suggestion });
      expect(
        Object.values(found.counts).some((count) => count > 0),
        suggestion,
      ).toBe(true);
    }
  });

  it('a blank or absent keyword searches nothing', async () => {
    for (const query of [{}, { keyword: '' }, { keyword: '   ' }] as Record<string, string>[]) {
      const result = await searchFor(query);
      expect(result).toMatchObject({ keyword: '', terms: [], total: 0, suggestions: [] });
      expect(Object.values(result.counts)).toEqual([0, 0, 0, 0, 0, 0]);
    }
  });

  it('markup and pattern characters are only text', async () => {
    for (const keyword of ['<script>alert(1)</script>', '.*', '(', '[a-z]+', '\\']) {
      const result = await searchFor({ keyword });
      expect(result.total, keyword).toBe(0);
      expect(result.keyword).toBe(keyword);
    }
  });

  it.each([
    [{ keyword: 'x'.repeat(51) }, 'keyword'],
    [{ keyword: '电工', type: 'video' }, 'type'],
    [{ keyword: '电工', page: -3 }, 'page'],
    [{ keyword: '电工', size: 500 }, 'size'],
  ])('an impossible value (%j) is refused in Chinese', async (query, field) => {
    const body = envelopeOf(await mock.app.inject(url(query)), field);
    expect(body.code).toBe(400);
    expect(body.msg).toContain(field);
  });
});

describe('GET /search/hot', () => {
  it('the most-learned professions and the popular searches', async () => {
    const body = envelopeOf(await mock.app.inject('/search/hot'), 'hot');
    expect(getHotKeywords.data.safeParse(body.data).success).toBe(true);
    const hot = body.data as HotKeywords;
    expect(hot.searches).toEqual([...POPULAR_SEARCHES]);
    expect(hot.professions).toHaveLength(8);
    const learners = (name: string) =>
      catalogue.courses
        .filter((course) => professionName(course.professionId) === name)
        .reduce((sum, course) => sum + course.learnerCount, 0);
    for (let index = 1; index < hot.professions.length; index += 1)
      expect(learners(hot.professions[index - 1]!)).toBeGreaterThanOrEqual(learners(hot.professions[index]!));
    const others = catalogue.professions.filter((profession) => !hot.professions.includes(profession.name));
    expect(Math.max(...others.map((profession) => learners(profession.name)))).toBeLessThanOrEqual(learners(hot.professions.at(-1)!));
  });

  it('every popular search finds something', async () => {
    for (const keyword of POPULAR_SEARCHES) {
      const result = await searchFor({ keyword });
      expect(
        Object.values(result.counts).some((count) => count > 0),
        keyword,
      ).toBe(true);
    }
  });
});

describe('series and packs in search', () => {
  it('a search finds 系列课 and 课程包 by title, category or profession, with their own tab count', async () => {
    const { buildMockApi } = await import('../app');
    const mock = buildMockApi();
    const series = mock.store.content.courseBundles.series[0]!;
    const keyword = series.title.slice(0, 4);
    const body = (await mock.app.inject(`/search?keyword=${encodeURIComponent(keyword)}&type=bundle`)).json() as {
      data: { hits: { type: string; list: { id: number; kind: string; title: string }[] }; counts: { bundle: number } };
    };
    await mock.app.close();
    expect(body.data.hits.type).toBe('bundle');
    expect(body.data.counts.bundle).toBeGreaterThan(0);
    expect(body.data.hits.list.some((hit) => hit.kind === 'series' && hit.id === series.id)).toBe(true);
    expect(body.data.hits.list.every((hit) => hit.title.includes(keyword) || hit.kind)).toBe(true);
  });
});
