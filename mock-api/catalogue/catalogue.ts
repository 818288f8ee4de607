import type { Faker } from '@faker-js/faker';
import type { Banner, LiveCard, NewsItem } from '@shared/schemas/home';
import { DEFAULT_SEED, independentFaker, MOCK_EPOCH, shanghaiIso } from '../core/faker';
import { generateCourseExtras, type CourseExtras } from './course-details';
import { liveRhythmOf } from '../live/live-status';
import {
  BANNER_COPY,
  COURSE_TEMPLATES,
  INSTITUTIONS,
  LEVEL_NAMES,
  NEWS_CATEGORIES,
  NEWS_TEMPLATES,
  PROFESSIONS,
  TAGS,
  TEACHER_TITLES,
} from './vocabulary';
import { generatedAvatarUrl } from '../media/generated-avatar';
import type { CatalogueCourse } from './catalogue-course';
import { GENERAL_INSTITUTIONS, LEVEL_COURSE_TITLES, levelCourseTitle, uncoveredLevels } from './level-coverage';

export type { CatalogueCourse } from './catalogue-course';

const DAY = 86_400_000;

export interface Catalogue {
  professions: { id: number; name: string; category: string; courseCount: number }[];
  courses: CatalogueCourse[];
  lives: LiveCard[];
  news: NewsItem[];
  banners: Banner[];
  /** Syllabus, teachers and reviews per course id. */
  courseExtras: Map<number, CourseExtras>;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w)\}/g, (_, key: string) => values[key] ?? '');
}

/** Prices end in 0 or 9 yuan, like a real catalogue; stored in fen. */
function price(faker: Faker): number {
  const yuan = faker.helpers.arrayElement([0, 0, 9, 19, 29, 49, 99, 129, 199, 299, 399, 599]);
  return yuan * 100;
}

/** The popularity draw of every course (kept as it was drawn, so the seeds after it stay). */
const POPULARITY_DRAW = { min: 120, max: 86_000 } as const;

/**
 * A course's learners: the enrolments it gathered from its publication to the seed's epoch, at a
 * daily pace set by its popularity draw (0.4–20 a day, free courses 2.5× as many). So a course out
 * for a week has a handful, the oldest favourites some tens of thousands, and the site's total (the
 * sum: home's 累计学习人次) is what 200-odd courses at that pace can carry.
 */
export function seededEnrolmentsOf(popularityDraw: number, course: Pick<CatalogueCourse, 'publishedAt' | 'isFree'>): number {
  const popularity = Math.min(1, Math.max(0, (popularityDraw - POPULARITY_DRAW.min) / (POPULARITY_DRAW.max - POPULARITY_DRAW.min)));
  const perDay = 0.4 * 50 ** popularity * (course.isFree ? 2.5 : 1);
  const days = Math.max(0, (MOCK_EPOCH - Date.parse(course.publishedAt)) / DAY);
  return Math.round(perDay * days);
}

/** Institution index: the first eight (the big schools) author about two thirds of the catalogue. */
function pickInstitution(faker: Faker): number {
  return faker.number.float() < 0.65 ? faker.number.int({ min: 0, max: 7 }) : faker.number.int({ min: 8, max: INSTITUTIONS.length - 1 });
}

/**
 * `liveAnchor` (an hour boundary, the mock's start) places the live classes: on air now, upcoming
 * over the next days, ended in the past weeks — relative to when the mock runs. These are the
 * cards as at the anchor; the store clocks them (mock-api/live/live-status.ts), so each class comes
 * round again and its status always follows the time.
 */
