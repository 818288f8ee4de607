import { QuestionKind, type QuestionKindValue } from '@shared/enums/exam';
import { LEVEL_NAMES, PROFESSIONS } from '../catalogue/vocabulary';
import {
  OFFICIAL_ROTATIONS,
  OFFICIAL_SHARE,
  officialPlace,
  placeOf,
  practicePlace,
  tagItem,
  tagList,
  type BankPart,
  type Place,
  type Rotation,
} from './bank-parts';
import { EMPTY_POOL, explanationOf, h, mergePools, truthOf, type ChoiceFact, type FactPool, type StatementFact } from './bank-facts';
import { calculationsFor, type Calculation } from './calculations';
import { ADVANCED_FACTS, COMMON_FACTS } from './common-facts';
import { PROFESSION_FACTS } from './profession-facts';
import { sample, seededRandom, seedOf, shuffled, type Random } from '../core/seeded-random';
import { INDUSTRY_FACTS } from './trade-facts-industry';
import { majorityPoint, pointOf, tagByTopic, tagPoint, type KnowledgePointId } from './knowledge-points';
import { SERVICE_FACTS } from './trade-facts-service';

/** A question as the bank holds it: options in the bank's order; the attempt reshuffles them. */
export interface BankQuestion {
  id: number;
  kind: QuestionKindValue;
  stem: string;
  /** 单选 / 多选 only. */
  options: readonly string[];
  /** 单选 / 多选: indices into `options`. */
  rightOptions: readonly number[];
  /** 判断 only. */
  rightJudge: boolean | null;
  /** 填空: the accepted spellings, per blank. */
  blanks: readonly (readonly string[])[];
  /** 简答: the reference answer (its marking points, numbered). */
  reference: string;
  explanation: string;
  /** Questions of one family test the same point: a paper holds one of each (calculations: two). */
  family: string;
  /** Which part of the bank it is in (bank-parts.ts): official papers draw from one, everything else from the other. */
  part: BankPart;
  /** The official set (bank-parts.ts): sitting k draws from set k mod 2; null in the practice part. */
  rotation: Rotation | null;
  /** The 鉴定要素 it tests (knowledge-points.ts): its source fact's, a compound's most common one. */
  point: KnowledgePointId;
}

/** How many of each kind a bank holds (short answers: all its pool offers, about ten). The mix a paper draws is paper.ts's. */
export const BANK_TARGETS: Readonly<Record<'single' | 'multiple' | 'judge' | 'fill', number>> = {
  single: 300,
  multiple: 120,
  judge: 120,
  fill: 42,
};

export const BLANK = '______';
const GAP = '（　）';
const ALL_TRADE_FACTS: Record<string, FactPool> = { ...INDUSTRY_FACTS, ...SERVICE_FACTS };

const sentence = (fact: StatementFact, filler: string) => fact.text.replace('{x}', filler);

/** Tags a fact pool's lists with their parts (once per list; bank-parts.ts). */
function tagPool(pool: FactPool): FactPool {
  tagList(pool.statements);
  tagList(pool.choices);
  tagList(pool.shorts, 'few');
  return pool;
}

