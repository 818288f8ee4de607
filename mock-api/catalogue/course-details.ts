import { coinCostOf } from '@shared/lib/order-rules';
import type { Faker } from '@faker-js/faker';
import type { Lesson, Teacher } from '@shared/schemas/course';
import type { CatalogueCourse } from './catalogue-course';
import { PROFESSIONS } from './vocabulary';

/** What a course has beyond its card; per-learner state (progress, favourites) is added per request. */
export interface CourseExtras {
  summary: string;
  outcomes: string[];
  audience: string[];
  teachers: Teacher[];
  coinPrice: number;
  favoriteCount: number;
  studyExpiryDays: number;
  chapters: { id: number; title: string; lessons: Omit<Lesson, 'progress' | 'materialCount'>[] }[];
}

const CHAPTER_TOPICS = [
  '职业认知与安全规范',
  '基础理论',
  '工具与材料',
  '核心操作技能',
  '典型工作任务',
  '质量检验与故障排查',
  '考证要点与真题',
  '综合实训',
];
const LESSON_VERBS = ['认识', '掌握', '演示：', '实操：', '讲解：', '练习：'];
const OUTCOMES = [
  '理解本职业的岗位职责与安全操作规程',
  '掌握{l}要求的核心理论知识',
  '独立完成典型工作任务的实操流程',
  '熟悉职业技能等级认定的考核方式与评分标准',
  '学会常见问题的排查与处理方法',
  '建立规范、高效的工作习惯',
];
const AUDIENCE = ['准备参加{p}{l}认定的学员', '希望转岗或再就业的在职人员', '零基础、想系统入门{p}的新人', '企业内训与技能提升的一线员工'];

/** A lesson's title; a reading lesson's says it is one (its verb is still drawn, so the seeds after it stay). */
function lessonTitle(verb: string, topic: string, lessonIndex: number, reading: boolean): string {
  return reading ? `图文：${topic}要点（${lessonIndex + 1}）` : `${verb}${topic}（${lessonIndex + 1}）`;
}

const LEVELS = ['初级工', '中级工', '高级工', '技师', '高级技师'];

function fill(template: string, course: CatalogueCourse): string {
  const profession = PROFESSIONS[course.professionId - 1]?.name ?? '';
  return template.replace('{p}', profession).replace('{l}', LEVELS[course.skillLevel - 1]!);
}

/**
 * Syllabus, outcomes and teachers of every course (reviews: mock-api/reviews/), generated once after the rest of the
 * catalogue (so the earlier data stays as it was). Lesson ids are unique across the catalogue; the
 * first lesson of every course is free to preview, and most courses end in a chapter exam.
 */
export function generateCourseExtras(
  faker: Faker,
  courses: readonly CatalogueCourse[],
  teachers: readonly Teacher[],
  /** Where the lesson and chapter ids go on from (courses added after the first call). */
  firstIds: { lessonId: number; chapterId: number } = { lessonId: 1, chapterId: 1 },
): Map<number, CourseExtras> {
  const extras = new Map<number, CourseExtras>();
  let { lessonId, chapterId } = firstIds;
  for (const course of courses) {
    const chapterCount = Math.min(8, Math.max(2, Math.round(course.lessonCount / 7)));
    const perChapter = Math.ceil(course.lessonCount / chapterCount);
    let remaining = course.lessonCount;
    const chapters = CHAPTER_TOPICS.slice(0, chapterCount)
      .map((topic, chapterIndex) => {
        const count = Math.min(perChapter, remaining);
        remaining -= count;
        const lessons = Array.from({ length: count }, (_, lessonIndex) => {
          const isExam = lessonIndex === count - 1 && count > 2 && chapterIndex % 2 === 1;
          // The second lesson of the second chapter is a reading lesson (图文) where the chapter has room for one.
          const isReading = !isExam && chapterIndex === 1 && lessonIndex === 1 && count > 2;
          const id = lessonId++;
          // A video lesson's length is the length of the full lesson the syllabus promises (4–28 min);
          // what plays is a 10–16 s sample clip that says it is one (decision 025, mediaSecondsOf).
          const nominalSeconds = isExam ? 0 : faker.number.int({ min: 4, max: 28 }) * 60 + faker.number.int({ min: 0, max: 59 });
          return {
            id,
            title: isExam
              ? `第${chapterIndex + 1}章 单元测验`
              : lessonTitle(faker.helpers.arrayElement(LESSON_VERBS), topic, lessonIndex, isReading),
            kind: isExam ? 2 : isReading ? 3 : 1,
            freePreview: chapterIndex === 0 && lessonIndex < (course.isFree ? count : 2),
            durationSeconds: isExam || isReading ? 0 : nominalSeconds,
          };
        });
        return { id: chapterId++, title: `第${chapterIndex + 1}章 ${topic}`, lessons };
      })
      .filter((chapter) => chapter.lessons.length > 0);
    const coTeacher = teachers[course.teacher.id % teachers.length]!;
    extras.set(course.id, {
      summary: `${course.title}由${course.institution}出品，${course.teacher.name}（${course.teacher.title}）主讲。课程按照国家职业技能标准编排，理论讲解与实操演示相结合，帮助你系统掌握${fill('{p}', course)}${fill('{l}', course)}的知识与技能，顺利通过职业技能等级认定。`,
      outcomes: faker.helpers.arrayElements(OUTCOMES, 4).map((line) => fill(line, course)),
      audience: faker.helpers.arrayElements(AUDIENCE, 3).map((line) => fill(line, course)),
      teachers: coTeacher.id === course.teacher.id ? [course.teacher] : [course.teacher, coTeacher],
      coinPrice: course.isFree ? 0 : coinCostOf(course.price),
      favoriteCount: Math.round(course.learnerCount * faker.number.float({ min: 0.05, max: 0.2 })),
      studyExpiryDays: course.isFree ? 0 : faker.helpers.arrayElement([180, 365, 0]),
      chapters,
    });
  }
  return extras;
}
