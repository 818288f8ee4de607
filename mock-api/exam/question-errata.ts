import { QuestionKind } from '@shared/enums/exam';
import { BusinessError, CODE_INVALID } from '../core/define-handler';
import { questionById, type BankQuestion } from './question-bank';

/** What the question desk changes on a question it finds wrong: its key and its 解析 (stem and options stay). */
export interface Correction {
  /** 单选 / 多选: indices into the bank's options. */
  rightOptions?: readonly number[];
  rightJudge?: boolean;
  /** 填空: the accepted spellings per blank. */
  blanks?: readonly (readonly string[])[];
  explanation?: string;
}

/**
 * Corrections the question desk made after an accepted 纠错, one world's (the bank itself is generated
 * and shared): every place that serves, grades or reviews a question reads it through `question(id)`,
 * so a corrected key holds from the moment of the correction. Papers already handed in keep their grades.
 */
export class QuestionErrata {
  private readonly byId = new Map<number, { question: BankQuestion; at: number }>();

  /** The question as served now: the bank's, with the desk's correction if it made one. */
  question(id: number): BankQuestion | undefined {
    return this.byId.get(id)?.question ?? questionById(id);
  }

  correctedAt(id: number): number | null {
    return this.byId.get(id)?.at ?? null;
  }

  correct(id: number, correction: Correction, at: number): BankQuestion {
    const current = this.question(id);
    if (!current) throw new BusinessError(CODE_INVALID, '题目不存在');
    const problem = problemOf(current, correction);
    if (problem) throw new BusinessError(CODE_INVALID, problem);
    const question: BankQuestion = Object.freeze({
      ...current,
      ...(correction.rightOptions ? { rightOptions: [...correction.rightOptions].sort((a, b) => a - b) } : {}),
      ...(correction.rightJudge !== undefined ? { rightJudge: correction.rightJudge } : {}),
      ...(correction.blanks ? { blanks: correction.blanks.map((spellings) => [...spellings]) } : {}),
      ...(correction.explanation ? { explanation: correction.explanation } : {}),
    });
    this.byId.set(id, { question, at });
    return question;
  }
}

/** Why a correction does not fit the question's kind, or null. */
function problemOf(question: BankQuestion, correction: Correction): string | null {
  const { rightOptions, rightJudge, blanks } = correction;
  if (rightOptions) {
    if (question.kind !== QuestionKind.SINGLE && question.kind !== QuestionKind.MULTIPLE) return '只有选择题可以更正选项答案';
    const distinct = new Set(rightOptions);
    if (
      distinct.size !== rightOptions.length ||
      rightOptions.some((index) => !Number.isInteger(index) || index < 0 || index >= question.options.length)
    )
      return '更正的选项不在题目选项中';
    if (question.kind === QuestionKind.SINGLE ? rightOptions.length !== 1 : rightOptions.length < 2) return '更正的正确选项个数不符合题型';
  }
  if (rightJudge !== undefined && question.kind !== QuestionKind.JUDGE) return '只有判断题可以更正对错';
  if (blanks) {
    if (question.kind !== QuestionKind.FILL) return '只有填空题可以更正填空答案';
    if (
      blanks.length !== question.blanks.length ||
      blanks.some((spellings) => spellings.length === 0 || spellings.some((text) => !text.trim()))
    )
      return '每个空都要有正确答案';
  }
  if (!rightOptions && rightJudge === undefined && !blanks && !correction.explanation?.trim()) return '更正内容为空';
  return null;
}
