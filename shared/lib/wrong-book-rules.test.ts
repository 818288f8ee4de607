import { describe, expect, it } from 'vitest';
import { knowledgePointIdSchema } from '../schemas/exam';
import { practiceModeSchema } from '../schemas/practice';
import {
  NOTE_MAX,
  REPORT_TEXT_MAX,
  reportKindSchema,
  reportStateSchema,
  wrongBookListQuerySchema,
  wrongBookStatusSchema,
  wrongReasonSchema,
} from '../schemas/wrong-book';
import {
  KNOWLEDGE_POINTS,
  KNOWLEDGE_POINT_IDS,
  PRACTICE_MODES,
  PRACTICE_MODE_LABELS,
  REPORT_KINDS,
  REPORT_KIND_LABELS,
  REPORT_STATES,
  WRONG_BOOK_LIMITS,
  WRONG_BOOK_STATUSES,
  WRONG_BOOK_STATUS_LABELS,
  WRONG_REASONS,
  WRONG_REASON_LABELS,
  knowledgePointName,
  noteProblem,
  reportTextProblem,
} from './wrong-book-rules';

/** The browser's plain lists (no zod) and the contract's schemas spell the same values (decision 012). */
describe('the wrong-question book’s lists, as the contract spells them', () => {
  it('reasons, tabs, practice modes, report kinds and states are the schemas’ enums, each with a Chinese label', () => {
    expect(wrongReasonSchema.options).toEqual([...WRONG_REASONS]);
    expect(wrongBookStatusSchema.options).toEqual([...WRONG_BOOK_STATUSES]);
    expect(practiceModeSchema.options).toEqual([...PRACTICE_MODES]);
    expect(reportKindSchema.options).toEqual([...REPORT_KINDS]);
    expect(reportStateSchema.options).toEqual([...REPORT_STATES]);
    expect(Object.values(WRONG_REASON_LABELS)).toEqual(['不会', '粗心', '概念混淆']);
    expect(Object.keys(WRONG_BOOK_STATUS_LABELS)).toEqual([...WRONG_BOOK_STATUSES]);
    expect(Object.values(PRACTICE_MODE_LABELS)).toEqual(['顺序练习', '随机练习', '章节练习', '背题模式', '限时模拟']);
    expect(Object.keys(REPORT_KIND_LABELS)).toEqual([...REPORT_KINDS]);
    // The list filter takes the reasons, or `none` for the untagged.
    const reasonFilter = (reason: string) => wrongBookListQuerySchema.safeParse({ reason }).success;
    for (const reason of [...WRONG_REASONS, 'none']) expect(reasonFilter(reason), reason).toBe(true);
    expect(reasonFilter('lazy')).toBe(false);
  });

  it('knowledge points 1–7 are exactly the ids the schema takes', () => {
    expect(KNOWLEDGE_POINT_IDS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const id of KNOWLEDGE_POINT_IDS) expect(knowledgePointIdSchema.safeParse(id).success).toBe(true);
    for (const id of [0, 8, 1.5, 'x']) expect(knowledgePointIdSchema.safeParse(id).success, String(id)).toBe(false);
    expect(new Set(KNOWLEDGE_POINTS.map((point) => point.name)).size).toBe(7);
    expect(knowledgePointName(3)).toBe('安全生产与环境保护');
    expect(knowledgePointName(9)).toBe('');
  });

  it('notes and 纠错 texts: the same limits and words as the API', () => {
    expect(NOTE_MAX).toBe(WRONG_BOOK_LIMITS.noteMax);
    expect(REPORT_TEXT_MAX).toBe(WRONG_BOOK_LIMITS.reportMax);
    expect(noteProblem('字'.repeat(500))).toBeNull();
    expect(noteProblem('字'.repeat(501))).toBe('笔记不能超过 500 个字');
    expect(reportTextProblem('  四个字啊  ')).toBe('请具体描述题目的问题（至少 5 个字）');
    expect(reportTextProblem('选项 B 与 C 相同')).toBeNull();
    expect(reportTextProblem('长'.repeat(201))).toBe('纠错说明不能超过 200 个字');
  });
});
