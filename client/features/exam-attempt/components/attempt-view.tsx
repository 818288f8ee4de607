import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { checkExamAnswer, CODE_EXAM_SUBMITTED, getExamResult, submitExamAttempt } from '@shared/api/exam';
import type { Answer, CheckResult, ExamAttempt, ExamResult } from '@shared/schemas/exam-attempt';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { useToastsAtBottom } from '@client/components/toast/toasts-at-bottom';
import { isAnswered } from '@client/lib/exam/question-answer';
import { formatCountdown, serverOffsetOf, timeLeftMs, WARNING_MS } from '@client/lib/exam/exam-countdown';
import { paperSummary, type Sheet } from '../answer-state';
import { resultKey } from '../get-attempt';
import { useAnswerSync } from '../use-answer-sync';
import { QuestionGrid } from './question-grid';
import { QuestionView } from './question-view';
import { SubmitDialog } from './submit-dialog';
import styles from './attempt-view.module.css';

const initialSheets = (attempt: ExamAttempt, restored: readonly { questionId: number; answer?: Answer; marked?: boolean }[]) => {
  const sheets = new Map<number, Sheet>(
    attempt.questions.map((question) => [question.id, { answer: question.answer, marked: question.marked }]),
  );
  // Answers this device kept while offline are newer than the server's copy.
  for (const input of restored) {
    const sheet = sheets.get(input.questionId);
    if (sheet)
      sheets.set(input.questionId, {
        answer: input.answer === undefined ? sheet.answer : input.answer,
        marked: input.marked ?? sheet.marked,
      });
  }
  return sheets;
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Taking a paper: one question at a time with the 答题卡 beside it, answers saved as they change,
 * the countdown on the server's clock (a warning at five minutes, handed in by itself at zero), tab
 * switches counted on official papers, practice answers checked one by one. `onDone` gets the result.
 */
export function AttemptView({ attempt, onDone }: { attempt: ExamAttempt; onDone: (result: ExamResult) => void }) {
  // The timer is in the bar stuck to the top: messages must never cover it.
  useToastsAtBottom();
  const api = useApi();
  const queryClient = useQueryClient();
  const official = attempt.kind === 'official';
  const [current, setCurrent] = useState(Math.min(attempt.current, attempt.questions.length - 1));
  const tabSwitches = useRef(attempt.tabSwitches);
  const [checks, setChecks] = useState(
    () =>
      new Map<number, CheckResult>(
        attempt.questions.flatMap((question) => (question.check ? [[question.id, question.check] as const] : [])),
      ),
  );
  const [confirming, setConfirming] = useState(false);
  const finished = useRef(false);

  const showResult = useCallback(
    (result: ExamResult) => {
      finished.current = true;
      queryClient.setQueryData(resultKey(attempt.id), result);
      onDone(result);
    },
    [attempt.id, onDone, queryClient],
  );

  const submitRef = useRef<(auto: boolean) => Promise<void>>(async () => undefined);
  const { touch, ...sync } = useAnswerSync({
    api,
    subId: attempt.id,
    progress: () => ({ current: currentRef.current, tabSwitches: tabSwitches.current }),
    onClosed: (message) => {
      toast.error(message);
      void submitRef.current(true);
    },
  });
  const currentRef = useRef(current);
  currentRef.current = current;
  const [sheets, setSheets] = useState(() => initialSheets(attempt, sync.restored));

  const handIn = useMutation({
    mutationFn: (auto: boolean) =>
      api.call(submitExamAttempt, {
        params: { subId: attempt.id },
        body: { answers: sync.pendingAnswers(), tabSwitches: tabSwitches.current, auto },
      }),
    onSuccess: (result) => {
      sync.finish();
      showResult(result);
    },
    onError: async (error) => {
      // Handed in already (another tab, the server's deadline): the result is there to read.
      if (isApiError(error) && error.code === CODE_EXAM_SUBMITTED) {
        sync.finish();
        showResult(await api.call(getExamResult, { params: { subId: attempt.id } }));
      } else toast.error(errorMessage(error, '交卷失败，请检查网络后重试'));
    },
    onSettled: () => setConfirming(false),
  });
  const submitting = handIn.isPending;
  const submit = async (auto: boolean) => {
    if (finished.current) return;
    await handIn.mutateAsync(auto).catch(() => undefined);
  };
  submitRef.current = submit;

  // The countdown, on the server's clock; the server's own figure on the first paint.
  const offset = useMemo(() => serverOffsetOf(attempt.serverNow, Date.now()), [attempt.serverNow]);
  const [left, setLeft] = useState(() =>
    attempt.deadline ? Math.max(0, Date.parse(attempt.deadline) - Date.parse(attempt.serverNow)) : null,
  );
  const warned = useRef(false);
  useEffect(() => {
    if (!attempt.deadline) return;
    const deadline = attempt.deadline;
    const tick = () => {
      const ms = timeLeftMs(deadline, offset, Date.now());
      setLeft(ms);
      if (ms <= WARNING_MS && ms > 0 && !warned.current) {
        warned.current = true;
        toast.info('距离考试结束还有 5 分钟，请抓紧时间检查并交卷');
      }
      if (ms === 0) void submitRef.current(true);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [attempt.deadline, offset]);

  // Official papers count each time the learner leaves the page (the operator sees it on the result).
  useEffect(() => {
    if (!official) return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        tabSwitches.current += 1;
        touch();
      } else toast.info(`检测到离开考试页面，已记录切屏 ${tabSwitches.current} 次`);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [official, touch]);

  const question = attempt.questions[current]!;
  const sheet = sheets.get(question.id) ?? { answer: null, marked: false };
  const go = useCallback(
    (index: number) => {
      setCurrent(Math.max(0, Math.min(attempt.questions.length - 1, index)));
      touch();
    },
    [attempt.questions.length, touch],
  );
  const setSheet = (patch: Partial<Sheet>) => {
    setSheets((previous) => new Map(previous).set(question.id, { ...sheet, ...patch }));
    sync.change(question.id, patch);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey || confirming) return;
      if (event.key === 'ArrowRight') go(currentRef.current + 1);
      else if (event.key === 'ArrowLeft') go(currentRef.current - 1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go, confirming]);

  /** 核对答案 (practice): the answers saved first, then this question's verdict. */
  const check = useMutation({
    mutationFn: async ({ questionId, answer }: { questionId: number; answer: Answer | null }) => {
      await sync.flush();
      return api.call(checkExamAnswer, { params: { subId: attempt.id }, body: { questionId, answer } });
    },
    onSuccess: (verdict, { questionId }) => setChecks((previous) => new Map(previous).set(questionId, verdict)),
    onError: (error) => toast.error(errorMessage(error, '核对失败，请稍后重试')),
  });

  const summary = paperSummary(attempt.questions, sheets);
  const last = current === attempt.questions.length - 1;
  const verdict = checks.get(question.id) ?? null;
  return (
    <div className={styles.layout}>
      <header className={styles.bar}>
        <div className={styles.barTitle}>
          <h1>{attempt.examTitle}</h1>
          <p>
            {attempt.practice ? (attempt.fromAttemptId ? '错题练习' : '练习') : official ? '正式考试' : '模拟考试'} · 共{' '}
            {attempt.questions.length} 题 · 总分 {attempt.totalScore} · 及格 {attempt.passScore}
          </p>
        </div>
        <p className={styles.saveState} role="status" data-testid="save-state">
          {sync.status === 'offline' ? '网络已断开，答案暂存在本机' : sync.status === 'saving' ? '正在保存…' : '答案已保存'}
        </p>
        {left !== null ? (
          <p
            className={left <= WARNING_MS ? `${styles.timer} ${styles.urgent}` : styles.timer}
            data-testid="exam-timer"
            aria-label={`剩余时间 ${formatCountdown(left)}`}
          >
            <span>剩余</span>
            <strong>{formatCountdown(left)}</strong>
          </p>
        ) : (
          <p className={styles.timer}>不限时</p>
        )}
      </header>
      {sync.status === 'offline' ? (
        <p className={styles.offline} role="alert">
          网络连接中断：继续作答即可，答案保存在本机，恢复网络后会自动提交到服务器。
        </p>
      ) : null}
      <div className={styles.body}>
        <section className={styles.paper} aria-label="题目">
          <QuestionView
            key={question.id}
            question={question}
            number={current + 1}
            total={attempt.questions.length}
            sheet={sheet}
            onAnswer={(answer) => setSheet({ answer })}
            check={verdict}
          />
          <div className={styles.actions}>
            <button type="button" className={styles.ghost} onClick={() => go(current - 1)} disabled={current === 0}>
              上一题
            </button>
            <button
              type="button"
              className={sheet.marked ? `${styles.ghost} ${styles.markOn}` : styles.ghost}
              aria-pressed={sheet.marked}
              onClick={() => setSheet({ marked: !sheet.marked })}
            >
              {sheet.marked ? '取消标记' : '标记本题'}
            </button>
            {attempt.practice && !verdict ? (
              <button
                type="button"
                className={styles.ghost}
                onClick={() => check.mutate({ questionId: question.id, answer: sheet.answer })}
                disabled={!isAnswered(sheet.answer)}
              >
                核对答案
              </button>
            ) : null}
            {last ? (
              <button type="button" className={styles.primary} onClick={() => setConfirming(true)}>
                交卷
              </button>
            ) : (
              <button type="button" className={styles.primary} onClick={() => go(current + 1)}>
                下一题
              </button>
            )}
          </div>
          <p className={styles.keys}>键盘 ← → 切换题目</p>
        </section>
        <aside className={styles.side}>
          <p className={styles.progress}>
            已答 <strong>{summary.answered}</strong> / {attempt.questions.length}
          </p>
          <QuestionGrid questions={attempt.questions} sheets={sheets} current={current} onJump={go} />
          <button type="button" className={`${styles.primary} ${styles.submit}`} onClick={() => setConfirming(true)}>
            交卷
          </button>
        </aside>
      </div>
      <SubmitDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void submit(false)}
        unanswered={summary.unanswered}
        marked={summary.marked}
        submitting={submitting}
      />
    </div>
  );
}
