import type { Faker } from '@faker-js/faker';
import type { InstitutionDetail, InstitutionTeacher } from '@shared/schemas/institution';
import type { Catalogue } from '../catalogue/catalogue';
import { INSTITUTIONS, PROFESSIONS } from '../catalogue/vocabulary';

/**
 * Who each institution of the vocabulary is, by position: its category (shared/enums/platform.ts),
 * where it is, and the registration kind its credit code starts with (91 enterprise, 12 public
 * institution, 52 private non-enterprise unit, 51 social association). Individuals (the last six)
 * carry their specialty instead and have no credit code.
 */
const PROFILES: readonly { category: number; region: string; registration?: string; specialty?: string }[] = [
  { category: 3, region: '北京市', registration: '91' },
  { category: 2, region: '北京市', registration: '52' },
  { category: 1, region: '浙江省杭州市', registration: '12' },
  { category: 6, region: '上海市', registration: '12' },
  { category: 3, region: '广东省深圳市', registration: '91' },
  { category: 2, region: '广东省广州市', registration: '91' },
  { category: 2, region: '湖北省武汉市', registration: '52' },
  { category: 1, region: '陕西省西安市', registration: '12' },
  { category: 1, region: '上海市', registration: '12' },
  { category: 2, region: '山东省济南市', registration: '52' },
  { category: 1, region: '江苏省南京市', registration: '12' },
  { category: 2, region: '天津市', registration: '52' },
  { category: 3, region: '河南省郑州市', registration: '91' },
  { category: 5, region: '四川省成都市', registration: '52' },
  { category: 2, region: '广东省广州市', registration: '52' },
  { category: 1, region: '陕西省西安市', registration: '12' },
  { category: 4, region: '天津市', registration: '51' },
  { category: 5, region: '四川省成都市', registration: '52' },
  { category: 4, region: '江苏省南京市', registration: '51' },
  { category: 1, region: '福建省福州市', registration: '12' },
  { category: 3, region: '湖南省长沙市', registration: '91' },
  { category: 1, region: '河南省郑州市', registration: '12' },
  { category: 2, region: '黑龙江省哈尔滨市', registration: '52' },
  { category: 5, region: '广东省深圳市', registration: '52' },
  { category: 7, region: '山东省济南市', specialty: '焊工' },
  { category: 7, region: '湖北省武汉市', specialty: '中式面点师' },
  { category: 7, region: '浙江省杭州市', specialty: '电工' },
  { category: 7, region: '湖南省长沙市', specialty: '心理咨询师' },
  { category: 7, region: '河南省郑州市', specialty: '汽车维修工' },
  { category: 7, region: '福建省福州市', specialty: '茶艺师' },
];

/** The administrative division code (GB/T 2260) of a district in each region, for the credit codes. */
const DIVISIONS: Record<string, string> = {
  北京市: '110105',
  上海市: '310104',
  广东省广州市: '440106',
  广东省深圳市: '440305',
  浙江省杭州市: '330106',
  江苏省南京市: '320106',
  四川省成都市: '510107',
  湖北省武汉市: '420106',
  陕西省西安市: '610113',
  山东省济南市: '370102',
  河南省郑州市: '410105',
  湖南省长沙市: '430104',
  福建省福州市: '350102',
  天津市: '120104',
  黑龙江省哈尔滨市: '230103',
};

