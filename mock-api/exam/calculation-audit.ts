import { QuestionKind } from '@shared/enums/exam';
import type { BankQuestion } from './bank-builder';

/**
 * The question desk's second opinion on a 计算题: it reads the numbers printed in the stem, works the
 * result out again with its own formula (written apart from calculations.ts, on purpose) and says
 * whether the key agrees. The bank test runs it over every bank; 纠错 of 答案有误 on a calculation
 * is settled by it.
 */

/** One kind of calculation: its printed sentence (`X` is where the result goes) and its own formula. */
interface Recipe {
  pattern: string;
  derive: (n: readonly number[], words: readonly string[]) => number;
  /** Decimals the stem asks for (取整数 → 0, 保留一位小数 → 1); exact otherwise. */
  decimals?: number;
}

const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
const WORD = '([0-9A-F]+)';

const RECIPES: readonly Recipe[] = [
  { pattern: `某电阻元件的阻值为#Ω，通过的电流为#A，则其两端电压为XV。`, derive: ([r, i]) => i! * r! },
  { pattern: `一台电热器接在220V电源上，工作电流为#A，其功率为XW。`, derive: ([i]) => i! * 220 },
  { pattern: `两只阻值均为#Ω的电阻并联，其等效电阻为XΩ。`, derive: ([r]) => 1 / (1 / r! + 1 / r!) },
  { pattern: `一台#W的用电设备连续工作#小时，消耗电能XkW·h。`, derive: ([w, h]) => (w! / 1000) * h! },
  {
    pattern: `某轴的公称尺寸为φ#mm，上极限偏差为#mm，下极限偏差为#mm，则其尺寸公差为Xmm。`,
    // In micrometres, so the subtraction is exact.
    derive: ([, upper, lower]) => (Math.round(upper! * 1000) - Math.round(lower! * 1000)) / 1000,
  },
  {
    pattern: `某孔的公称尺寸为φ#mm，上极限偏差为\\+#mm，则其上极限尺寸为Xmm。`,
    derive: ([size, upper]) => (Math.round(size! * 1000) + Math.round(upper! * 1000)) / 1000,
  },
  {
    pattern: `车削直径为#mm的工件，主轴转速为#r/min，切削速度约为Xm/min（取整数）。`,
    derive: ([d, n]) => (d! / 1000) * n! * Math.PI,
    decimals: 0,
  },
  {
    pattern: `某成年人身高#m、体重#kg，其体重指数（BMI）约为X（保留一位小数）。`,
    derive: ([height, weight]) => weight! / height! ** 2,
    decimals: 1,
  },
  { pattern: `按“220－年龄”估算，一位#岁老年人的最大心率约为X次/分。`, derive: ([age]) => -age! + 220 },
  { pattern: `某配方奶粉说明为每#mL水加1平勺奶粉，冲调#mL奶液应加奶粉X平勺。`, derive: ([per, total]) => total! / per! },
  {
    pattern: `用有效氯含量为5%的84消毒液配制有效氯含量为#mg/L的消毒液#L，需要原液XmL。`,
    // Chlorine needed (mg) over the stock's strength (50 000 mg/L), in mL.
    derive: ([strength, litres]) => ((strength! * litres!) / 50_000) * 1000,
  },
  { pattern: `某原料毛料重#kg，净料率为#%，可得净料Xkg。`, derive: ([gross, rate]) => gross! * (rate! / 100) },
  { pattern: `某原料毛料单价为#元/kg，净料率为#%，其净料单价为X元/kg。`, derive: ([price, rate]) => (price! * 100) / rate! },
  { pattern: `某菜肴售价#元，成本#元，其销售毛利率为X%。`, derive: ([sale, cost]) => 100 - (cost! / sale!) * 100 },
  { pattern: `某服务项目原价#元，会员享受#折优惠，应收X元。`, derive: ([price, discount]) => price! - price! * (1 - discount! / 10) },
  { pattern: `按1:50的茶水比冲泡，用水#mL，需投茶X克。`, derive: ([water]) => water! * 0.02 },
  { pattern: `二进制数@转换为十进制数是X。`, derive: (_, [word]) => parseBase(word!, 2) },
  { pattern: `十六进制数@转换为十进制数是X。`, derive: (_, [word]) => parseBase(word!, 16) },
  { pattern: `前缀长度为/#的IPv4子网，可分配的主机地址数为X个。`, derive: ([prefix]) => Math.pow(2, 32 - prefix!) - 2 },
  { pattern: `#GB的存储容量等于XMB。`, derive: ([gb]) => gb! * 2 ** 10 },
  { pattern: `某网店一天的访客数为#，成交买家数为#，其转化率为X%。`, derive: ([visitors, buyers]) => (buyers! * 100) / visitors! },
  { pattern: `某店铺当日销售额为#元，成交买家#人，客单价为X元。`, derive: ([sales, buyers]) => sales! / buyers! },
  {
    pattern: `某员工月工资#元，日工资按月工资÷21.75计算，法定休假日安排其工作1天，至少应支付加班工资X元。`,
    derive: ([monthly]) => (monthly! * 3) / 21.75,
  },
  {
    pattern: `某企业年初员工#人，年末#人，全年离职#人，按“离职人数÷平均人数×100%”计算，员工离职率为X%。`,
    derive: ([start, end, left]) => (left! * 100) / ((start! + end!) / 2),
  },
  { pattern: `某作业活动经评估，L=#、E=#、C=#，按LEC法其危险性分值D为X。`, derive: ([l, e, c]) => l! * e! * c! },
  { pattern: `一架无人机以#m/s的速度匀速飞行#分钟，飞行距离为Xm。`, derive: ([speed, minutes]) => speed! * (minutes! * 60) },
  { pattern: `在比例为1:#的图纸上量得某构件长#cm，其实际长度为Xm。`, derive: ([scale, length]) => (length! / 100) * scale! },
  { pattern: `某班组生产零件#件，经检验合格#件，合格率为X%。`, derive: ([total, passed]) => (passed! / total!) * 100 },
];

