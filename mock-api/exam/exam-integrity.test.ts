import { describe, expect, it } from 'vitest';
import {
  CODE_EXAM_ANSWERS_NOT_PUBLISHED,
  CODE_EXAM_CONFIRM_REQUIRED,
  CODE_EXAM_ENROLMENT_REQUIRED,
  CODE_EXAM_FEE_UNPAID,
  CODE_EXAM_REAL_NAME_REQUIRED,
} from '@shared/api/exam';
import { QuestionKind } from '@shared/enums/exam';
import { examResultSchema } from '@shared/schemas/exam-attempt';
import { ExamMode } from '@shared/enums/learning';
import type { Answer } from '@shared/schemas/exam-attempt';
import { seededRandom } from '../core/seeded-random';
import { examHarness, type Reply } from './exam-testing';

const harness = examHarness();
const DAY = 86_400_000;

type Option = { key: string; text: string };
type Shown = { id: number; kind: number; options: Option[]; blanks: number; score: number };
/** What a farmer keeps of a revealed answer: option texts (the keys are reshuffled per attempt), or the value itself. */
type Revealed = { texts: string[] } | { value: Answer };

/** A revealed right answer in the attempt's keys, remembered by text. */
function remember(question: Shown, right: Answer): Revealed {
  if (question.kind === QuestionKind.SINGLE || question.kind === QuestionKind.MULTIPLE) {
    const keys = Array.isArray(right) ? right : [right as string];
    return { texts: keys.map((key) => question.options.find((option) => option.key === key)!.text) };
  }
  return { value: right };
}

/** Expected points of blind guessing: one option in n; a non-empty subset in 2^n − 1; true/false; blanks and essays nothing. */
function chanceOf(questions: readonly Shown[]): number {
  return questions.reduce((sum, question) => {
    const n = question.options.length;
    if (question.kind === QuestionKind.SINGLE) return sum + question.score / n;
    if (question.kind === QuestionKind.MULTIPLE) return sum + question.score / (2 ** n - 1);
    if (question.kind === QuestionKind.JUDGE) return sum + question.score / 2;
    return sum;
  }, 0);
}

