/**
 * 报考资格自测: which skill levels a learner may apply for now, and when and why they will qualify
 * for the others. The general applicant conditions (申报条件) of the national occupational skill
 * standards (国家职业技能标准, 2018 template onwards), one rule set for the self-check page, the
 * enrolment form and the API's refusal, so all three say the same thing.
 *
 * Levels are the spec's skill levels: 1 初级工/五级 … 5 高级技师/一级. Years are whole years.
 */
import { SkillLevel, type SkillLevelValue } from '../enums/learning';

/**
 * Schooling in this occupation's or a related major, as the conditions name it. Students in their
 * final year count as graduates (含尚未取得毕业证书的在校应届毕业生).
 */
export const Schooling = {
  /** No relevant schooling that the conditions count. */
  NONE: 'none',
  /** 技工学校, or a secondary-or-higher vocational school training to the intermediate level. */
  VOCATIONAL_SECONDARY: 'vocational-secondary',
  /** 高级技工学校 / 技师学院, or a higher vocational college training to the senior level. */
  VOCATIONAL_HIGHER: 'vocational-higher',
  /** 技师学院 preparatory-technician (预备技师) class. */
  PREPARATORY_TECHNICIAN: 'preparatory-technician',
  /** 大专 or above, in this occupation's or a related major. */
  COLLEGE: 'college',
} as const;
export type SchoolingValue = (typeof Schooling)[keyof typeof Schooling];
/** Every schooling value, for a schema's enum. */
export const SCHOOLING_VALUES = [
  Schooling.NONE,
  Schooling.VOCATIONAL_SECONDARY,
  Schooling.VOCATIONAL_HIGHER,
  Schooling.PREPARATORY_TECHNICIAN,
  Schooling.COLLEGE,
] as const satisfies readonly SchoolingValue[];

export const SCHOOLING_LABELS: Readonly<Record<SchoolingValue, string>> = {
  none: '无相关专业学历',
  'vocational-secondary': '技工学校或中等职业学校（本专业或相关专业）',
  'vocational-higher': '高级技工学校、技师学院或高等职业学校（本专业或相关专业）',
  'preparatory-technician': '技师学院预备技师班',
  college: '大专及以上（本专业或相关专业）',
};

export interface EligibilityInput {
  /** 累计从事本职业或相关职业工作年限. */
  yearsWorked: number;
  /** 本职业或相关职业学徒期满. */
  apprenticeshipCompleted?: boolean;
  /** The highest skill-level (or vocational-qualification) certificate held in this or a related occupation. */
  held?: { level: SkillLevelValue; year: number };
  schooling: SchoolingValue;
  /** The current year, from the clock. */
  year: number;
}

/** One way to meet a level's conditions, as the standard words it. */
interface Route {
  /** The condition, in Chinese, as the self-check shows it. */
  condition: string;
  /** The certificate level it needs held (at least), if any. */
  needsLevel?: SkillLevelValue;
  /** The schooling it needs, if any. */
  needsSchooling?: readonly SchoolingValue[];
  /** Years worked it needs: in total, or since the certificate it names. */
  years?: { count: number; since: 'start' | 'certificate' };
  /** Met by a completed apprenticeship alone. */
  apprenticeship?: true;
}

const VOCATIONAL_HIGHER_OR_PREPARATORY: readonly SchoolingValue[] = [Schooling.VOCATIONAL_HIGHER, Schooling.PREPARATORY_TECHNICIAN];

/** The general conditions per level (申报条件), in the standards' order. */
export const LEVEL_ROUTES: Readonly<Record<SkillLevelValue, readonly Route[]>> = {
  1: [
    { condition: '累计从事本职业或相关职业工作满 1 年', years: { count: 1, since: 'start' } },
    { condition: '本职业或相关职业学徒期满', apprenticeship: true },
  ],
  2: [
    { condition: '取得初级工/五级证书后，累计从事本职业或相关职业工作满 4 年', needsLevel: 1, years: { count: 4, since: 'certificate' } },
    { condition: '累计从事本职业或相关职业工作满 6 年', years: { count: 6, since: 'start' } },
    {
      condition: '技工学校或中等及以上职业学校本专业或相关专业毕业（含应届毕业生）',
      needsSchooling: [Schooling.VOCATIONAL_SECONDARY, Schooling.VOCATIONAL_HIGHER, Schooling.PREPARATORY_TECHNICIAN],
    },
  ],
  3: [
    { condition: '取得中级工/四级证书后，累计从事本职业或相关职业工作满 5 年', needsLevel: 2, years: { count: 5, since: 'certificate' } },
    {
      condition: '取得中级工/四级证书，并为高级技工学校、技师学院或高等职业学校本专业或相关专业毕业（含应届毕业生）',
      needsLevel: 2,
      needsSchooling: VOCATIONAL_HIGHER_OR_PREPARATORY,
    },
    {
      condition: '大专及以上本专业或相关专业毕业，取得中级工/四级证书后，累计从事本职业或相关职业工作满 2 年',
      needsLevel: 2,
      needsSchooling: [Schooling.COLLEGE],
      years: { count: 2, since: 'certificate' },
    },
  ],
  4: [
    { condition: '取得高级工/三级证书后，累计从事本职业或相关职业工作满 4 年', needsLevel: 3, years: { count: 4, since: 'certificate' } },
    {
      condition: '高级技工学校、技师学院毕业，取得高级工/三级证书后，累计从事本职业或相关职业工作满 3 年',
      needsLevel: 3,
      needsSchooling: VOCATIONAL_HIGHER_OR_PREPARATORY,
      years: { count: 3, since: 'certificate' },
    },
    {
      condition: '技师学院预备技师班毕业，取得高级工/三级证书后，累计从事本职业或相关职业工作满 2 年',
      needsLevel: 3,
      needsSchooling: [Schooling.PREPARATORY_TECHNICIAN],
      years: { count: 2, since: 'certificate' },
    },
  ],
  5: [{ condition: '取得技师/二级证书后，累计从事本职业或相关职业工作满 4 年', needsLevel: 4, years: { count: 4, since: 'certificate' } }],
};

