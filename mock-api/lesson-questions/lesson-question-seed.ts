import { richDocFromText } from '@shared/lib/rich-text';
import type { Catalogue } from '../catalogue/catalogue';
import { seededRandom, type Random } from '../core/seeded-random';
import type { Community } from '../community/community';
import { FIRST_MEMBER_ID, MEMBER_COUNT } from '../community/community-seed';
import { lessonDurationOf, teacherAccountIdOf } from './lesson-access';

const DAY = 86_400_000;
/** Courses that start with questions on their lessons (the others fill as learners ask). */
export const SEEDED_LESSON_QUESTION_COURSES = 60;

const QUESTIONS = [
  ['这里讲的操作顺序能不能调换？', '考试时按这个顺序做会不会扣分？'],
  ['视频里这个数值是怎么算出来的？', '我按公式算出来和老师的不一样，哪里错了？'],
  ['这一步的安全要求考试会考吗？', '实操考核里这一项占多少分？'],
  ['老师用的工具型号是什么？', '自己练习的话买什么样的合适？'],
  ['这个知识点在理论考试里常见吗？', '有没有对应的练习题推荐？'],
  ['这里没太听懂，能再解释一下吗？', '特别是前后两个步骤之间的区别。'],
] as const;
const TEACHER_ANSWERS = [
  '好问题。这一步的顺序不能随意调换，否则前一步的检查就失去了意义。考核时评分员会看操作顺序，建议按视频里的流程反复练习。',
  '数值按课件里的公式计算即可，注意单位要先统一再代入。你可以把计算过程发上来，我帮你看看是哪一步出了问题。',
  '会考。安全要求在理论和实操里都有体现，实操中违反安全规范可能直接判定不合格，一定要重视。',
  '工具不必追求同一型号，满足课程里说的规格就可以。练习阶段选常见品牌的基础款，够用且容易买到配件。',
  '这是高频考点，理论考试里通常以单选或判断题出现。课程最后的测验里有对应题目，建议做完后对照解析复习。',
  '这里的关键是先判断条件，再决定下一步操作。两个步骤的区别在于检查的对象不同，我在下一节课会再举一个例子。',
];
const LEARNER_ANSWERS = [
  '我也卡在这里，后来多看了两遍就明白了，重点看老师手上的动作。',
  '补充一下：课程资料里有对应的图示，对照着看更清楚。',
];

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/**
 * A few questions on the first lessons (free previews, so anyone may study them) of the first
 * courses, asked by community members before any of the community's seeded questions and answered by
 * the course's teacher (and now and then by another learner), so 答疑 is not empty on seeded courses.
 */
export function seedLessonQuestions(community: Community, catalogue: Catalogue, startedAt: number, seed: number): void {
  const random = seededRandom(seed ^ 0x6c716173);
  const member = () => FIRST_MEMBER_ID + Math.floor(random() * MEMBER_COUNT);
  // Older than the community's own seeded questions: the feeds open as they did, these sit at their end.
  const before = Math.min(startedAt, ...[...community.questions.values()].map((question) => question.createdAt));
  for (const course of catalogue.courses.slice(0, SEEDED_LESSON_QUESTION_COURSES)) {
    const lessons = (catalogue.courseExtras.get(course.id)?.chapters[0]?.lessons ?? []).filter((lesson) => lesson.kind === 1).slice(0, 2);
    for (const lesson of lessons) {
      const askerId = member();
      // The teacher's answer is the one written for that question.
      const topic = Math.floor(random() * QUESTIONS.length);
      const [title, detail] = QUESTIONS[topic]!;
      const askedAt = before - (1 + Math.floor(random() * 80)) * DAY;
      const question = community.addQuestion({
        authorId: askerId,
        title,
        body: richDocFromText(detail),
        tags: [],
        bounty: 0,
        anonymous: false,
        createdAt: askedAt,
        views: 5 + Math.floor(random() * 200),
        professionId: course.professionId,
        lesson: {
          courseId: course.id,
          lessonId: lesson.id,
          seconds: Math.floor(random() * (lessonDurationOf(lesson) + 1)),
          requestKey: `seed-${course.id}-${lesson.id}`,
        },
        baseLikes: Math.floor(random() * 12),
      });
      community.addAnswer({
        questionId: question.id,
        authorId: teacherAccountIdOf(course.teacher.id),
        body: richDocFromText(TEACHER_ANSWERS[topic]!),
        createdAt: askedAt + (2 + Math.floor(random() * 20)) * 3_600_000,
        baseLikes: 3 + Math.floor(random() * 30),
      });
      if (random() < 0.4) {
        let answererId = member();
        if (answererId === askerId) answererId = askerId === FIRST_MEMBER_ID ? askerId + 1 : askerId - 1;
        community.addAnswer({
          questionId: question.id,
          authorId: answererId,
          body: richDocFromText(pick(random, LEARNER_ANSWERS)),
          createdAt: askedAt + 2 * DAY,
          baseLikes: Math.floor(random() * 5),
        });
      }
    }
  }
}
