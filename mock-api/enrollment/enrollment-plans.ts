import type { Faker } from '@faker-js/faker';
import type { EnrollmentPlanDetail, EnrollmentStatus } from '@shared/schemas/enrollment';
import type { MaterialKind } from '@shared/schemas/enrollment-application';
import type { Catalogue } from '../catalogue/catalogue';
import { shanghaiIso } from '../core/faker';
import { PROFESSION_FACTS } from '../profession/profession-profiles';
import { DAY, HOUR, ROLLING_ORIGIN, defineClocked, roundAt, roundCache } from '../core/rolling';
import { AREA_CODES, LEVEL_NAMES, REGIONS } from '../catalogue/vocabulary';

/** A plan's facts as generated; the places taken now and my application are added per request. */
export type EnrollmentPlan = Omit<EnrollmentPlanDetail, 'placesLeft' | 'myStatus' | 'my' | 'examId' | 'steps'>;

/**
 * A landline in the plan's city: its area code, then 8 digits not starting with 0 or 1 (those dial
 * out of the city or reach special services). It draws as many values as the seed's former number
 * did, so the plans generated after this one are unchanged.
 */
function localPhone(faker: Faker, city: string): string {
  const areaCode = AREA_CODES[city];
  if (!areaCode) throw new Error(`no area code for ${city}`);
  const first = faker.number.int({ min: 2, max: 8 });
  return `${areaCode}-${first}${faker.string.numeric(8).slice(1)}`;
}

/** Every plan comes round again after this long: a new round (new dates, new title) of the same plan id. */
export const PLAN_PERIOD_DAYS = 56;
/** An official exam sitting stays open this long from 09:00 on the exam day (an online 机考 window). */
export const EXAM_WINDOW_MS = 36 * HOUR;
/** 缴费截止: an approved applicant pays the fee within this long after the enrolment window closes. */
export const PAYMENT_PERIOD_MS = 3 * DAY;

/**
 * Where a plan sits: its profession and level and the shape of its rounds (no faker, so exams.ts
 * derives the same sittings). Every round: shown `leadDays` before enrolment opens (未开始), open
 * `windowDays` from 09:00 to 17:00 on the last day (报名中), closed `gapDays` before the exam day
 * (09:00), and still shown, 已截止, until the next round is shown. Approved applicants pay the fee
 * by 缴费截止, PAYMENT_PERIOD_MS after the window closes (always before the exam day: gapDays ≥ 7).
 */
export interface PlanSlot {
  /** Plan id. */
  id: number;
  professionId: number;
  skillLevel: number;
  /** Exam days fall on this day of the period (counted from ROLLING_ORIGIN): the 60 plans cover all 56, so some sitting opens every day. */
  examPhaseDays: number;
  gapDays: number;
  windowDays: number;
  leadDays: number;
  /** Group bookings: fills up during its window, so some plan is 已满 while others are open. */
  fillsUp: boolean;
}

/** One round of a plan, epoch ms. */
export interface PlanRound {
  round: number;
  enrolStart: number;
  enrolEnd: number;
  examDate: number;
}

/** A small deterministic mix of a slot index and a salt: spreads the dates without a random source. */
const mix = (index: number, salt: number, modulo: number) => (((index + 1) * 2_654_435_761 + salt * 40_503) >>> 0) % modulo;

/** The round of a plan shown at `now`, or round `round` when given. */
export function planRoundAt(slot: PlanSlot, now: number, round?: number): PlanRound {
  const firstStart = ROLLING_ORIGIN + (slot.examPhaseDays - slot.gapDays - slot.windowDays) * DAY;
  const k = round ?? roundAt(now, firstStart, PLAN_PERIOD_DAYS * DAY, slot.leadDays * DAY);
  const enrolStart = firstStart + k * PLAN_PERIOD_DAYS * DAY;
  const examDate = enrolStart + (slot.windowDays + slot.gapDays) * DAY;
  return { round: k, enrolStart, enrolEnd: examDate - slot.gapDays * DAY + 8 * HOUR, examDate };
}

