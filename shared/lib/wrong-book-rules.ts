/**
 * The wrong-question book (错题本), question favourites and notes, 纠错, the practice modes and the
 * readiness estimate (issue 25 §4–§5, docs/decisions/013-wrong-question-book.md): the lists and
 * limits the browser and the API share. Plain data, no zod: the contract (shared/schemas/wrong-book.ts,
 * shared/schemas/practice.ts) spells the same values out in its schemas and
 * shared/lib/wrong-book-rules.test.ts holds them equal — a schema module importing this one would carry
 * it into every page that touches the contract (decision 012).
 */

/**
 * 鉴定要素 (knowledge points): every question of a bank belongs to one. The ids mean the same chapter
 * in every profession and level; 7 only at levels 4–5 (技师, 高级技师).
 */
export const KNOWLEDGE_POINTS = [
  { id: 1, name: '职业道德' },
  { id: 2, name: '相关法律法规' },
  { id: 3, name: '安全生产与环境保护' },
  { id: 4, name: '质量管理与现场管理' },
  { id: 5, name: '专业基础知识' },
  { id: 6, name: '专业技能要点' },
  { id: 7, name: '技术管理与培训指导' },
] as const;
export type KnowledgePointId = (typeof KNOWLEDGE_POINTS)[number]['id'];
export const KNOWLEDGE_POINT_IDS: readonly KnowledgePointId[] = KNOWLEDGE_POINTS.map((point) => point.id);

export const knowledgePointName = (id: number): string => KNOWLEDGE_POINTS.find((point) => point.id === id)?.name ?? '';

/** Why a question went wrong, as the learner tags it (null: not tagged). */
export const WRONG_REASONS = ['unknown', 'careless', 'confused'] as const;
export type WrongReason = (typeof WRONG_REASONS)[number];
export const WRONG_REASON_LABELS: Readonly<Record<WrongReason, string>> = { unknown: '不会', careless: '粗心', confused: '概念混淆' };

/**
 * The book's tabs: 今日待复习 (a review due today or earlier), 学习中 (in the book, not yet 已掌握),
 * 已掌握 (predicted recall on the exam day at the target: memory-review-rules.ts), 收藏 (favourites, wrong or not).
 */
export const WRONG_BOOK_STATUSES = ['due', 'learning', 'mastered', 'favourite'] as const;
export type WrongBookStatus = (typeof WRONG_BOOK_STATUSES)[number];
export const WRONG_BOOK_STATUS_LABELS: Readonly<Record<WrongBookStatus, string>> = {
  due: '今日待复习',
  learning: '学习中',
  mastered: '已掌握',
  favourite: '收藏',
};

/** The practice modes of every exam: 顺序练习, 随机练习, 章节练习 (by knowledge point), 背题模式, 限时模拟. */
export const PRACTICE_MODES = ['sequential', 'random', 'chapter', 'memorize', 'timed'] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];
export const PRACTICE_MODE_LABELS: Readonly<Record<PracticeMode, string>> = {
  sequential: '顺序练习',
  random: '随机练习',
  chapter: '章节练习',
  memorize: '背题模式',
  timed: '限时模拟',
};

/** 纠错: what is wrong in the question. */
export const REPORT_KINDS = ['stem', 'options', 'answer', 'explanation', 'other'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Readonly<Record<ReportKind, string>> = {
  stem: '题干有误',
  options: '选项有误',
  answer: '答案有误',
  explanation: '解析有误',
  other: '其他问题',
};

/** A 纠错 report: 待处理, 已采纳, 未采纳 (the reply says why). */
export const REPORT_STATES = ['pending', 'accepted', 'rejected'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const WRONG_BOOK_LIMITS = {
  /** A note on a question. */
  noteMax: 500,
  /** A 纠错 report's text. */
  reportMin: 5,
  reportMax: 200,
  /** 纠错 reports an account may send a Beijing day. */
  reportsPerDay: 20,
  /** Questions a timed practice (限时模拟) may ask, and its minutes. */
  timedQuestionsMin: 10,
  timedQuestionsMax: 100,
  timedMinutesMin: 5,
  timedMinutesMax: 180,
  /** A page of a practice session's questions. */
  sessionPageMax: 50,
} as const;

/**
 * Readiness (备考评估): per knowledge point, the learner's last `perPointRecent` answers within
 * `windowDays`; no estimate on fewer than `minAnswers` answers in all or `minPerPoint` for any point
 * of the paper.
 */
export const READINESS_RULES = { windowDays: 30, perPointRecent: 50, minAnswers: 30, minPerPoint: 3, weakest: 3 } as const;

/** Where the client shows the book (message links point here): shared/lib/wrong-book-path.ts. */
export { WRONG_BOOK_PATH } from './wrong-book-path';

/** Checks a note as the API does: null when fine, else the message. */
export function noteProblem(note: string): string | null {
  return note.length > WRONG_BOOK_LIMITS.noteMax ? `笔记不能超过 ${WRONG_BOOK_LIMITS.noteMax} 个字` : null;
}

/** Checks a 纠错 text as the API does (trimmed): null when fine, else the message. */
export function reportTextProblem(text: string): string | null {
  const length = text.trim().length;
  if (length < WRONG_BOOK_LIMITS.reportMin) return `请具体描述题目的问题（至少 ${WRONG_BOOK_LIMITS.reportMin} 个字）`;
  if (length > WRONG_BOOK_LIMITS.reportMax) return `纠错说明不能超过 ${WRONG_BOOK_LIMITS.reportMax} 个字`;
  return null;
}
