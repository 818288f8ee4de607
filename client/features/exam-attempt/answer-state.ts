import { QuestionKind } from '@shared/enums/exam';
import type { Answer, AnswerInput, AttemptQuestion } from '@shared/schemas/exam-attempt';
import { isAnswered } from '@client/lib/exam/question-answer';

/** What the learner has on a question right now. */
export interface Sheet {
  answer: Answer;
  marked: boolean;
}

/** 1-based numbers of the questions not answered, and of those marked for review (the submit dialog lists both). */
export function paperSummary(questions: readonly Pick<AttemptQuestion, 'id'>[], sheets: ReadonlyMap<number, Sheet>) {
  const unanswered: number[] = [];
  const marked: number[] = [];
  questions.forEach((question, index) => {
    const sheet = sheets.get(question.id);
    if (!isAnswered(sheet?.answer ?? null)) unanswered.push(index + 1);
    if (sheet?.marked) marked.push(index + 1);
  });
  return { unanswered, marked, answered: questions.length - unanswered.length };
}

/**
 * Changes not yet confirmed by the server, by question: a change made while a save is in flight
 * stays pending after that save succeeds (it is newer than what was sent).
 */
export class PendingAnswers {
  private readonly changes = new Map<number, { input: AnswerInput; version: number }>();
  private version = 0;

  set(questionId: number, patch: Omit<AnswerInput, 'questionId'>): void {
    const previous = this.changes.get(questionId)?.input ?? { questionId };
    this.changes.set(questionId, { input: { ...previous, ...patch, questionId }, version: ++this.version });
  }

  get size(): number {
    return this.changes.size;
  }

  /** The batch to send, and a receipt that confirms exactly what it carried. */
  take(): { answers: AnswerInput[]; confirm: () => void } {
    const sent = [...this.changes.values()];
    return {
      answers: sent.map((change) => change.input),
      confirm: () => {
        for (const change of sent)
          if (this.changes.get(change.input.questionId)?.version === change.version) this.changes.delete(change.input.questionId);
      },
    };
  }

  /** For keeping on the device while offline; restored with `restore`. */
  toJSON(): AnswerInput[] {
    return [...this.changes.values()].map((change) => change.input);
  }

  restore(inputs: readonly AnswerInput[]): void {
    for (const { questionId, ...patch } of inputs) this.set(questionId, patch);
  }
}

export const kindLabel = (kind: number) => QuestionKind.label(kind);
