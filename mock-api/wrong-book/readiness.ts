import type { ExamCard } from '@shared/schemas/exam';
import type { Readiness } from '@shared/schemas/practice';
import { READINESS_RULES } from '@shared/lib/wrong-book-rules';
import { shanghaiIso } from '../core/faker';
import type { PointShare } from '../exam/point-shares';
import { bankOfQuestion } from './wrong-book-views';
import type { AnswerRecord } from './wrong-book';

const DAY = 86_400_000;
const tenths = (value: number) => Math.round(value * 10) / 10;
const halves = (value: number) => Math.round(value * 2) / 2;

const METHOD =
  `按试卷的鉴定要素比重加权：对每个鉴定要素，取你最近 ${READINESS_RULES.windowDays} 天内在本职业本等级的最近 ` +
  `${READINESS_RULES.perPointRecent} 次作答（模拟考试、练习、核对答案与错题复习，不含正式考试）算出正确率，` +
  `乘以该要素在试卷中的比重后相加，得到预计得分率；预计得分 = 得分率 × 试卷满分。` +
  `作答少于 ${READINESS_RULES.minAnswers} 题、或任何一个要素少于 ${READINESS_RULES.minPerPoint} 题时不给出估计。`;

/**
 * 备考评估 of one exam from the learner's graded answers (docs/decisions/013-wrong-question-book.md):
 * per knowledge point of the paper, the last `perPointRecent` answers of the exam's profession and
 * level within `windowDays`; the estimate is Σ share × accuracy, only when every point has
 * `minPerPoint` answers and all together `minAnswers`. The weakest points come first: those without
 * enough answers (largest share first), then the lowest accuracy; the practice set is a 章节练习 over them.
 */
/** What mastery per point reads besides the answers: the practice bank's questions and the learner's cards, each with its point. */
export interface MasterySources {
  bank: readonly { id: number; point: number }[];
  /** Each card's point and predicted recall (0–1) on the exam day, or 30 days ahead without one. */
  cards: readonly { point: number; recall: number }[];
}

export function readinessOf(
  exam: ExamCard,
  shares: readonly PointShare[],
  answers: readonly AnswerRecord[],
  now: number,
  mastery: MasterySources,
): Readiness {
  const since = now - READINESS_RULES.windowDays * DAY;
  const bankIds = new Set(mastery.bank.map((question) => question.id));
  const seen = new Set(answers.filter((answer) => bankIds.has(answer.questionId)).map((answer) => answer.questionId));
  const masteryOf = (point: number) => {
    const cards = mastery.cards.filter((card) => card.point === point);
    const inBank = mastery.bank.filter((question) => question.point === point);
    return {
      bankQuestions: inBank.length,
      seenQuestions: inBank.filter((question) => seen.has(question.id)).length,
      recall: cards.length ? tenths((cards.reduce((sum, card) => sum + card.recall, 0) * 100) / cards.length) : null,
      cards: cards.length,
    };
  };
  const tally = new Map(shares.map((share) => [share.id as number, { answered: 0, correct: 0 }]));
  // Newest first: the last perPointRecent of each point within the window.
  for (let index = answers.length - 1; index >= 0; index -= 1) {
    const answer = answers[index]!;
    if (answer.at < since) continue;
    const bank = bankOfQuestion(answer.questionId);
    if (bank.professionId !== exam.professionId || bank.level !== exam.skillLevel) continue;
    const count = tally.get(answer.point);
    if (!count || count.answered >= READINESS_RULES.perPointRecent) continue;
    count.answered += 1;
    if (answer.correct) count.correct += 1;
  }
  const points = shares.map((share) => {
    const { answered, correct } = tally.get(share.id)!;
    return {
      ...share,
      answered,
      correct,
      accuracy: answered >= READINESS_RULES.minPerPoint ? tenths((correct * 100) / answered) : null,
      ...masteryOf(share.id),
    };
  });
  const answered = points.reduce((sum, point) => sum + point.answered, 0);
  const lacking = points.filter((point) => point.accuracy === null);
  const sufficient = answered >= READINESS_RULES.minAnswers && lacking.length === 0;
  const estimate = sufficient ? tenths(points.reduce((sum, point) => sum + (point.share * point.accuracy!) / 100, 0)) : null;
  const expectedScore = estimate === null ? null : halves((estimate * exam.totalScore) / 100);
  const reasons: string[] = [];
  if (answered < READINESS_RULES.minAnswers)
    reasons.push(`最近 ${READINESS_RULES.windowDays} 天只作答了 ${answered} 题，至少需要 ${READINESS_RULES.minAnswers} 题`);
  if (lacking.length)
    reasons.push(
      `以下鉴定要素作答不足 ${READINESS_RULES.minPerPoint} 题：${lacking.map((point) => `${point.name}（${point.answered} 题）`).join('、')}`,
    );
  const weakest = [
    ...[...lacking].sort((a, b) => b.share - a.share || a.id - b.id),
    ...points.filter((point) => point.accuracy !== null).sort((a, b) => a.accuracy! - b.accuracy! || b.share - a.share || a.id - b.id),
  ].slice(0, READINESS_RULES.weakest);
  return {
    examId: exam.id,
    examTitle: exam.title,
    sufficient,
    estimate,
    expectedScore,
    totalScore: exam.totalScore,
    passScore: exam.passScore,
    likelyPass: expectedScore === null ? null : expectedScore >= exam.passScore,
    answered,
    method: METHOD,
    insufficientReason: sufficient ? null : `暂不能给出估计：${reasons.join('；')}。`,
    rules: {
      windowDays: READINESS_RULES.windowDays,
      perPointRecent: READINESS_RULES.perPointRecent,
      minAnswers: READINESS_RULES.minAnswers,
      minPerPoint: READINESS_RULES.minPerPoint,
    },
    points,
    weakest,
    practice: { mode: 'chapter', knowledgePointIds: weakest.map((point) => point.id) },
    serverNow: shanghaiIso(now),
  };
}