/** The facts one profession's paper at one level is made of. */
export function poolFor(professionId: number, level: number): { pool: FactPool; calculations: readonly Calculation[]; name: string } {
  const profession = PROFESSIONS[professionId - 1];
  if (!profession) throw new RangeError(`no profession ${professionId}`);
  const own = PROFESSION_FACTS[profession.name];
  // Every profession gets two 简答 of its own: its 职业守则 and its pre-work safety check.
  const ownShorts = [
    h('职业守则', `简述${profession.name}在日常工作中应遵守的职业守则。`, [
      '遵纪守法，爱岗敬业。',
      '诚实守信，办事公道，热情服务。',
      '严格执行工作程序、工作规范和安全操作规程。',
      '钻研业务，精益求精，不断提高技能水平。',
      '团结协作，保守秘密，维护企业和服务对象的合法权益。',
    ]),
    h('安全生产', `结合${profession.name}岗位实际，简述作业前应做好的安全准备工作。`, [
      '按规定穿戴好劳动防护用品。',
      '检查设备、工具和材料是否完好，安全防护装置是否有效。',
      '识别作业环境中的危险因素，清理现场，保持通道畅通。',
      '熟悉本岗位的操作规程和应急处置措施，确认消防器材位置。',
      '确认作业许可或交接班手续齐全后方可开始作业。',
    ]),
  ];
  // The two own 简答 are written afresh per call: the first practice, the second official (set 1:
  // the shared lists' first official 简答 are set 0, so the two sets get their share).
  tagItem(ownShorts[0]!, practicePlace());
  tagItem(ownShorts[1]!, officialPlace(1));
  if (own) tagPool({ statements: own.statements, choices: [], shorts: own.shorts ?? [] });
  // Knowledge points: the common chapters by topic (the own 简答 too: 职业守则, 安全生产), the trade's
  // material 专业基础知识, the profession's own 专业技能要点.
  for (const pool of [COMMON_FACTS, ADVANCED_FACTS]) for (const list of [pool.statements, pool.choices, pool.shorts]) tagByTopic(list);
  tagByTopic(ownShorts);
  const trade = ALL_TRADE_FACTS[profession.category] ?? EMPTY_POOL;
  for (const list of [trade.statements, trade.choices, trade.shorts]) tagPoint(list, 5);
  if (own) tagPoint([...own.statements, ...(own.shorts ?? [])], 6);
  const pool = mergePools(
    tagPool(COMMON_FACTS),
    tagPool(ALL_TRADE_FACTS[profession.category] ?? EMPTY_POOL),
    { statements: own?.statements ?? [], choices: [], shorts: [...(own?.shorts ?? []), ...ownShorts] },
    level >= 4 ? tagPool(ADVANCED_FACTS) : EMPTY_POOL,
  );
  const calculations = calculationsFor(profession.category);
  // The trade's own formulas alternate; the 合格率 every trade shares (last) is practice everywhere.
  tagItem(calculations[calculations.length - 1]!, practicePlace());
  tagList(calculations.slice(0, -1), 'few');
  // The 合格率 is 质量管理; the trade's formulas its 专业基础知识.
  tagPoint([calculations[calculations.length - 1]!], 4);
  tagPoint(calculations.slice(0, -1), 5);
  return { pool, calculations, name: `${profession.name}（${LEVEL_NAMES[level - 1]}）` };
}

type Draft = Omit<BankQuestion, 'id'>;
const draft = (
  kind: QuestionKindValue,
  stem: string,
  explanation: string,
  family: string,
  place: Place,
  point: KnowledgePointId,
  rest: Partial<Draft> = {},
): Draft => ({
  kind,
  stem,
  explanation,
  family,
  part: place.part,
  rotation: place.rotation,
  point,
  options: [],
  rightOptions: [],
  rightJudge: null,
  blanks: [],
  reference: '',
  ...rest,
});

function singleOf(random: Random, fact: StatementFact, family: string, place: Place): Draft {
  const options = shuffled(random, [fact.answers[0]!, ...sample(random, fact.wrong, 3)]);
  return draft(QuestionKind.SINGLE, sentence(fact, GAP), explanationOf(fact), family, place, pointOf(fact), {
    options,
    rightOptions: [options.indexOf(fact.answers[0]!)],
  });
}

function judgeOf(fact: StatementFact, wrong: string | null, family: string, place: Place): Draft {
  if (wrong === null)
    return draft(
      QuestionKind.JUDGE,
      sentence(fact, fact.answers[0]!),
      `本题说法正确。${explanationOf(fact)}`,
      family,
      place,
      pointOf(fact),
      {
        rightJudge: true,
      },
    );
  return draft(
    QuestionKind.JUDGE,
    sentence(fact, wrong),
    `本题说法错误。正确的说法是：${truthOf(fact)}。${fact.explain}`,
    family,
    place,
    pointOf(fact),
    { rightJudge: false },
  );
}

function fillOf(fact: StatementFact, family: string, place: Place): Draft {
  return draft(QuestionKind.FILL, sentence(fact, BLANK), explanationOf(fact), family, place, pointOf(fact), { blanks: [fact.answers] });
}

