import { AttemptStatus, QuestionKind } from '@shared/enums/exam';
import { ExamMode } from '@shared/enums/learning';
import {
  CODE_EXAM_ANSWERS_NOT_PUBLISHED,
  CODE_EXAM_ATTEMPTS_USED_UP,
  CODE_EXAM_CONFIRM_REQUIRED,
  CODE_EXAM_KIND_UNAVAILABLE,
  CODE_EXAM_NO_WRONG_QUESTIONS,
  CODE_EXAM_NOT_OPEN,
  CODE_EXAM_NOT_SUBMITTED,
  CODE_EXAM_NOT_YOUR_ATTEMPT,
} from '@shared/api/exam';
import type { AttemptKind, ExamCard } from '@shared/schemas/exam';
import { BusinessError, CODE_INVALID, CODE_NOT_FOUND } from '../core/define-handler';
import { countedKind, maxAttemptsOf, officialWindowOf, offers } from './exam-rules';
import { questionsOf, wrongQuestionIds, type Attempt, type ExamAttempts } from './exam-attempts';
import { placeFor } from './bank-parts';
import { answersPublished, sittingOfAttempt, type Sitting } from './sittings';
import { shanghaiIso } from '../core/faker';
import { drawPaper, reshuffle } from './paper';
import { seededRandom, seedOf } from '../core/seeded-random';

const MINUTE = 60_000;

/** An attempt's own random source: its draw and shuffles are reproducible from its id. */
const randomFor = (attemptId: number, examId: number) => seededRandom(seedOf(attemptId, examId, 48));

const isOpen = (attempt: Attempt) => attempt.status === AttemptStatus.IN_PROGRESS;

export interface StartRequest {
  kind: AttemptKind;
  fromAttemptId?: number;
  /** The learner confirmed the official exam's notice (确认开始). */
  confirm?: boolean;
  /** Throws when the learner may not sit this official exam (real name, enrolment: exam-admission.ts). */
  assertAdmitted: () => void;
  /** The official exam's sitting shown now (sittings.ts); null for mocks and practice. */
  sitting: Sitting | null;
}

/**
 * POST /exam/{id}/attempts: returns the learner's open attempt of that kind (and source) if there
 * is one, else starts one — refusing what the exam does not offer, attempts used up, and an
 * official paper outside its window, of a learner not admitted, or not confirmed.
 */
export function startAttempt(attempts: ExamAttempts, exam: ExamCard, accountId: number, request: StartRequest): Attempt {
  const { kind, fromAttemptId } = request;
  if (!offers(exam, kind))
    throw new BusinessError(
      CODE_EXAM_KIND_UNAVAILABLE,
      exam.mode === ExamMode.PRACTICE ? '练习不设正式考试，请直接开始练习' : '该试卷为模拟考试，没有正式考试',
    );
  if (fromAttemptId !== undefined) return startWrongQuestionPractice(attempts, exam, accountId, kind, fromAttemptId, request.sitting);

  const mine = attempts.ofLearner(accountId, exam.id);
  const open = mine.find((attempt) => attempt.kind === kind && attempt.fromAttemptId === null && isOpen(attempt));
  if (open) return open;

  const now = attempts.now();
  if (kind === 'official') {
    const window = officialWindowOf(exam, now);
    if (window === 'upcoming')
      throw new BusinessError(CODE_EXAM_NOT_OPEN, `考试尚未开始，开考时间为${exam.openAt!.slice(0, 16).replace('T', ' ')}`);
    if (window === 'closed') throw new BusinessError(CODE_EXAM_NOT_OPEN, '考试已结束，无法开始作答');
    request.assertAdmitted();
  }
  const max = maxAttemptsOf(exam);
  const sitting = kind === 'official' ? request.sitting : null;
  if (kind === countedKind(exam) && max > 0) {
    // An official exam's attempts count per sitting: a learner who sat round N sits round N + 1 afresh.
    const used = mine.filter(
      (attempt) =>
        attempt.kind === kind && attempt.fromAttemptId === null && (sitting === null || attempt.sitting?.index === sitting.index),
    ).length;
    if (used >= max) throw new BusinessError(CODE_EXAM_ATTEMPTS_USED_UP, `考试次数已用完（共${max}次）`);
  }
  // Last, so the notice is only asked for when the start would otherwise succeed; a resumed paper needs none.
  if (kind === 'official' && request.confirm !== true)
    throw new BusinessError(CODE_EXAM_CONFIRM_REQUIRED, '开始正式考试前，请先阅读考试须知并点击“确认开始”');
  const practice = exam.mode === ExamMode.PRACTICE;
  // Whole seconds, as the ISO timestamps show it: the client's countdown and the server agree exactly.
  let deadline = practice ? null : Math.floor((now + exam.durationMinutes * MINUTE) / 1000) * 1000;
  // An official paper is handed in when the exam closes, however late it was started.
  if (kind === 'official' && deadline !== null && exam.closeAt) deadline = Math.min(deadline, Date.parse(exam.closeAt));
  return attempts.create(
    {
      examId: exam.id,
      accountId,
      kind,
      practice,
      fromAttemptId: null,
      deadline,
      totalScore: exam.totalScore,
      passScore: exam.passScore,
      sitting: sitting && { ...sitting },
    },
    // An official paper from its sitting's official set: the sets take turns, round by round.
    (attemptId) => drawPaper(randomFor(attemptId, exam.id), exam, placeFor(kind, sitting?.index ?? 0)),
  );
}