describe('issue 23: official papers cannot be farmed from mocks and practice', () => {
  it('12 mock runs, the mock paper and the practice of the same profession and level reveal nothing of the official paper: answered with what they revealed, it scores no better than chance', async () => {
    const h = harness();
    const { mock, post, put, start } = h;
    const exams = mock.store.content.exams;
    // An official exam whose profession and level also have a 模拟考试 (and, where there is one, a 练习).
    const official = exams.find(
      (exam) =>
        exam.mode === ExamMode.EXAM &&
        exams.some(
          (other) => other.mode === ExamMode.MOCK && other.professionId === exam.professionId && other.skillLevel === exam.skillLevel,
        ),
    )!;
    const sameBank = exams.filter(
      (exam) => exam.mode !== ExamMode.EXAM && exam.professionId === official.professionId && exam.skillLevel === official.skillLevel,
    );
    h.admit(official.id);

    const revealed = new Map<number, Revealed>();
    /** A farmer who matches by text, not by id: stem and option texts. */
    const seenText = new Set<string>();
    const textOf = (question: Shown & { stem?: string }) =>
      `${question.stem}|${question.options
        .map((option) => option.text)
        .sort()
        .join('|')}`;
    const farm = async (examId: number) => {
      const attempt = await start(examId, 'mock');
      const result: Reply = await post(`/exam/attempts/${attempt.id}/submit`, {});
      expect(result.code, result.msg).toBe(0);
      for (const question of result.data.questions as (Shown & { rightAnswer: Answer })[]) {
        if (question.kind !== QuestionKind.SHORT) revealed.set(question.id, remember(question, question.rightAnswer));
        seenText.add(textOf(question));
      }
    };
    for (let run = 0; run < 12; run += 1) await farm(official.id);
    for (const other of sameBank) {
      if (other.mode === ExamMode.MOCK) for (let run = 0; run < 3; run += 1) await farm(other.id);
      if (other.mode === ExamMode.PRACTICE) {
        // 核对答案 on every question of a practice set.
        const attempt = await start(other.id, 'mock');
        for (const question of attempt.questions as Shown[]) {
          const answer =
            question.kind === QuestionKind.JUDGE
              ? true
              : question.kind === QuestionKind.MULTIPLE
                ? ['A', 'B']
                : question.kind === QuestionKind.FILL
                  ? Array.from({ length: question.blanks }, () => '不知道')
                  : 'A';
          const check: Reply = await post(`/exam/attempts/${attempt.id}/check`, { questionId: question.id, answer });
          if (check.code === 0) revealed.set(question.id, remember(question, check.data.rightAnswer));
          seenText.add(textOf(question));
        }
      }
    }
    expect(revealed.size).toBeGreaterThan(200);

    const paper = await (async () => {
      const reply: Reply = await post(`/exam/${official.id}/attempts`, { kind: 'official', confirm: true });
      expect(reply.code, reply.msg).toBe(0);
      return reply.data as { id: number; questions: Shown[] };
    })();
    // Known questions answered from the notes, the rest guessed (a fixed seed: the same guesses every run).
    const random = seededRandom(23);
    const pickOne = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    let known = 0;
    const answers = paper.questions.map((question) => {
      const notes = revealed.get(question.id);
      if (notes) known += 1;
      let answer: Answer = null;
      if (notes && 'texts' in notes) {
        const keys = notes.texts.map((text) => question.options.find((option) => option.text === text)!.key).sort();
        answer = question.kind === QuestionKind.SINGLE ? keys[0]! : keys;
      } else if (notes) answer = notes.value;
      else if (question.kind === QuestionKind.SINGLE) answer = pickOne(question.options).key;
      else if (question.kind === QuestionKind.MULTIPLE) {
        const picked = question.options.filter(() => random() < 0.5).map((option) => option.key);
        answer = picked.length ? picked : [pickOne(question.options).key];
      } else if (question.kind === QuestionKind.JUDGE) answer = random() < 0.5;
      else if (question.kind === QuestionKind.FILL) answer = Array.from({ length: question.blanks }, () => '不知道');
      return { questionId: question.id, answer };
    });
    expect((await put(`/exam/attempts/${paper.id}/answers`, { answers })).code).toBe(0);
    const result: Reply = await post(`/exam/attempts/${paper.id}/submit`, {});
    expect(result.code, result.msg).toBe(0);

    const chance = chanceOf(paper.questions);
    console.info(
      `farming: ${revealed.size} answers revealed, ${known}/${paper.questions.length} official questions known, score ${result.data.score} (chance ${chance.toFixed(1)}, pass ${official.passScore})`,
    );
    expect(known, 'official questions whose answer the mocks and practice revealed').toBe(0);
    expect(
      paper.questions.filter((question) => seenText.has(textOf(question))),
      'official questions seen word for word',
    ).toEqual([]);
    // Chance plus a margin of about three standard deviations of blind guessing, and far from the pass mark.
    expect(result.data.score).toBeLessThanOrEqual(chance + 12);
    expect(result.data.score).toBeLessThan(official.passScore - 15);
  });
});