/** 缴费截止 of a round: after it an approved application still unpaid has given its place up. */
export const paymentDeadlineOf = (round: PlanRound): number => round.enrolEnd + PAYMENT_PERIOD_MS;

/** 未开始 before enrolment opens, 报名中 up to the displayed deadline to the second, then 已截止. */
export function windowStatusAt(round: PlanRound, now: number): 'upcoming' | 'open' | 'closed' {
  return now < round.enrolStart ? 'upcoming' : now <= round.enrolEnd ? 'open' : 'closed';
}

/**
 * The 60 plans' professions, levels and rounds: every profession has one at the level most of its
 * courses are at; every other one has a second at its next course level.
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
  // 23 is prime to 56: the first 56 plans take every day of the period once.
  return pairs.slice(0, 60).map(([professionId, skillLevel], index) => ({
    id: index + 1,
    professionId,
    skillLevel,
    examPhaseDays: (index * 23) % PLAN_PERIOD_DAYS,
    gapDays: 7 + mix(index, 3, 8),
    windowDays: 14 + mix(index, 2, 15),
    leadDays: 2 + mix(index, 1, 8),
    fillsUp: index % 5 === 4,
  }));
}

const TITLE_KIND = { 1: '职业技能等级认定', 2: '职业资格考试', 3: '技能培训结业考核', 4: '公益性职业技能培训' } as const;

const REQUIREMENTS: readonly (readonly string[])[] = [
  ['年满 16 周岁，具有初中及以上文化程度', '累计从事本职业或相关职业工作 1 年（含）以上，或经本职业初级工正规培训达到规定学时'],
  [
    '取得本职业五级/初级工证书后，累计从事本职业或相关职业工作 4 年（含）以上',
    '或累计从事本职业或相关职业工作 6 年（含）以上',
    '或取得技工学校本专业或相关专业毕业证书',
  ],
  [
    '取得本职业四级/中级工证书后，累计从事本职业或相关职业工作 5 年（含）以上',
    '或取得四级证书，并具有高级技工学校、技师学院本专业毕业证书',
    '或具有大专及以上本专业或相关专业毕业证书，并取得四级证书后从事本职业 2 年（含）以上',
  ],
  [
    '取得本职业三级/高级工证书后，累计从事本职业或相关职业工作 4 年（含）以上',
    '或取得三级证书的高级技工学校、技师学院毕业生，累计从事本职业 3 年（含）以上',
  ],
  ['取得本职业二级/技师证书后，累计从事本职业或相关职业工作 4 年（含）以上', '近三年内在本职业岗位上取得过技术革新或带徒传技的业绩'],
];

/**
 * The materials a plan asks for, by kind (labels and file rules: MATERIAL_RULES). The form itself is
 * filled in online, so no printed application form; which of these an applicant must send follows
 * from what they state (requiredMaterials: the certificate only with one held…).
 */
function materialsOf(level: number, type: number, subsidized: boolean): MaterialKind[] {
  const materials: MaterialKind[] = ['id-card', 'photo', 'schooling'];
  if (level >= 2) materials.push('work-proof', 'certificate');
  if (type === 2) materials.push('health');
  if (subsidized) materials.push('social-security');
  return materials;
}

const ROADS = ['人民路', '建设路', '解放路', '中山路', '科技路', '学府路', '创新大道', '振兴路', '长江路', '黄河路', '文化路', '工业园路'];
const BUILDINGS = ['实训楼', '综合楼', '职业技能鉴定考核中心', '技能实训基地', '教学楼'];
const FEES_YUAN = [180, 260, 380, 520, 680];
const QUOTAS = [30, 40, 50, 60, 80, 100, 120];

/** Who has enrolled (before this mock's own applications) at `now`: none before the window, growing through it, final after. */
function seededEnrolled(quota: number, fill: number, round: PlanRound, now: number): number {
  if (now < round.enrolStart) return 0;
  const progress = Math.min(1, (now - round.enrolStart) / (round.enrolEnd - round.enrolStart));
  return Math.min(quota, Math.round(quota * fill * (0.15 + 0.85 * progress)));
}

