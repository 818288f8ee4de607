import type { Faker } from '@faker-js/faker';
import type { CatalogueCourse } from '../catalogue/catalogue';
import type { CourseBundleCard } from '@shared/schemas/course-bundle';
import type { Catalogue } from '../catalogue/catalogue';
import { LEVEL_NAMES, PROFESSIONS } from '../catalogue/vocabulary';

/** A bundle as the mock keeps it: the card plus the page's copy (courses are joined per request). */
export interface CourseBundle extends CourseBundleCard {
  summary: string;
  highlights: string[];
}

export interface CourseBundles {
  /** 系列课 (product type 3), ids 1…n. */
  series: CourseBundle[];
  /** 课程包 (product type 2), ids 1…n. */
  packs: CourseBundle[];
}

const SERIES_COUNT = 15;
const PACK_COUNT = 15;

/** Titles for a series spanning levels; `零基础` only for one that starts at 初级工, and one for a single level. */
const SERIES_TITLES = ['{p}进阶之路：{from}到{to}', '{p}系统学习系列（{from}—{to}）'];
const SERIES_TITLE_FROM_SCRATCH = '零基础学{p}：{from}到{to}全程通关';
const SERIES_TITLE_ONE_LEVEL = '{p}{from}技能精讲系列';
const PACK_TITLES = ['{c}热门课程合集', '{c}考证必备课程包', '{c}技能提升全能包', '{c}入门到精通课程包'];
const SERIES_HIGHLIGHTS = [
  '按技能等级由浅入深，学完一门再进下一门',
  '覆盖{from}到{to}的认定考核要点',
  '理论讲解与实操演示结合，配套单元测验',
  '系列价一次购买，比单买更划算',
];
const PACK_HIGHLIGHTS = [
  '精选{c}方向口碑好课，一次配齐',
  '多个职业方向自由搭配，拓宽就业面',
  '打包价低于单买合计，长期有效',
  '学习进度逐课记录，随时继续学习',
];

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** A bundle's price: a 15–40 % discount on the courses bought one by one, ending in 9 yuan. */
function bundlePrice(faker: Faker, originalPrice: number): number {
  if (originalPrice === 0) return 0;
  const discounted = Math.floor((originalPrice * faker.number.float({ min: 0.6, max: 0.85 })) / 1000) * 1000 - 100;
  return discounted > 0 && discounted < originalPrice ? discounted : originalPrice;
}

function bundleOf(
  faker: Faker,
  fields: Pick<CourseBundle, 'id' | 'kind' | 'title' | 'category' | 'professionId' | 'summary' | 'highlights'>,
  courses: readonly CatalogueCourse[],
): CourseBundle {
  const originalPrice = courses.reduce((sum, course) => sum + course.price, 0);
  const lessonCount = courses.reduce((sum, course) => sum + course.lessonCount, 0);
  const levels = courses.map((course) => course.skillLevel);
  return {
    ...fields,
    productType: fields.kind === 'series' ? 3 : 2,
    subtitle: `${courses.length} 门课程 · ${lessonCount} 节课${fields.kind === 'series' ? ' · 按等级循序渐进' : ` · ${fields.category}精选`}`,
    // Its own generated artwork (media/routes.ts): the label of its kind, stacked cards, its title.
    cover: `/api/media/${fields.kind}/${fields.id}.svg`,
    courseIds: courses.map((course) => course.id),
    courseCount: courses.length,
    lessonCount,
    durationMinutes: courses.reduce((sum, course) => sum + course.durationMinutes, 0),
    price: bundlePrice(faker, originalPrice),
    originalPrice,
    levelFrom: Math.min(...levels),
    levelTo: Math.max(...levels),
    learnerCount: Math.round(Math.min(...courses.map((course) => course.learnerCount)) * faker.number.float({ min: 0.15, max: 0.4 })),
  };
}

/**
 * ~15 series (3–5 courses of one profession, in skill-level order) and ~15 packs (3–8 courses of one
 * category). Every bundle costs something: courses are picked so that at least one is paid.
 */
export function generateCourseBundles(faker: Faker, catalogue: Catalogue): CourseBundles {
  const byLevel = (a: CatalogueCourse, b: CatalogueCourse) => a.skillLevel - b.skillLevel || a.id - b.id;

  const series: CourseBundle[] = [];
  for (const professionIndex of faker.helpers.shuffle(PROFESSIONS.map((_, index) => index))) {
    if (series.length === SERIES_COUNT) break;
    const profession = PROFESSIONS[professionIndex]!;
    const own = catalogue.courses.filter((course) => course.professionId === professionIndex + 1);
    if (own.length < 3) continue;
    const courses = faker.helpers.arrayElements(own, { min: 3, max: Math.min(6, own.length) }).sort(byLevel);
    if (courses.every((course) => course.isFree)) continue;
    const values = {
      p: profession.name,
      from: LEVEL_NAMES[courses[0]!.skillLevel - 1]!,
      to: LEVEL_NAMES[courses[courses.length - 1]!.skillLevel - 1]!,
      c: profession.category,
    };
    series.push(
      bundleOf(
        faker,
        {
          id: series.length + 1,
          kind: 'series',
          title: fill(
            values.from === values.to
              ? SERIES_TITLE_ONE_LEVEL
              : faker.helpers.arrayElement(courses[0]!.skillLevel === 1 ? [...SERIES_TITLES, SERIES_TITLE_FROM_SCRATCH] : SERIES_TITLES),
            values,
          ),
          category: profession.category,
          professionId: professionIndex + 1,
          summary: fill(
            '本系列把{p}的{n}门课程按技能等级排成一条学习路线，从{from}的基础理论与安全规范学起，逐步进阶到{to}的复杂工艺与综合实训。每门课学完即可参加对应等级的职业技能等级认定，系列价一次购买全部课程。',
            { ...values, n: String(courses.length) },
          ),
          highlights: SERIES_HIGHLIGHTS.map((line) => fill(line, values)),
        },
        courses,
      ),
    );
  }

  const categories = faker.helpers.shuffle([...new Set(PROFESSIONS.map((profession) => profession.category))]);
  const packs: CourseBundle[] = [];
  for (let index = 0; packs.length < PACK_COUNT && index < PACK_COUNT * 3; index += 1) {
    const category = categories[index % categories.length]!;
    const inCategory = catalogue.courses.filter((course) => course.category === category);
    const courses = faker.helpers.arrayElements(inCategory, { min: 3, max: Math.min(8, inCategory.length) }).sort(byLevel);
    if (courses.every((course) => course.isFree)) continue;
    // A category's second pack takes the next title, so no two packs share one.
    const round = packs.filter((pack) => pack.category === category).length;
    const values = { c: category };
    packs.push(
      bundleOf(
        faker,
        {
          id: packs.length + 1,
          kind: 'pack',
          title: fill(PACK_TITLES[((index % categories.length) + round) % PACK_TITLES.length]!, values),
          category,
          professionId: null,
          summary: fill(
            '课程包精选{c}方向的{n}门课程，涵盖多个职业与技能等级，适合希望拓宽技能面、一次配齐学习资料的学员。打包价购买，全部课程长期有效，学习进度逐课记录。',
            { ...values, n: String(courses.length) },
          ),
          highlights: PACK_HIGHLIGHTS.map((line) => fill(line, values)),
        },
        courses,
      ),
    );
  }
  return { series, packs };
}
