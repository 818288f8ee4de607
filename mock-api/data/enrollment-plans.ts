import type { Faker } from '@faker-js/faker';
import type { EnrollmentPlanDetail, EnrollmentStatus } from '@shared/schemas/enrollment';
import type { Catalogue } from './catalogue';
import { MOCK_EPOCH, shanghaiIso } from './faker';
import { PROFESSION_FACTS } from './profession-profiles';
import { LEVEL_NAMES, REGIONS } from './vocabulary';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A plan's facts as generated; the places taken now and my application are added per request. */
export type EnrollmentPlan = Omit<EnrollmentPlanDetail, 'placesLeft' | 'myStatus' | 'my' | 'examId'>;

/** Where a plan sits: its profession, level and enrolment window (no faker, so exams.ts can derive the same slots). */
export interface PlanSlot {
  /** Plan id. */
  id: number;
  professionId: number;
  skillLevel: number;
  enrolStart: number;
  enrolEnd: number;
  examDate: number;
  /** 未开始 / 报名中 / 已截止, or 已满: seeded as full while open. */
  status: EnrollmentStatus;
}

/** A small deterministic mix of a slot index and a salt: spreads the dates without a random source. */
const mix = (index: number, salt: number, modulo: number) => (((index + 1) * 2_654_435_761 + salt * 40_503) >>> 0) % modulo;

/** 12 未开始, 30 报名中, 12 已截止 and 6 已满 among the 60 plans, interleaved. */
function statusOf(index: number): EnrollmentStatus {
  const slot = index % 10;
  return slot <= 1 ? 'upcoming' : slot <= 6 ? 'open' : slot <= 8 ? 'closed' : 'full';
}

/**
 * The 60 plans' professions, levels and windows: every profession has one at the level most of its
 * courses are at; every other one has a second at its next course level. Dates relative to
 * MOCK_EPOCH (09:00 Shanghai): a window opens at 09:00 and closes at 17:00, exams at 09:00.
 */
export function planSlots(catalogue: Catalogue): PlanSlot[] {
  const pairs: [number, number][] = [];
  for (const profession of catalogue.professions) {
    const levels = catalogue.courses.filter((course) => course.professionId === profession.id).map((course) => course.skillLevel);
    const counts = [1, 2, 3, 4, 5].map((level) => levels.filter((value) => value === level).length);
    const main = counts.indexOf(Math.max(...counts)) + 1;
    pairs.push([profession.id, main]);
    if (profession.id % 2 === 1) {
      const others = [...new Set(levels)].filter((level) => level !== main).sort((a, b) => a - b);
      const second = others.find((level) => level > main) ?? others[others.length - 1];
      if (second !== undefined) pairs.push([profession.id, second]);
    }
  }
  return pairs.slice(0, 60).map(([professionId, skillLevel], index) => {
    const status = statusOf(index);
    let start: number;
    let end: number;
    if (status === 'upcoming') {
      start = MOCK_EPOCH + (3 + mix(index, 1, 18)) * DAY;
      end = start + (20 + mix(index, 2, 11)) * DAY;
    } else if (status === 'closed') {
      start = MOCK_EPOCH - (60 + mix(index, 1, 30)) * DAY;
      end = MOCK_EPOCH - (3 + mix(index, 2, 28)) * DAY;
    } else {
      start = MOCK_EPOCH - (2 + mix(index, 1, 24)) * DAY;
      end = MOCK_EPOCH + (4 + mix(index, 2, 27)) * DAY;
    }
    const examDate = end + (10 + mix(index, 3, 16)) * DAY;
    return { id: index + 1, professionId, skillLevel, enrolStart: start, enrolEnd: end + 8 * HOUR, examDate, status };
  });
}

const TITLE_KIND = { 1: '职业技能等级认定', 2: '职业资格考试', 3: '技能培训结业考核', 4: '公益性职业技能培训' } as const;

const REQUIREMENTS: readonly (readonly string[])[] = [
  ['年满 16 周岁，具有初中及以上文化程度', '累计从事本职业或相关职业工作 1 年（含）以上，或经本职业初级工正规培训达到规定学时'],
  ['取得本职业五级/初级工证书后，累计从事本职业或相关职业工作 4 年（含）以上', '或累计从事本职业或相关职业工作 6 年（含）以上', '或取得技工学校本专业或相关专业毕业证书'],
  ['取得本职业四级/中级工证书后，累计从事本职业或相关职业工作 5 年（含）以上', '或取得四级证书，并具有高级技工学校、技师学院本专业毕业证书', '或具有大专及以上本专业或相关专业毕业证书，并取得四级证书后从事本职业 2 年（含）以上'],
  ['取得本职业三级/高级工证书后，累计从事本职业或相关职业工作 4 年（含）以上', '或取得三级证书的高级技工学校、技师学院毕业生，累计从事本职业 3 年（含）以上'],
  ['取得本职业二级/技师证书后，累计从事本职业或相关职业工作 4 年（含）以上', '近三年内在本职业岗位上取得过技术革新或带徒传技的业绩'],
];