describe('issue 23: who may sit an official exam, and the confirmation step', () => {
  it('real-name verification first (4811, pointing to /setting/real)', async () => {
    const h = harness();
    const official = h.examWhere((exam) => exam.mode === ExamMode.EXAM);
    h.admit(official.id, 2);
    const refused = await h.post(`/exam/${official.id}/attempts`, { kind: 'official', confirm: true }, h.other);
    expect(refused.code).toBe(CODE_EXAM_REAL_NAME_REQUIRED);
    expect(refused.msg).toContain('实名认证');
    expect(refused.msg).toContain('/setting/real');
    expect((await h.get(`/exam/${official.id}`, h.other)).data.mine).toMatchObject({
      realNameVerified: false,
      enrolment: { status: 2, paid: true, fee: expect.toBeOneOf(['paid', null]) },
    });
    // Mocks need no verification.
    expect((await h.post(`/exam/${official.id}/attempts`, { kind: 'mock' }, h.other)).code).toBe(0);
    h.mock.store.accounts.byId(2)!.realNameVerified = true;
    expect((await h.post(`/exam/${official.id}/attempts`, { kind: 'official', confirm: true }, h.other)).code).toBe(0);
  });

  it('then an approved application to the exam’s plan (4812: not applied, pending, rejected), its fee paid (4813), each saying where to go', async () => {
    const h = harness();
    const { store } = h.mock;
    const official = h.examWhere(
      (exam) =>
        exam.mode === ExamMode.EXAM &&
        store.content.enrollmentPlans.some(
          // A plan whose fee can still be paid: approved later, the fee is due, not lapsed.
          (plan) =>
            plan.fee > 0 &&
            Date.parse(plan.payEnd) > h.now() + DAY &&
            plan.professionId === exam.professionId &&
            plan.skillLevel === exam.skillLevel,
        ),
    );
    h.setWindow(official.id, -10, 120);
    let token = h.learner;
    const start = () => h.post(`/exam/${official.id}/attempts`, { kind: 'official', confirm: true }, token);
    const plan = (await h.get(`/exam/${official.id}`)).data.plan as { id: number; title: string; fee: number };
    expect(plan.fee).toBeGreaterThan(0);

    const none = await start();
    expect(none).toMatchObject({ code: CODE_EXAM_ENROLMENT_REQUIRED });
    expect(none.msg).toContain(`请先报名「${plan.title}」`);
    expect(none.msg).toContain(`/enrollment/${plan.id}`);
    store.applications.apply(1, plan.id);
    expect((await start()).msg).toContain('正在审核中');
    store.applications.decide(1, plan.id, 'rejected', '学历证明照片不清晰');
    expect((await start()).msg).toMatch(/未通过审核（学历证明照片不清晰）.*重新报名/);
    store.applications.apply(1, plan.id);
    store.applications.decide(1, plan.id, 'approved');
    const unpaid = await start();
    expect(unpaid.code).toBe(CODE_EXAM_FEE_UNPAID);
    expect(unpaid.msg).toContain(`/order/pay/create?productType=4&productId=${plan.id}`);
    expect((await h.get(`/exam/${official.id}`)).data.mine.enrolment).toEqual({ status: 2, paid: false, fee: 'due' });

    // Past 缴费截止 unpaid, the application has lapsed: no checkout to point at any more.
    const payEnd = Date.parse((await h.get(`/enrollment/${plan.id}`)).data.payEnd as string);
    h.advance(payEnd + 1000 - h.now());
    h.setWindow(official.id, -10, 120);
    // Days on, a session of then may have lapsed: sign in again.
    token = store.issueToken(1);
    const lapsed = await start();
    expect(lapsed.code).toBe(CODE_EXAM_FEE_UNPAID);
    expect(lapsed.msg).toMatch(/未在缴费截止（.+）前缴纳报名费，报名已失效/);
    expect(lapsed.msg).not.toContain('/order/pay/create');

    h.admit(official.id, 1, { openWindow: false });
    expect((await start()).code).toBe(0);
  });

  it('the clock starts only with the confirmation: a start without confirm: true is refused (4814) and opens nothing; a resumed paper needs none', async () => {
    const h = harness();
    const official = h.examWhere((exam) => exam.mode === ExamMode.EXAM);
    h.admit(official.id);
    for (const body of [{ kind: 'official' }, { kind: 'official', confirm: false }]) {
      const skipped = await h.post(`/exam/${official.id}/attempts`, body);
      expect(skipped.code).toBe(CODE_EXAM_CONFIRM_REQUIRED);
      expect(skipped.msg).toContain('确认开始');
    }
    expect((await h.get(`/exam/${official.id}`)).data.mine).toMatchObject({ attemptsUsed: 0, openAttempts: [] });
    const started = await h.start(official.id, 'official');
    expect((await h.post(`/exam/${official.id}/attempts`, { kind: 'official' })).data.id).toBe(started.id);
  });
});