export type LevelVerdict =
  | { level: SkillLevelValue; status: 'eligible'; route: string }
  /** At or below the certificate already held: nothing to apply for. */
  | { level: SkillLevelValue; status: 'held' }
  /**
   * Not yet. `missing` is every route with what it lacks (the API's refusal); `shortfall` what the
   * nearest route lacks, for one line (还差：…); `from` the first year a route is met by working on
   * (no route needs only time: absent).
   */
  | { level: SkillLevelValue; status: 'not-yet'; missing: string[]; shortfall: string[]; from?: { year: number; route: string } };

/**
 * Years worked since the certificate: at most the years since it was issued, and at most the years
 * worked in all. (Counted from the highest certificate held: a lower one is at least as old.)
 */
export function yearsSinceCertificate(input: EligibilityInput): number {
  if (!input.held) return 0;
  return Math.max(0, Math.min(input.yearsWorked, input.year - input.held.year));
}

const levelName = (level: SkillLevelValue) => SkillLevel.label(level);

/** What a route still lacks besides time, in Chinese; empty when only years (or nothing) stand between. */
function missingBesidesTime(route: Route, input: EligibilityInput): string[] {
  const missing: string[] = [];
  if (route.apprenticeship && !input.apprenticeshipCompleted) missing.push('本职业或相关职业学徒期满');
  if (route.needsLevel && (input.held?.level ?? 0) < route.needsLevel) missing.push(`取得${levelName(route.needsLevel)}证书`);
  if (route.needsSchooling && !route.needsSchooling.includes(input.schooling))
    missing.push(route.needsSchooling.map((schooling) => SCHOOLING_LABELS[schooling]).join('或') + '学历');
  return missing;
}

/** Years still to work for a route (0 when met), assuming the learner keeps working in the occupation. */
function yearsToGo(route: Route, input: EligibilityInput): number {
  if (!route.years) return 0;
  // Years since a certificate not yet held have not started: all of them are still to go.
  const certificateHeld = (input.held?.level ?? 0) >= (route.needsLevel ?? 0);
  const done = route.years.since === 'start' ? input.yearsWorked : certificateHeld ? yearsSinceCertificate(input) : 0;
  return Math.max(0, route.years.count - done);
}

/** The verdict for one level. */
export function levelVerdict(level: SkillLevelValue, input: EligibilityInput): LevelVerdict {
  if (input.held && input.held.level >= level) return { level, status: 'held' };
  const routes = LEVEL_ROUTES[level];
  const met = routes.find((route) => missingBesidesTime(route, input).length === 0 && yearsToGo(route, input) === 0);
  if (met) return { level, status: 'eligible', route: met.condition };
  // The soonest route that only time stands in the way of; a route needing a certificate or
  // schooling the learner lacks is named in `missing` instead.
  const byTime = routes
    .filter((route) => route.years && missingBesidesTime(route, input).length === 0)
    .map((route) => ({ year: input.year + yearsToGo(route, input), route: route.condition }))
    .sort((a, b) => a.year - b.year)[0];
  const gaps = routes.map((route) => {
    const lacks = missingBesidesTime(route, input);
    const years = yearsToGo(route, input);
    if (years > 0) lacks.push(route.years!.since === 'start' ? `再工作 ${years} 年` : `取得证书后再工作 ${years} 年`);
    return { route: route.condition, lacks };
  });
  const missing = gaps.map((gap) => `${gap.route}：尚需${gap.lacks.join('，')}`);
  // The nearest route: the soonest that only time stands in the way of, else the one lacking fewest
  // things (the standards' order breaks a tie).
  const nearest = byTime
    ? gaps.find((gap) => gap.route === byTime.route)!
    : gaps.reduce((best, gap) => (gap.lacks.length < best.lacks.length ? gap : best));
  return { level, status: 'not-yet', missing, shortfall: nearest.lacks, ...(byTime ? { from: byTime } : {}) };
}

/** Every level's verdict, 初级工 first. */
export const eligibility = (input: EligibilityInput): LevelVerdict[] => SkillLevel.values.map((level) => levelVerdict(level, input));

/**
 * The refusal the enrolment API gives when an application's level is not open to the applicant
 * (today's 「申报等级与工作年限不符」, now saying which condition is missing), or true.
 */
export function checkApplicationLevel(level: SkillLevelValue, input: EligibilityInput): true | string {
  const verdict = levelVerdict(level, input);
  if (verdict.status === 'eligible') return true;
  if (verdict.status === 'held') return `你已持有${levelName(input.held!.level)}证书，无需再报考${levelName(level)}`;
  const soonest = verdict.from ? `；按现在的情况，${verdict.from.year} 年起可报考` : '';
  return `暂不符合${levelName(level)}的申报条件：需满足以下任一条件——${verdict.missing.join('；')}${soonest}`;
}
