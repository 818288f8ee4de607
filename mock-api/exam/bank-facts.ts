/**
 * The raw material of the question bank: facts a 职业技能等级认定 theory paper tests, written once
 * and turned into several kinds of question each (question-bank.ts). Wording follows the national
 * vocational standards' 基础知识 chapters; `{p}` in a text becomes the profession's name.
 */

/** A true sentence with one gap `{x}`: a 单选 (gap as （　）), a 判断 (true, or false with a wrong filler) and a 填空. */
export interface StatementFact {
  topic: string;
  text: string;
  /** The right filler, then other spellings a 填空 accepts. */
  answers: readonly string[];
  /** Plausible wrong fillers (at least three). */
  wrong: readonly string[];
  explain: string;
  /** A phrase too long or punctuated to be typed into a blank. */
  fillable: boolean;
}

/** A 多选 stem with its right and wrong options. */
export interface ChoiceFact {
  topic: string;
  ask: string;
  right: readonly string[];
  wrong: readonly string[];
  explain: string;
}

/** A 简答 with the marking points of its reference answer. */
export interface ShortFact {
  topic: string;
  ask: string;
  points: readonly string[];
}

export interface FactPool {
  statements: readonly StatementFact[];
  choices: readonly ChoiceFact[];
  shorts: readonly ShortFact[];
}

const split = (list: string) =>
  list
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);

/** A statement fact: `answers` and `wrong` are `|`-separated; no explanation → `explanationOf` writes one. */
export function s(topic: string, text: string, answers: string, wrong: string, explain = ''): StatementFact {
  const all = split(answers);
  const main = all[0]!;
  return { topic, text, answers: all, wrong: split(wrong), explain, fillable: main.length <= 10 && !/[、，；：]/.test(main) };
}

/** The completed sentence (no full stop of its own), with the right filler. */
export const truthOf = (fact: StatementFact): string => fact.text.replace('{x}', fact.answers[0]!).replace(/[。；]$/, '');

/**
 * The 解析 of a statement fact: its own, else the completed sentence — what a bank's 解析 says for a
 * plain knowledge point.
 */
export const explanationOf = (fact: StatementFact): string => fact.explain || `${truthOf(fact)}。这是“${fact.topic}”部分的基本知识点。`;

/** A 多选 fact; `right` and `wrong` are `|`-separated. */
export function c(topic: string, ask: string, right: string, wrong: string, explain = ''): ChoiceFact {
  const rights = split(right);
  return {
    topic,
    ask,
    right: rights,
    wrong: split(wrong),
    explain: explain || `正确选项为：${rights.join('；')}。这是“${topic}”部分的基本知识点。`,
  };
}

/** A 简答 fact; the points are the reference answer's 要点, in order. */
export function h(topic: string, ask: string, points: readonly string[]): ShortFact {
  return { topic, ask, points };
}

export const EMPTY_POOL: FactPool = { statements: [], choices: [], shorts: [] };

export function mergePools(...pools: readonly FactPool[]): FactPool {
  return {
    statements: pools.flatMap((pool) => pool.statements),
    choices: pools.flatMap((pool) => pool.choices),
    shorts: pools.flatMap((pool) => pool.shorts),
  };
}