/** 下列说法中正确（或错误）的是: one odd statement among three of the other kind. */
function compoundSingle(random: Random, facts: readonly StatementFact[], seekTrue: boolean, family: string, place: Place): Draft {
  const [key, ...others] = sample(random, facts, 4) as [StatementFact, ...StatementFact[]];
  const statement = (fact: StatementFact, truth: boolean) =>
    sentence(fact, truth ? fact.answers[0]! : fact.wrong[Math.floor(random() * fact.wrong.length)]!);
  const odd = statement(key, seekTrue);
  const options = shuffled(random, [odd, ...others.map((fact) => statement(fact, !seekTrue))]);
  const topic = facts.every((fact) => fact.topic === key.topic) ? `关于“${key.topic}”的` : '';
  const stem = `下列${topic}说法中，${seekTrue ? '正确' : '错误'}的是${GAP}。`;
  const explanation = seekTrue
    ? `${explanationOf(key)}其余选项的说法均有错误。`
    : `该选项说法错误，正确的说法是：${truthOf(key)}。其余选项的说法均正确。`;
  return draft(QuestionKind.SINGLE, stem, explanation, family, place, pointOf(key), { options, rightOptions: [options.indexOf(odd)] });
}

/** A 多选 from a choice fact: two to four right options and the rest wrong, four or five in all. */
function choiceOf(random: Random, fact: ChoiceFact, family: string, place: Place): Draft {
  const rightCount = Math.min(fact.right.length, 2 + Math.floor(random() * 3));
  const rights = sample(random, fact.right, rightCount);
  const wrongs = sample(random, fact.wrong, Math.max(1, Math.min(fact.wrong.length, (random() < 0.5 ? 4 : 5) - rightCount)));
  const options = shuffled(random, [...rights, ...wrongs]);
  return draft(QuestionKind.MULTIPLE, fact.ask, fact.explain, family, place, pointOf(fact), {
    options,
    rightOptions: rights.map((right) => options.indexOf(right)).sort((a, b) => a - b),
  });
}

/** 下列说法中正确的有: two to four true statements, the rest false. */
function compoundMultiple(random: Random, facts: readonly StatementFact[], family: string, place: Place): Draft {
  const chosen = sample(random, facts, random() < 0.5 ? 4 : 5);
  const trueCount = 2 + Math.floor(random() * (chosen.length - 2));
  const lines = chosen.map((fact, index) => ({
    text: sentence(fact, index < trueCount ? fact.answers[0]! : fact.wrong[Math.floor(random() * fact.wrong.length)]!),
    truth: index < trueCount,
    fact,
  }));
  const options = shuffled(random, lines);
  const wrong = options.filter((line) => !line.truth).map((line) => `“${truthOf(line.fact)}”`);
  const explanation = wrong.length ? `错误选项的正确说法是：${wrong.join('；')}。` : '各选项说法均正确。';
  return draft(QuestionKind.MULTIPLE, `下列说法中，正确的有${GAP}。`, explanation, family, place, majorityPoint(chosen), {
    options: options.map((line) => line.text),
    rightOptions: options.flatMap((line, index) => (line.truth ? [index] : [])),
  });
}

/**
 * One bank, in two parts, the official one in two sets (bank-parts.ts): every fact as a 单选, 判断
 * and (when short enough) 填空 in its own section, then — per section, from that section's facts
 * only — compound questions and calculations until each kind reaches the section's share of its
 * target. Deterministic in (profession, level).
 */