describe('issue 23: an official paper’s answers are published when its window closes', () => {
  it('before: score and pass/fail only — no question, answer, explanation or verdict — and no 错题练习 (4815); after closeAt: the full review', async () => {
    const h = harness();
    const official = h.examWhere((exam) => exam.mode === ExamMode.EXAM);
    h.admit(official.id);
    const attempt = await h.start(official.id, 'official');
    const key = h.keyOf(attempt.id);
    const firstTen = (attempt.questions as Shown[])
      .slice(0, 10)
      .map((question) => ({ questionId: question.id, answer: key.get(question.id)! }));
    const submitted = examResultSchema.parse((await h.post(`/exam/attempts/${attempt.id}/submit`, { answers: firstTen })).data);
    const closeAt = (await h.get(`/exam/${official.id}`)).data.closeAt as string;
    const withheld = { answersWithheld: true, answersPublishAt: closeAt, questions: [], wrongQuestionIds: [] };
    expect(submitted).toMatchObject(withheld);
    expect(submitted.score).toBeGreaterThan(0);
    expect(submitted.passed).toBe(false);
    const result: Reply = await h.get(`/exam/attempts/${attempt.id}/result`);
    expect(result.data).toMatchObject(withheld);
    expect(JSON.stringify(result.data)).not.toMatch(/rightAnswer|explanation/);
    const drill = await h.post(`/exam/${official.id}/attempts`, { kind: 'mock', fromAttemptId: attempt.id });
    expect(drill.code).toBe(CODE_EXAM_ANSWERS_NOT_PUBLISHED);
    expect(drill.msg).toContain('考试结束后公布');

    h.advance(Date.parse(closeAt) - h.now());
    const published = examResultSchema.parse((await h.get(`/exam/attempts/${attempt.id}/result`)).data);
    expect(published).toMatchObject({ answersWithheld: false, answersPublishAt: null, score: submitted.score });
    expect(published.questions).toHaveLength(official.questionCount);
    expect(published.questions.every((question) => question.explanation.length > 0)).toBe(true);
    expect(published.wrongQuestionIds.length).toBeGreaterThan(0);
    expect((await h.post(`/exam/${official.id}/attempts`, { kind: 'mock', fromAttemptId: attempt.id })).code).toBe(0);
  });

  it('mock and practice results keep their full review', async () => {
    const h = harness();
    const official = h.examWhere((exam) => exam.mode === ExamMode.EXAM);
    h.admit(official.id);
    const run = await h.start(official.id, 'mock');
    const result = examResultSchema.parse((await h.post(`/exam/attempts/${run.id}/submit`)).data);
    expect(result).toMatchObject({ answersWithheld: false, answersPublishAt: null });
    expect(result.questions).toHaveLength(official.questionCount);
  });
});