const ORG_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORGANIZATION_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** The check character of a 9-character organisation code (GB 11714) from its first eight. */
export function organizationCheckChar(body: string): string {
  const sum = [...body].reduce((total, char, index) => total + parseInt(char, 36) * ORGANIZATION_WEIGHTS[index]!, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

/** The 18th character of a 统一社会信用代码 (GB 32100) from its first seventeen. */
export function creditCheckChar(body: string): string {
  const sum = [...body].reduce((total, char, index) => total + ORG_CODE_CHARS.indexOf(char) * CREDIT_WEIGHTS[index]!, 0);
  return ORG_CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

/** A well-formed 统一社会信用代码: registration kind, division, organisation code (with its check), check. */
function creditCode(faker: Faker, registration: string, region: string): string {
  const organization = faker.string.numeric({ length: 8, allowLeadingZeros: false });
  const body = `${registration}${DIVISIONS[region] ?? '110105'}${organization}${organizationCheckChar(organization)}`;
  return body + creditCheckChar(body);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

const CATEGORY_PHRASES: Record<number, string> = {
  1: '职业院校',
  2: '职业技能培训机构',
  3: '企业培训中心',
  4: '行业协会培训单位',
  5: '社会培训组织',
  6: '职业技能鉴定与公共实训机构',
  7: '技能工作室',
};

const ORG_SLOGANS = [
  '专注{c}技能培训 {y} 年',
  '理论 + 实操，助你持证上岗',
  '{r}{c}人才培养基地',
  '名师授课，真题实训，一次通过',
  '让每一位学员学有所成、学有所用',
  '对接岗位标准，培养技能人才',
];
const ORG_EXTRAS = [
  '机构是人力资源社会保障部门备案的职业技能等级认定社会培训评价组织合作单位，可为学员提供考前培训、模拟考核与认定报名指导。',
  '近年来与 {n} 家企业建立校企合作，开展订单式培养，结业学员就业率保持在 {p}% 以上。',
  '机构配备标准化实训场地 {a} 平方米，实训工位与考核设备按照职业技能等级认定考场标准配置，学员可预约线下实操练习。',
  '机构为学员提供“线上学理论、线下练实操”的混合式学习方案，课程支持回放与随堂练习，学习进度全程可查。',
  '符合条件的学员可按当地政策申领职业技能提升补贴，机构提供材料准备与申领流程指导。',
];
const ORG_TAGS = ['人社部备案', '补贴性培训', '等级认定', '校企合作', '就业推荐', '线下实训'];

/** Institutions (机构 and 个人), one per name of the vocabulary, each with what its courses add up to. */
export function generateInstitutions(faker: Faker, catalogue: Catalogue): InstitutionDetail[] {
  const institutions = INSTITUTIONS.map((name, index): InstitutionDetail => {
    const id = index + 1;
    const profile = PROFILES[index]!;
    const individual = profile.specialty !== undefined;
    const courses = catalogue.courses.filter((course) => course.institutionId === id);
    const learnerCount = courses.reduce((sum, course) => sum + course.learnerCount, 0);
    const rating = courses.length ? round1(courses.reduce((sum, course) => sum + course.seedRating, 0) / courses.length) : 0;

    const teachers = new Map<number, InstitutionTeacher>();
    for (const course of courses) {
      const ofCourse = new Map(
        [course.teacher, ...(catalogue.courseExtras.get(course.id)?.teachers ?? [])].map((teacher) => [teacher.id, teacher]),
      );
      for (const teacher of ofCourse.values()) {
        const known = teachers.get(teacher.id);
        if (known) known.courseCount += 1;
        else teachers.set(teacher.id, { ...teacher, courseCount: 1 });
      }
    }
    const teacherList = [...teachers.values()].sort((a, b) => b.courseCount - a.courseCount || a.id - b.id).slice(0, 12);

    const categoryCounts = new Map<string, number>();
    for (const course of courses) categoryCounts.set(course.category, (categoryCounts.get(course.category) ?? 0) + 1);
    const categories = [...categoryCounts]
      .map(([category, courseCount]) => ({ name: category, courseCount }))
      .sort((a, b) => b.courseCount - a.courseCount);
    const professionCounts = new Map<number, number>();
    for (const course of courses) professionCounts.set(course.professionId, (professionCounts.get(course.professionId) ?? 0) + 1);
    const professions = [...professionCounts]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, 4)
      .map(([professionId]) => PROFESSIONS[professionId - 1]!.name);
    const mainCategories = categories.slice(0, 3).map((category) => category.name);

    const foundedYear = individual
      ? faker.number.int({ min: 2014, max: 2023 })
      : index === 0
        ? 2019
        : faker.number.int({ min: 1992, max: 2020 });
    const age = 2026 - foundedYear;
    const regionShort = profile.region.replace(/^.+省/, '').replace(/市$/, '');
    const fieldText = mainCategories.length ? mainCategories.join('、') : '职业技能';
    let intro: string[];
    let slogan: string;
    let tags: string[];
    if (individual) {
      const person = name.slice(0, 3);
      const specialty = profile.specialty!;
      const years = faker.number.int({ min: 12, max: 28 });
      slogan = `${person}手把手教你学${specialty}`;
      intro = [
        `${name}由${person}创办于 ${foundedYear} 年，位于${profile.region}。${person}从事${specialty}相关工作 ${years} 年，持有${specialty}${faker.helpers.arrayElement(['技师', '高级技师'])}职业资格，曾获${faker.helpers.arrayElement(['省级技术能手', '市级首席技师', '全国职业技能大赛优胜奖', '行业技能竞赛一等奖'])}称号。`,
        `工作室在技能学堂${courses.length ? `开设 ${courses.length} 门课程，内容涉及${professions.join('、')}等职业` : '的课程正在筹备中'}，以“录播精讲 + 直播答疑”的小班方式授课，每节课配套练习与操作要点清单。`,
        `工作室坚持“讲透原理、练到手熟”，学员可在课程评论区或直播中直接提问，${person}每周集中答疑一次。`,
      ];
      tags = [specialty, '名师工作室', '小班答疑'];
    } else {
      slogan = faker.helpers
        .arrayElement(ORG_SLOGANS)
        .replace('{c}', mainCategories[0] ?? '职业')
        .replace('{y}', String(age))
        .replace('{r}', regionShort);
      const extras = faker.helpers.arrayElements(ORG_EXTRAS, 2).map((line) =>
        line
          .replace('{n}', String(faker.number.int({ min: 12, max: 180 })))
          .replace('{p}', String(faker.number.int({ min: 90, max: 98 })))
          .replace('{a}', String(faker.number.int({ min: 8, max: 60 }) * 100)),
      );
      intro = [
        `${name}成立于 ${foundedYear} 年，位于${profile.region}，是一家以${fieldText}为主要方向的${CATEGORY_PHRASES[profile.category]}。`,
        courses.length
          ? `机构现有授课讲师 ${teacherList.length} 名，在技能学堂开设 ${courses.length} 门课程，覆盖${professions.join('、')}等职业，累计服务学员 ${learnerCount.toLocaleString('en-US')} 人次。课程紧扣国家职业技能标准，理论讲解与实操演示并重。`
          : '机构的线上课程正在筹备上线中，敬请关注；线下培训与认定报名可通过机构的报名计划了解。',
        ...extras,
      ];
      tags = [...mainCategories.slice(0, 2), ...faker.helpers.arrayElements(ORG_TAGS, { min: 1, max: 2 })];
    }

    return {
      id,
      name,
      type: individual ? 2 : 1,
      category: profile.category,
      logo: `/api/media/logo/${id}.svg`,
      region: profile.region,
      courseCount: courses.length,
      slogan,
      learnerCount,
      rating,
      foundedYear,
      tags,
      featured: false,
      intro,
      creditCode: individual ? null : creditCode(faker, profile.registration!, profile.region),
      teachers: teacherList,
      categories,
    };
  });

  // The platform recommends the organisations most learners chose.
  const featured = new Set(
    institutions
      .filter((institution) => institution.type === 1)
      .sort((a, b) => b.learnerCount - a.learnerCount)
      .slice(0, 8)
      .map((institution) => institution.id),
  );
  return institutions.map((institution) => (featured.has(institution.id) ? { ...institution, featured: true } : institution));
}