/**
 * 错题练习: the gradable questions a finished attempt of mine got wrong (or left blank), as an
 * untimed practice attempt on the mock route. 简答 are left out: nothing could check them.
 */
function startWrongQuestionPractice(
  attempts: ExamAttempts,
  exam: ExamCard,
  accountId: number,
  kind: AttemptKind,
  fromAttemptId: number,
  current: Sitting | null,
): Attempt {
  if (kind !== 'mock') throw new BusinessError(CODE_INVALID, '错题练习只能以练习方式进行（kind 应为 mock）');
  const source = attempts.get(fromAttemptId);
  if (!source) throw new BusinessError(CODE_NOT_FOUND, '原答卷不存在');
  if (source.accountId !== accountId) throw new BusinessError(CODE_EXAM_NOT_YOUR_ATTEMPT, '这不是你的答卷');
  if (source.examId !== exam.id) throw new BusinessError(CODE_INVALID, '原答卷不属于这场考试');
  attempts.closeIfExpired(source);
  if (isOpen(source)) throw new BusinessError(CODE_EXAM_NOT_SUBMITTED, '原答卷尚未提交，交卷后才能练习错题');
  // Its 核对答案 would reveal the official answers while the paper's own sitting is still open.
  if (source.kind === 'official') {
    const sitting = sittingOfAttempt(source.sitting, current);
    const published = sitting ? answersPublished(sitting, attempts.now()) : officialWindowOf(exam, attempts.now()) === 'closed';
    const closeAt = sitting ? shanghaiIso(sitting.closeAt) : exam.closeAt;
    if (!published)
      throw new BusinessError(
        CODE_EXAM_ANSWERS_NOT_PUBLISHED,
        `正式考试的答案与解析在考试结束后公布${closeAt ? `（${closeAt.slice(0, 16).replace('T', ' ')} 后）` : ''}，届时可进行错题练习`,
      );
  }

  const open = attempts.ofLearner(accountId, exam.id).find((attempt) => attempt.fromAttemptId === source.id && isOpen(attempt));
  if (open) return open;
  const wrong = new Set(wrongQuestionIds(source));
  const picked = questionsOf(source).flatMap((question, index) =>
    wrong.has(question.id) && question.kind !== QuestionKind.SHORT ? [{ question, score: source.scoreAt(index) }] : [],
  );
  if (picked.length === 0) throw new BusinessError(CODE_EXAM_NO_WRONG_QUESTIONS, '这份答卷没有答错的客观题，无需错题练习');
  const totalScore = picked.reduce((sum, item) => sum + item.score, 0);
  // The exam's pass ratio, in half points.
  const passScore = Math.ceil(((totalScore * exam.passScore) / exam.totalScore) * 2) / 2;
  return attempts.create(
    {
      examId: exam.id,
      accountId,
      kind: 'mock',
      practice: true,
      fromAttemptId: source.id,
      deadline: null,
      totalScore,
      passScore,
      sitting: null,
    },
    (attemptId) => reshuffle(randomFor(attemptId, exam.id), picked),
  );
}