/** A positional number in base 2 or 16, digit by digit (not parseInt: the generator uses toString). */
function parseBase(word: string, base: number): number {
  let value = 0;
  for (const digit of word) value = value * base + '0123456789ABCDEF'.indexOf(digit);
  return value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]]/g, '\\$&');
const SLOT = '(?<x>（　）|______|-?\\d+(?:\\.\\d+)?)';

const COMPILED = RECIPES.map((recipe) => {
  const source = recipe.pattern
    .split(/(#|@|X|\\\+)/)
    .map((part) => (part === '#' ? NUMBER : part === '@' ? WORD : part === 'X' ? SLOT : part === '\\+' ? '\\+' : escapeRegExp(part)))
    .join('');
  return { recipe, regex: new RegExp(`^${source}$`) };
});

/** Whether a printed result is the derived one, to the decimals the stem asks for (exact otherwise). */
function agrees(printed: string, derived: number, decimals: number | undefined): boolean {
  const value = Number(printed);
  if (!/^-?\d+(\.\d+)?$/.test(printed) || !Number.isFinite(value)) return false;
  if (decimals !== undefined) {
    const scale = 10 ** decimals;
    return Math.round(value * scale) === Math.round(derived * scale) && (printed.split('.')[1]?.length ?? 0) <= decimals;
  }
  return Math.abs(value - derived) <= Math.abs(derived) * 1e-9;
}

export type CalculationAudit =
  | { verdict: 'unknown' }
  | { verdict: 'right'; derived: number }
  /** `key`: what the key should be — the single's option index, the judge's truth, or the blank's text. */
  | { verdict: 'wrong'; derived: number; key: number | boolean | string; why: string };

/** Works a calculation question out again from its printed stem and compares the key. */
export function auditCalculation(question: BankQuestion): CalculationAudit {
  for (const { recipe, regex } of COMPILED) {
    const match = regex.exec(question.stem);
    if (!match) continue;
    const groups = match.slice(1, -1).filter((group) => group !== undefined);
    const numbers = groups.map(Number);
    const derived = recipe.derive(numbers, groups);
    const fits = (printed: string) => agrees(printed, derived, recipe.decimals);
    const shown = recipe.decimals === undefined ? String(Math.round(derived * 1e6) / 1e6) : derived.toFixed(recipe.decimals);
    switch (question.kind) {
      case QuestionKind.SINGLE: {
        const right = question.options.flatMap((option, index) => (fits(option) ? [index] : []));
        if (right.length === 1 && question.rightOptions.length === 1 && question.rightOptions[0] === right[0])
          return { verdict: 'right', derived };
        return {
          verdict: 'wrong',
          derived,
          key: right[0] ?? -1,
          why: right.length === 1 ? `正确结果为${shown}，对应另一选项` : `选项中${right.length ? '不止一个' : '没有'}正确结果${shown}`,
        };
      }
      case QuestionKind.JUDGE: {
        const truth = fits(match.groups!.x!);
        return truth === question.rightJudge
          ? { verdict: 'right', derived }
          : { verdict: 'wrong', derived, key: truth, why: `按题干数据计算结果为${shown}，本题说法${truth ? '正确' : '错误'}` };
      }
      case QuestionKind.FILL:
        return question.blanks[0]?.some(fits)
          ? { verdict: 'right', derived }
          : { verdict: 'wrong', derived, key: shown, why: `按题干数据计算结果为${shown}` };
      default:
        return { verdict: 'unknown' };
    }
  }
  return { verdict: 'unknown' };
}
