import type { Faker } from '@faker-js/faker';
import type { ExamCard } from '@shared/schemas/exam';
import type { Catalogue } from '../catalogue/catalogue';
import { shanghaiIso } from '../core/faker';
import { EXAM_WINDOW_MS, planRoundAt, planSlots } from '../enrollment/enrollment-plans';
import { defineClocked, roundCache } from '../core/rolling';
import { LEVEL_NAMES } from '../catalogue/vocabulary';
import { offeredLevels } from '../catalogue/level-coverage';

const MOCK_PAPERS = ['全真模拟卷（一）', '全真模拟卷（二）', '考前冲刺模拟卷', '历年真题模拟卷'];
const PRACTICE_TOPICS = ['基础知识专项练习', '安全规范专项练习', '理论知识章节练习', '常见考点每日一练'];

/**
 * The exams other features list (the exam engine of issue 10 extends these), about three per
 * profession: an official 理论知识考试 for each level that has an enrolment plan, a mock at the
 * profession's main plan level and a practice set at its entry level; then a practice set at every
 * other level the profession offers, so each level has an exam and its practice bank (numbered after
 * the others, so their ids and draws stay as they were). Official and mock papers are
 * 100 points (pass 60); practice has no time limit. An official exam's sitting is the one of the
 * plan's round shown at `now` (openAt 09:00 on the plan's exam day, open EXAM_WINDOW_MS): the dates
 * move with the plan's rounds, so on any day some sitting is open, some open soon and some closed
 * with their results out. The sittings cover every day of the period, so one is always open.
 */
export function generateExams(faker: Faker, catalogue: Catalogue, now: () => number = Date.now): ExamCard[] {
  const slots = planSlots(catalogue);
  const exams: ExamCard[] = [];
  const add = (exam: Omit<ExamCard, 'id'>) => {
    const card: ExamCard = { id: exams.length + 1, ...exam };
    exams.push(card);
    return card;
  };
  const addPractice = (profession: { id: number; name: string }, level: number) => {
    const questionCount = faker.helpers.arrayElement([20, 30, 50]);
    add({
      title: `${profession.name}${faker.helpers.arrayElement(PRACTICE_TOPICS)}（${LEVEL_NAMES[level - 1]}）`,
      mode: 3,
      professionId: profession.id,
      skillLevel: level,
      questionCount,
      durationMinutes: 0,
      totalScore: questionCount * 2,
      passScore: Math.round(questionCount * 2 * 0.6),
      openAt: null,
      closeAt: null,
    });
  };
  for (const profession of catalogue.professions) {
    const own = slots.filter((slot) => slot.professionId === profession.id);
    for (const slot of own) {
      const durationMinutes = 90;
      const sitting = roundCache((round) => {
        const { examDate } = planRoundAt(slot, 0, round);
        return { openAt: shanghaiIso(examDate), closeAt: shanghaiIso(examDate + EXAM_WINDOW_MS) };
      });
      const current = () => sitting(planRoundAt(slot, now()).round);
      const official = add({
        title: `${profession.name}（${LEVEL_NAMES[slot.skillLevel - 1]}）理论知识考试`,
        mode: 1,
        professionId: profession.id,
        skillLevel: slot.skillLevel,
        questionCount: 100,
        durationMinutes,
        totalScore: 100,
        passScore: 60,
        openAt: null,
        closeAt: null,
      });
      defineClocked(official, { openAt: () => current().openAt, closeAt: () => current().closeAt });
    }
    const courseLevels = catalogue.courses.filter((course) => course.professionId === profession.id).map((course) => course.skillLevel);
    const mainLevel = own[0]?.skillLevel ?? Math.min(...courseLevels, 3);
    add({
      title: `${profession.name}（${LEVEL_NAMES[mainLevel - 1]}）${faker.helpers.arrayElement(MOCK_PAPERS)}`,
      mode: 2,
      professionId: profession.id,
      skillLevel: mainLevel,
      questionCount: faker.helpers.arrayElement([50, 80, 100]),
      durationMinutes: faker.helpers.arrayElement([60, 90]),
      totalScore: 100,
      passScore: 60,
      openAt: null,
      closeAt: null,
    });
    const entryLevel = Math.min(...courseLevels, mainLevel);
    addPractice(profession, entryLevel);
  }
  for (const profession of catalogue.professions)
    for (const level of offeredLevels(catalogue.courses, profession.id))
      if (!exams.some((exam) => exam.mode === 3 && exam.professionId === profession.id && exam.skillLevel === level))
        addPractice(profession, level);
  return exams;
}