function materialsOf(level: number, type: number, subsidized: boolean): string[] {
  const materials = ['身份证复印件（正反面）', '近期免冠白底一寸照片 2 张', '学历证明复印件'];
  if (level >= 2) materials.push('工作年限证明（单位盖章）');
  if (level >= 2) materials.push('原等级证书复印件');
  if (type === 2) materials.push('体检合格证明');
  if (subsidized) materials.push('近 6 个月社保缴费证明（申领补贴用）');
  materials.push('报名申请表（在线填写后打印签字）');
  return materials;
}

const ROADS = ['人民路', '建设路', '解放路', '中山路', '科技路', '学府路', '创新大道', '振兴路', '长江路', '黄河路', '文化路', '工业园路'];
const BUILDINGS = ['实训楼', '综合楼', '职业技能鉴定考核中心', '技能实训基地', '教学楼'];
const FEES_YUAN = [180, 260, 380, 520, 680];
const QUOTAS = [30, 40, 50, 60, 80, 100, 120];

/**
 * The 60 enrolment plans. The institution running a plan is one of those whose courses teach the
 * profession (the catalogue's institution/institutionId pairs); official certification mostly
 * requires real-name verification; about a quarter are subsidised (补贴性培训, no fee).
 */
export function generateEnrollmentPlans(faker: Faker, catalogue: Catalogue): EnrollmentPlan[] {
  return planSlots(catalogue).map((slot) => {
    const profession = catalogue.professions[slot.professionId - 1]!;
    const type = PROFESSION_FACTS[profession.name]?.type ?? 1;
    const teaching = catalogue.courses.filter((course) => course.professionId === profession.id);
    // The big general schools (the first eight) run most certification; a specialist only when none teaches it.
    const general = teaching.filter((candidate) => candidate.institutionId <= 8);
    const course = faker.helpers.arrayElement(general.length > 0 ? general : teaching.length > 0 ? teaching : catalogue.courses);
    const levelName = LEVEL_NAMES[slot.skillLevel - 1]!;
    const subsidized = type === 4 || slot.id % 4 === 0;
    const fee = subsidized ? 0 : (FEES_YUAN[slot.skillLevel - 1]! + faker.helpers.arrayElement([0, 20, 40])) * 100;
    const quota = faker.helpers.arrayElement(QUOTAS);
    const enrolledCount =
      slot.status === 'full' ? quota
      : slot.status === 'upcoming' ? 0
      : slot.status === 'closed' ? Math.round(quota * faker.number.float({ min: 0.6, max: 1 }))
      : Math.round(quota * faker.number.float({ min: 0.15, max: 0.8 }));
    const city = faker.helpers.arrayElement(REGIONS);
    const examDay = shanghaiIso(slot.examDate);
    const trainingHours = [40, 60, 80, 100, 120][slot.skillLevel - 1]! + faker.helpers.arrayElement([0, 8, 16]);
    return {
      id: slot.id,
      title: `${examDay.slice(0, 4)}年${Number(examDay.slice(5, 7))}月${profession.name}（${levelName}）${TITLE_KIND[type]}报名`,
      professionId: profession.id,
      professionName: profession.name,
      skillLevel: slot.skillLevel,
      institutionId: course.institutionId,
      institutionName: course.institution,
      enrolStart: shanghaiIso(slot.enrolStart),
      enrolEnd: shanghaiIso(slot.enrolEnd),
      examDate: shanghaiIso(slot.examDate),
      city,
      address: `${city}${faker.helpers.arrayElement(ROADS)}${faker.number.int({ min: 8, max: 388 })}号${faker.helpers.arrayElement(BUILDINGS)}${faker.number.int({ min: 1, max: 6 })}层`,
      quota,
      enrolledCount,
      fee,
      subsidized,
      requiresRealName: type <= 2 && slot.id % 3 !== 1,
      status: slot.status,
      description: `本计划由${course.institution}组织实施，面向${profession.name}${levelName}（${['五', '四', '三', '二', '一'][slot.skillLevel - 1]}级）申报人员，含 ${trainingHours} 学时线上理论课程与线下实操集训。${
        subsidized ? '符合条件的学员可享受职业技能提升补贴，培训与考核费用全免。' : '考核费用按当地物价部门核定标准收取。'
      }考核合格者颁发${levelName}${type === 2 ? '职业资格证书' : type === 1 ? '职业技能等级证书' : '培训合格证书'}，可在全国联网查询。`,
      requirements: [...REQUIREMENTS[slot.skillLevel - 1]!],
      materials: materialsOf(slot.skillLevel, type, subsidized),
      trainingHours,
      contactPhone: `0${faker.helpers.arrayElement(['10', '21', '20', '755', '571', '25', '28', '27', '29', '531'])}-${faker.string.numeric(8)}`,
    } satisfies EnrollmentPlan;
  });
}
