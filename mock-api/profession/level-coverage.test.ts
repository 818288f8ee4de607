import { afterAll, describe, expect, it } from 'vitest';
import type { ProfessionCard, ProfessionDetail } from '@shared/schemas/profession';
import { buildMockApi } from '../app';
import { envelopeOf, learnerFactory } from '../core/test-support';

/**
 * The whole profession × level matrix, read through the API the profession page uses: every level a
 * profession offers has a course at that level, an exam at that level whose practice bank has
 * questions, and a learning path with a next step. Not a sample: every profession, every level.
 */
const mock = buildMockApi();
afterAll(() => mock.app.close());
const { token } = learnerFactory(mock.store, '1390035', '覆盖')();

const get = async <T>(url: string, signedIn = false): Promise<T> => {
  const body = envelopeOf(await mock.app.inject({ url, headers: signedIn ? { token } : {} }), url);
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data as T;
};

async function everyProfession(): Promise<ProfessionCard[]> {
  const cards: ProfessionCard[] = [];
  for (let page = 1; ; page += 1) {
    const { list, total } = await get<{ list: ProfessionCard[]; total: number }>(`/profession/list?page=${page}&size=50`);
    cards.push(...list);
    if (cards.length >= total || list.length === 0) return cards;
  }
}

describe('every level a profession offers', () => {
  it('has a course, an exam with its practice bank and a learning path', async () => {
    const cards = await everyProfession();
    expect(cards).toHaveLength(mock.store.catalogue.professions.length);
    const gaps: string[] = [];
    let cells = 0;
    for (const card of cards) {
      const detail = await get<ProfessionDetail>(`/profession/${card.id}`);
      expect(
        detail.path.map((path) => path.level),
        card.name,
      ).toEqual(card.levels);
      for (const path of detail.path) {
        cells += 1;
        const cell = `${card.name} 等级 ${path.level}`;
        if (path.courses.length === 0) gaps.push(`${cell}: 没有课程`);
        for (const pathCourse of path.courses) {
          const course = await get<{ professionId: number; skillLevel: number }>(`/course/${pathCourse.id}`);
          expect([course.professionId, course.skillLevel], cell).toEqual([card.id, path.level]);
        }
        if (path.exams.length === 0) gaps.push(`${cell}: 没有考试`);
        for (const pathExam of path.exams) {
          const exam = await get<{ professionId: number; skillLevel: number }>(`/exam/${pathExam.id}`);
          expect([exam.professionId, exam.skillLevel], cell).toEqual([card.id, path.level]);
          const practice = await get<{ total: number }>(`/exam/${pathExam.id}/practice`, true);
          if (practice.total === 0) gaps.push(`${cell}: ${pathExam.title} 的练习题库是空的`);
        }
        if (path.nextStep === null) gaps.push(`${cell}: 学习路径没有下一步`);
      }
    }
    expect(gaps).toEqual([]);
    expect(cells).toBe(mock.store.content.professionProfiles.reduce((sum, profile) => sum + profile.levels.length, 0));
  });

  it('the courses made for a level say which level they prepare for', () => {
    const { courses, professions } = mock.store.catalogue;
    const levelNames = ['初级工', '中级工', '高级工', '技师', '高级技师'];
    for (const course of courses.slice(200)) {
      expect(course.title).toContain(professions[course.professionId - 1]!.name);
      expect(course.title).toContain(levelNames[course.skillLevel - 1]);
    }
  });
});