describe('issue 23: a later sitting cannot be farmed from an earlier sitting’s published answers', () => {
  /** Every sentence a question states: the stem, or for a generic 下列说法… stem each option (gaps made alike). */
  const sentencesOf = (question: Shown & { stem: string }) =>
    (/^下列/.test(question.stem) ? question.options.map((option) => option.text) : [question.stem]).map((text) =>
      text.replace(/（　）|______/g, '{x}'),
    );

  it('sit round N, read its published answers and explanations after it closes, then sit round N+1 with them: no question or stated fact known, no better than chance', async () => {
    const h = harness();
    const official = h.examWhere((exam) => exam.mode === ExamMode.EXAM);
    const goTo = (at: number) => {
      h.advance(at - h.now());
      return h.mock.store.issueToken(1);
    };
    const windowNow = async () =>
      (await h.get(`/exam/${official.id}`, h.mock.store.issueToken(1))).data as { openAt: string; closeAt: string; officialWindow: string };
    let shown = await windowNow();
    const openAt = Date.parse(shown.openAt) + (shown.officialWindow === 'closed' ? 56 * 86_400_000 : 0);
    goTo(openAt + 3_600_000);
    shown = await windowNow();
    expect(shown.officialWindow).toBe('open');
    h.admit(official.id, 1, { openWindow: false });

    // Round N: sat and handed in blank; after closeAt its answers and explanations are published.
    const first = await h.start(official.id, 'official', goTo(openAt + 2 * 3_600_000));
    expect((await h.post(`/exam/attempts/${first.id}/submit`, {}, goTo(openAt + 3 * 3_600_000))).code).toBe(0);
    const published: Reply = await h.get(`/exam/attempts/${first.id}/result`, goTo(Date.parse(shown.closeAt)));
    expect(published.data.answersWithheld).toBe(false);
    const revealed = new Map<number, Revealed>();
    const stated = new Set<string>();
    for (const question of published.data.questions as (Shown & { stem: string; rightAnswer: Answer })[]) {
      if (question.kind !== QuestionKind.SHORT) revealed.set(question.id, remember(question, question.rightAnswer));
      for (const sentence of sentencesOf(question)) stated.add(sentence);
    }
    expect(revealed.size).toBeGreaterThan(90);

    // Round N+1 opens (56 days on): the same candidate sits it with those notes.
    const next = Date.parse(shown.openAt) + 56 * 86_400_000;
    // Round N+1 is a new enrolment: the learner applies (and pays) again to sit it.
    const token = goTo(next + 3_600_000);
    h.admit(official.id, 1, { openWindow: false });
    const reply: Reply = await h.post(`/exam/${official.id}/attempts`, { kind: 'official', confirm: true }, token);
    expect(reply.code, reply.msg).toBe(0);
    const paper = reply.data as { id: number; questions: (Shown & { stem: string })[] };
    const random = seededRandom(24);
    const pickOne = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    let known = 0;
    const answers = paper.questions.map((question) => {
      const notes = revealed.get(question.id);
      let answer: Answer = null;
      if (notes) known += 1;
      if (notes && 'texts' in notes) {
        const keys = notes.texts.map((text) => question.options.find((option) => option.text === text)!.key).sort();
        answer = question.kind === QuestionKind.SINGLE ? keys[0]! : keys;
      } else if (notes) answer = notes.value;
      else if (question.kind === QuestionKind.SINGLE) answer = pickOne(question.options).key;
      else if (question.kind === QuestionKind.MULTIPLE) answer = [pickOne(question.options).key];
      else if (question.kind === QuestionKind.JUDGE) answer = random() < 0.5;
      return { questionId: question.id, answer };
    });
    const result: Reply = await h.post(`/exam/attempts/${paper.id}/submit`, { answers }, goTo(next + 2 * 3_600_000));
    expect(result.code, result.msg).toBe(0);
    const chance = chanceOf(paper.questions);
    const repeated = paper.questions.filter((question) => sentencesOf(question).some((sentence) => stated.has(sentence)));
    console.info(
      `next sitting: ${revealed.size} answers of round N published, ${known}/${paper.questions.length} round N+1 questions known, ${repeated.length} stating a published fact, score ${result.data.score} (chance ${chance.toFixed(1)}, pass ${official.passScore})`,
    );
    expect(known, 'round N+1 questions whose answer round N published').toBe(0);
    expect(
      repeated.map((question) => question.stem),
      'round N+1 questions stating a fact round N published',
    ).toEqual([]);
    expect(result.data.score).toBeLessThanOrEqual(chance + 12);
    expect(result.data.score).toBeLessThan(official.passScore - 15);
  });
});
