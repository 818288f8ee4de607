/** Test helpers for the wrong-question book and practice (imported only by *.test.ts). */
import type { Answer } from '@shared/schemas/exam-attempt';
import { rightAnswerOf } from '../exam/grading';
import { questionById } from '../exam/question-bank';
import { wrongAnswer } from '../exam/exam-testing';
import { bankOrder } from './study-records';

/** The right answer of a bank question in the book's and practice's keys (the bank's option order). */
export function rightAnswerOfQuestion(questionId: number): Answer {
  const question = questionById(questionId)!;
  return rightAnswerOf(question, bankOrder(question));
}

/** A wrong answer of the same shape, in the same keys. */
export const wrongAnswerOfQuestion = (questionId: number): Answer => wrongAnswer(rightAnswerOfQuestion(questionId));
