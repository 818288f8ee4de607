import type { Faker } from '@faker-js/faker';
import type { ExamCard } from '@shared/schemas/exam';
import type { Catalogue } from './catalogue';
import { shanghaiIso } from './faker';
import { planSlots } from './enrollment-plans';
import { LEVEL_NAMES } from './vocabulary';

const MINUTE = 60_000;
const MOCK_PAPERS = ['全真模拟卷（一）', '全真模拟卷（二）', '考前冲刺模拟卷', '历年真题模拟卷'];
const PRACTICE_TOPICS = ['基础知识专项练习', '安全规范专项练习', '理论知识章节练习', '常见考点每日一练'];

/**
 * The exams other features list (the exam engine of issue 10 extends these), about three per
 * profession: an official 理论知识考试 for each level that has an enrolment plan (held on the
 * plan's exam date), a mock at the profession's main plan level and a practice set at its entry
 * level. Official and mock papers are 100 points (pass 60); practice has no time limit.
 */
export function generateExams(faker: Faker, catalogue: Catalogue): ExamCard[] {
  const slots = planSlots(catalogue);
  const exams: ExamCard[] = [];
  const add = (exam: Omit<ExamCard, 'id'>) => exams.push({ id: exams.length + 1, ...exam });
  for (const profession of catalogue.professions) {
    const own = slots.filter((slot) => slot.professionId === profession.id);
    for (const slot of own) {
      const durationMinutes = 90;
      add({
        title: `${profession.name}（${LEVEL_NAMES[slot.skillLevel - 1]}）理论知识考试`,
        mode: 1,
        professionId: profession.id,
        skillLevel: slot.skillLevel,
        questionCount: 100,
        durationMinutes,
        totalScore: 100,
        passScore: 60,
        openAt: shanghaiIso(slot.examDate),
        closeAt: shanghaiIso(slot.examDate + durationMinutes * MINUTE),
      });
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
    const questionCount = faker.helpers.arrayElement([20, 30, 50]);
    add({
      title: `${profession.name}${faker.helpers.arrayElement(PRACTICE_TOPICS)}（${LEVEL_NAMES[entryLevel - 1]}）`,
      mode: 3,
      professionId: profession.id,
      skillLevel: entryLevel,
      questionCount,
      durationMinutes: 0,
      totalScore: questionCount * 2,
      passScore: Math.round(questionCount * 2 * 0.6),
      openAt: null,
      closeAt: null,
    });
  }
  return exams;
}