/**
 * The 60 enrolment plans. The institution running a plan is one of those whose courses teach the
 * profession (the catalogue's institution/institutionId pairs); official certification mostly
 * requires real-name verification; about a quarter are subsidised (补贴性培训, no fee). The facts
 * are fixed; the round's dates, its title (the exam's month), the window's status and the seeded
 * places taken are read from `now` whenever they are read.
 */
export function generateEnrollmentPlans(faker: Faker, catalogue: Catalogue, now: () => number = Date.now): EnrollmentPlan[] {
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
    // The share of the quota taken by the deadline; a group booking asks for more than there is.
    const fill = slot.fillsUp ? 5 : faker.number.float({ min: 0.6, max: 1 });
    const city = faker.helpers.arrayElement(REGIONS);
    const trainingHours = [40, 60, 80, 100, 120][slot.skillLevel - 1]! + faker.helpers.arrayElement([0, 8, 16]);
    const current = () => planRoundAt(slot, now());
    const isoOf = roundCache((round) => {
      const dates = planRoundAt(slot, 0, round);
      const examDay = shanghaiIso(dates.examDate);
      return {
        enrolStart: shanghaiIso(dates.enrolStart),
        enrolEnd: shanghaiIso(dates.enrolEnd),
        payEnd: shanghaiIso(paymentDeadlineOf(dates)),
        examDate: examDay,
        title: `${examDay.slice(0, 4)}年${Number(examDay.slice(5, 7))}月${profession.name}（${levelName}）${TITLE_KIND[type]}报名`,
      };
    });
    const plan = {
      id: slot.id,
      title: '',
      professionId: profession.id,
      professionName: profession.name,
      skillLevel: slot.skillLevel,
      institutionId: course.institutionId,
      institutionName: course.institution,
      enrolStart: '',
      enrolEnd: '',
      payEnd: '',
      examDate: '',
      city,
      address: `${city}${faker.helpers.arrayElement(ROADS)}${faker.number.int({ min: 8, max: 388 })}号${faker.helpers.arrayElement(BUILDINGS)}${faker.number.int({ min: 1, max: 6 })}层`,
      quota,
      enrolledCount: 0,
      fee,
      subsidized,
      requiresRealName: type <= 2 && slot.id % 3 !== 1,
      status: 'upcoming' as EnrollmentStatus,
      description: `本计划由${course.institution}组织实施，面向${profession.name}${levelName}（${['五', '四', '三', '二', '一'][slot.skillLevel - 1]}级）申报人员，含 ${trainingHours} 学时线上理论课程与线下实操集训。${
        subsidized ? '符合条件的学员可享受职业技能提升补贴，培训与考核费用全免。' : '考核费用按当地物价部门核定标准收取。'
      }考核合格者颁发${levelName}${type === 2 ? '职业资格证书' : type === 1 ? '职业技能等级证书' : '培训合格证书'}，可在全国联网查询。`,
      requirements: [...REQUIREMENTS[slot.skillLevel - 1]!],
      materials: materialsOf(slot.skillLevel, type, subsidized),
      trainingHours,
      contactPhone: localPhone(faker, city),
    } satisfies EnrollmentPlan;
    return defineClocked(plan, {
      title: () => isoOf(current().round).title,
      enrolStart: () => isoOf(current().round).enrolStart,
      enrolEnd: () => isoOf(current().round).enrolEnd,
      payEnd: () => isoOf(current().round).payEnd,
      examDate: () => isoOf(current().round).examDate,
      enrolledCount: () => seededEnrolled(quota, fill, current(), now()),
      // The window's status; within it a plan the seeded applicants filled is 已满 (the route adds this mock's applications).
      status: () => {
        const at = now();
        const round = current();
        const window = windowStatusAt(round, at);
        return window === 'open' && seededEnrolled(quota, fill, round, at) >= quota ? 'full' : window;
      },
    });
  });
}