export function generateCatalogue(
  faker: Faker,
  { courseCount = 200, liveAnchor = MOCK_EPOCH, seed = DEFAULT_SEED }: { courseCount?: number; liveAnchor?: number; seed?: number } = {},
): Catalogue {
  const teachers = Array.from({ length: 16 }, (_, index) => {
    const name = faker.person.lastName() + faker.person.firstName();
    return { id: index + 1, name, avatar: generatedAvatarUrl(index + 1, name), title: faker.helpers.arrayElement(TEACHER_TITLES) };
  });

  /** A course of the profession at `professionIndex`; `forLevel` makes it for that level, titled for it. */
  const courseOf = (
    faker: Faker,
    id: number,
    professionIndex: number,
    forLevel?: { skillLevel: number; template: string; kind: 1 | 2; institutionIndex: number },
  ): CatalogueCourse => {
    const index = id - 1;
    const profession = PROFESSIONS[professionIndex]!;
    const skillLevel = forLevel?.skillLevel ?? faker.number.int({ min: 1, max: 5 });
    const amount = price(faker);
    const lessonCount = faker.number.int({ min: 6, max: 60 });
    const institutionIndex = forLevel?.institutionIndex ?? pickInstitution(faker);
    return {
      id,
      title: forLevel
        ? levelCourseTitle(forLevel.template, profession.name, skillLevel)
        : fill(faker.helpers.arrayElement(COURSE_TEMPLATES), { p: profession.name, l: LEVEL_NAMES[skillLevel - 1]! }),
      subtitle: `${profession.category} · ${lessonCount} 节课 · 适合${LEVEL_NAMES[skillLevel - 1]}备考与在岗提升`,
      cover: `/api/media/cover/${id}.svg`,
      category: profession.category,
      professionId: professionIndex + 1,
      // Theory courses (知识) and hands-on ones (技能), about half each.
      kind: forLevel?.kind ?? (index % 3 === 0 ? 1 : 2),
      tags: faker.helpers.arrayElements(TAGS, { min: 1, max: 3 }),
      skillLevel,
      teacher: faker.helpers.arrayElement(teachers),
      institution: INSTITUTIONS[institutionIndex]!,
      institutionId: institutionIndex + 1,
      price: amount,
      originalPrice: amount === 0 ? 0 : amount + faker.helpers.arrayElement([0, 5000, 10000, 20000]),
      isFree: amount === 0,
      lessonCount,
      durationMinutes: lessonCount * faker.number.int({ min: 12, max: 45 }),
      // The popularity draw: the learners are derived from it and the publication date (seededEnrolmentsOf).
      learnerCount: faker.number.int(POPULARITY_DRAW),
      seedRating: Math.round(faker.number.float({ min: 4.1, max: 5 }) * 10) / 10,
      publishedAt: shanghaiIso(MOCK_EPOCH - faker.number.int({ min: 1, max: 720 }) * DAY),
    };
  };
  const courses: CatalogueCourse[] = Array.from({ length: courseCount }, (_, index) =>
    courseOf(faker, index + 1, index % PROFESSIONS.length),
  );
  // Every level a profession offers has a course: the levels left without one get a course made for
  // them, after the others and from a faker of their own, so nothing drawn before or after moves.
  const levelFaker = independentFaker(seed + 100);
  const levelCourses = uncoveredLevels(courses, PROFESSIONS.length).map(({ professionId, skillLevel }, index) =>
    courseOf(levelFaker, courseCount + index + 1, professionId - 1, {
      skillLevel,
      ...levelFaker.helpers.arrayElement(LEVEL_COURSE_TITLES),
      institutionIndex: levelFaker.helpers.arrayElement(GENERAL_INSTITUTIONS),
    }),
  );
  courses.push(...levelCourses);

  const professions = PROFESSIONS.map((profession, index) => ({
    id: index + 1,
    name: profession.name,
    category: profession.category,
    courseCount: courses.filter((course) => course.professionId === index + 1).length,
  }));

  const lives: LiveCard[] = Array.from({ length: 12 }, (_, index) => {
    // As at the anchor; the store's LiveSchedule reads status and start from the clock after that.
    const status = index < 2 ? 2 : index < 9 ? 1 : 3;
    const { offsetMinutes } = liveRhythmOf(index);
    const profession = faker.helpers.arrayElement(PROFESSIONS);
    return {
      id: index + 1,
      title: `${profession.name}${faker.helpers.arrayElement(['考前串讲', '实操演示', '公开课', '答疑直播', '真题精讲'])}`,
      cover: `/api/media/live/${index + 1}.svg`,
      teacher: faker.helpers.arrayElement(teachers).name,
      startTime: shanghaiIso(liveAnchor + offsetMinutes * 60_000),
      status,
      onlineCount: status === 2 ? faker.number.int({ min: 80, max: 3200 }) : 0,
      price: faker.helpers.arrayElement([0, 0, 990, 1990]),
    };
  });

  const news: NewsItem[] = Array.from({ length: 100 }, (_, index) => ({
    id: index + 1,
    title: fill(faker.helpers.arrayElement(NEWS_TEMPLATES), {
      p: faker.helpers.arrayElement(PROFESSIONS).name,
      m: String(faker.number.int({ min: 1, max: 12 })),
    }),
    category: faker.helpers.arrayElement(NEWS_CATEGORIES),
    publishedAt: shanghaiIso(MOCK_EPOCH - index * 2 * DAY - faker.number.int({ min: 0, max: DAY })),
    views: faker.number.int({ min: 200, max: 60_000 }),
  }));

  // Each campaign in slot 1 (home, desktop: wide art) and slot 2 (home, phones: taller art, short copy first).
  const desktopBanners: Banner[] = BANNER_COPY.map((copy, index) => ({
    id: index + 1,
    slot: 1,
    ...copy,
    image: `/api/media/banner/${index + 1}.svg`,
    link: ['/enrollment', '/course', '/course?price=free', '/live'][index]!,
    accent: [1, 4, 3, 6][index]!,
  }));
  const phoneBanners: Banner[] = desktopBanners.map((banner, index) => ({
    ...banner,
    id: desktopBanners.length + index + 1,
    slot: 2,
    image: `/api/media/banner/${desktopBanners.length + index + 1}.svg`,
  }));
  const banners = [...desktopBanners, ...phoneBanners];

  for (const course of courses) course.learnerCount = seededEnrolmentsOf(course.learnerCount, course);
  // Last, so everything generated before keeps its values.
  const courseExtras = generateCourseExtras(faker, courses.slice(0, courseCount), teachers);
  const chapters = [...courseExtras.values()].flatMap((extras) => extras.chapters);
  const firstIds = {
    lessonId: Math.max(0, ...chapters.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.id))) + 1,
    chapterId: Math.max(0, ...chapters.map((chapter) => chapter.id)) + 1,
  };
  for (const [id, extras] of generateCourseExtras(levelFaker, levelCourses, teachers, firstIds)) courseExtras.set(id, extras);
  // A course's 总时长 is the sum of its lessons' real lengths (whole minutes, at least one), as the syllabus shows them.
  for (const course of courses) {
    const seconds = (courseExtras.get(course.id)?.chapters ?? []).reduce(
      (sum, chapter) => chapter.lessons.reduce((total, lesson) => total + lesson.durationSeconds, sum),
      0,
    );
    course.durationMinutes = Math.max(1, Math.ceil(seconds / 60));
  }
  return { professions, courses, lives, news, banners, courseExtras };
}