export function buildBank(professionId: number, level: number, idOf: (index: number) => number): BankQuestion[] {
  const { pool, calculations } = poolFor(professionId, level);
  const random = seededRandom(seedOf(professionId, level, 20_261_122));
  const facts = pool.statements;
  const drafts: Draft[] = [];
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  /** Counts per section: the practice part, or one official set. */
  const keyOf = (place: Pick<Place, 'part' | 'rotation'>) => `${place.part}:${place.rotation}`;
  const count = (place: Place, kind: QuestionKindValue) => counts.get(`${keyOf(place)}:${kind}`) ?? 0;
  const add = (question: Draft): boolean => {
    const signature = `${question.kind}|${question.stem}|${[...question.options].sort().join('|')}|${question.rightJudge}`;
    if (seen.has(signature)) return false;
    seen.add(signature);
    drafts.push(question);
    const key = `${keyOf(question)}:${question.kind}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return true;
  };
  /**
   * Practice keeps its share of a kind's target; each official set gets 3/4 of the official share
   * (not 1/2): a set alone must fill a paper, and a 100-question paper may ask 30 判断 (0.5 points each).
   */
  const target = (place: Place, total: number) => {
    const official = Math.round(total * OFFICIAL_SHARE);
    return place.part === 'official' ? Math.ceil((official * 3) / (2 * OFFICIAL_ROTATIONS)) : total - official;
  };
  /** Calls `make` until the section's kind reaches `target` (or it keeps repeating itself). */
  const fillUp = (place: Place, kind: QuestionKindValue, goal: number, make: (round: number) => Draft | null) => {
    for (let round = 0, misses = 0; count(place, kind) < goal && misses < 500; round += 1) {
      const made = make(round);
      misses = made && add(made) ? 0 : misses + 1;
    }
  };
  const indexed = <T extends object>(list: readonly T[], place: Place) =>
    list.flatMap((item, index) => (keyOf(placeOf(item)) === keyOf(place) ? [{ item, index }] : []));
  let serial = 0;

  facts.forEach((fact, index) => add(singleOf(random, fact, `f${index}`, placeOf(fact))));
  // Each official set, then practice: compounds and calculations from the section's own facts only.
  for (const place of [officialPlace(0), officialPlace(1), practicePlace()]) {
    const own = indexed(facts, place);
    const ownFacts = own.map(({ item }) => item);
    const calcs = indexed(calculations, place);
    const calculation = (round: number) => {
      const { item, index } = calcs[round % calcs.length]!;
      const fact = item(random);
      tagPoint([fact], pointOf(item));
      return { fact, family: `calc${index}` };
    };
    fillUp(place, QuestionKind.SINGLE, target(place, BANK_TARGETS.single), (round) => {
      if (round % 3 === 2 && calcs.length > 0) {
        const { fact, family } = calculation(round);
        return singleOf(random, fact, family, place);
      }
      // Same-topic statements when the topic has enough of them, any of the section's otherwise.
      const key = ownFacts[Math.floor(random() * ownFacts.length)]!;
      const sameTopic = ownFacts.filter((fact) => fact.topic === key.topic);
      return compoundSingle(random, sameTopic.length >= 4 ? sameTopic : ownFacts, round % 3 === 0, `cs${(serial += 1)}`, place);
    });

    own.forEach(({ item, index }) => add(judgeOf(item, null, `f${index}`, place)));
    fillUp(place, QuestionKind.JUDGE, target(place, BANK_TARGETS.judge), (round) => {
      if (round % 4 === 3 && calcs.length > 0) {
        const { fact, family } = calculation(round);
        return judgeOf(fact, random() < 0.5 ? null : fact.wrong[0]!, family, place);
      }
      const { item, index } = own[Math.floor(random() * own.length)]!;
      return judgeOf(item, item.wrong[Math.floor(random() * item.wrong.length)]!, `f${index}`, place);
    });

    const fillGoal = target(place, BANK_TARGETS.fill);
    own.forEach(({ item, index }) => item.fillable && count(place, QuestionKind.FILL) < fillGoal && add(fillOf(item, `f${index}`, place)));
    fillUp(place, QuestionKind.FILL, fillGoal, (round) => {
      if (calcs.length === 0) return null;
      const { fact, family } = calculation(round);
      return fillOf(fact, family, place);
    });

    const choices = indexed(pool.choices, place);
    fillUp(place, QuestionKind.MULTIPLE, target(place, BANK_TARGETS.multiple), (round) => {
      if (round % 2 === 0 && choices.length > 0) {
        const { item, index } = choices[Math.floor(random() * choices.length)]!;
        return choiceOf(random, item, `c${index}`, place);
      }
      return compoundMultiple(random, ownFacts, `cm${(serial += 1)}`, place);
    });
  }

  pool.shorts.forEach((short, index) =>
    add(
      draft(
        QuestionKind.SHORT,
        short.ask,
        `评分要点：${short.points.map((point, n) => `（${n + 1}）${point}`).join('')}答出要点即可得分，表述不必与参考答案一致。`,
        `h${index}`,
        placeOf(short),
        pointOf(short),
        {
          reference: short.points.map((point, n) => `${n + 1}. ${point}`).join('\n'),
        },
      ),
    ),
  );
  return drafts.map((question, index) => ({ id: idOf(index), ...question }));
}
