import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@shared/api/api-client';
import { answerPractice, CODE_PRACTICE_FINISHED, submitPractice } from '@shared/api/practice';
import { QuestionKind } from '@shared/enums/exam';
import type { Answer } from '@shared/schemas/exam-attempt';
import type { PracticeSession } from '@shared/schemas/practice';
import { useApi } from '@client/lib/api-context';
import { isAnswered } from '@client/lib/exam/question-answer';
import { formatCountdown, serverOffsetOf, timeLeftMs, WARNING_MS } from '@client/lib/exam/exam-countdown';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { useToastsAtBottom } from '@client/components/toast/toasts-at-bottom';
import { getPracticeSessionQueryOptions } from '../get-practice';
import { accuracyOf, modeLabel, pointsText, practiceErrorMessage, practiceRefusalCode } from '../practice-format';
import { initialSessionState, pageOf, sessionReducer, shownAnswer, timedMinutesOf, unansweredNumbers } from '../session-state';
import { readPracticePosition } from '../pending-position';
import { usePositionSync } from '../use-position-sync';
import { TYPING_DELAY_MS, useTimedAnswers } from '../use-timed-answers';
import { useStartPractice } from '../use-start-practice';
import { AnswerSheet } from './answer-sheet';
import { HandInDialog } from './hand-in-dialog';
import { PracticeQuestion } from './practice-question';
import { SessionResult } from './session-result';
import styles from './session-view.module.css';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** A pick that is a whole answer at once (单选, 判断): checked as it is given; 多选 and 填空 have 提交答案. */
const answersAtOnce = (kind: number) => kind === QuestionKind.SINGLE || kind === QuestionKind.JUDGE;

/** At the deadline the server hands the session in; asked again this often until it says so (a device a little early). */
const CLOSE_POLL_MS = 1000;
const CLOSE_POLLS = 5;

/**
 * A practice session, one question at a time (issue 25 §4): the 题卡 to jump, answers saved as they
 * are given, the position saved as the learner moves (a reload resumes there). 顺序 / 随机 / 章节:
 * right or wrong and the 解析 at once; 背题模式: every answer and 解析 shown; 限时模拟: nothing until it
 * is handed in — by the learner, or at zero on the countdown, when the server (the clock's
 * authority) hands it in as it stood — then the result and every verdict.
 */
export function SessionView({ initial }: { initial: PracticeSession }) {
  // A 限时模拟's timer is in the bar stuck to the top: messages must never cover it.
  useToastsAtBottom();
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(sessionReducer, initial, initialSessionState);
  const { session } = state;
  const sessionId = session.id;
  const examHref = `/exam/${session.examId}`;
  const memorize = session.mode === 'memorize';
  const timed = session.mode === 'timed';
  const finished = session.status === 'finished';
  const timedOpen = timed && !finished;
  const [current, setCurrent] = useState(() => Math.min(initial.position, initial.total - 1));
  const [drafts, setDrafts] = useState<ReadonlyMap<number, Answer>>(new Map());
  const [sheetOpen, setSheetOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loadTries, setLoadTries] = useState(0);
  const position = usePositionSync(api, sessionId, initial.position);
  const paperRef = useRef<HTMLElement>(null);

  /** The session as the API has it now (the page of the question shown); a closed 限时模拟 comes back graded. */
  const reload = useCallback(
    async (index: number) => {
      const fresh = await queryClient.fetchQuery(getPracticeSessionQueryOptions(api, sessionId, pageOf(index)));
      dispatch({ type: fresh.status === 'finished' && timed ? 'finished' : 'loaded', session: fresh });
      return fresh;
    },
    [api, queryClient, sessionId, timed],
  );
  const currentRef = useRef(current);
  currentRef.current = current;

  const closedRef = useRef(false);
  /** The server closed the 限时模拟 (the clock, another tab): its verdicts and the result, from question 1. */
  const showFinished = useCallback(
    (fresh: PracticeSession) => {
      closedRef.current = true;
      dispatch({ type: 'finished', session: fresh });
      setDrafts(new Map());
      setCurrent(0);
      window.scrollTo({ top: 0 });
    },
    [dispatch],
  );

  const timedAnswers = useTimedAnswers({
    api,
    sessionId,
    onSaved: (index, result) => {
      dispatch({ type: 'answered', index, result });
      position.saved(result.position);
    },
    onClosed: (error) => {
      toast.error(practiceErrorMessage(error, '限时模拟已结束'));
      void reload(0).then((fresh) => fresh.status === 'finished' && showFinished(fresh));
    },
  });

  // ---- moving between questions
  const go = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(session.total - 1, index));
      setCurrent(next);
      position.move(next);
    },
    [position, session.total],
  );
  // Left right after a move, before its save landed (it went with keepalive): this browser kept where
  // the learner was, and going there saves it again. Once, on arrival; a handed-in session starts at 1.
  const resumedRef = useRef(false);
  useEffect(() => {
    if (resumedRef.current || finished) return;
    resumedRef.current = true;
    const kept = readPracticePosition(sessionId);
    if (kept !== undefined && kept !== currentRef.current && kept < session.total) go(kept);
  }, [finished, go, session.total, sessionId]);

  const jump = (index: number) => {
    go(index);
    setSheetOpen(false);
    paperRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  // The page of the question shown, and the next one ahead of time, when not loaded yet.
  useEffect(() => {
    const wanted = !state.questions.has(current)
      ? current
      : current + 1 < session.total && !state.questions.has(current + 1)
        ? current + 1
        : null;
    if (wanted === null) return;
    let cancelled = false;
    setLoadFailed(false);
    queryClient
      .fetchQuery(getPracticeSessionQueryOptions(api, sessionId, pageOf(wanted)))
      .then((fresh) => !cancelled && dispatch({ type: 'loaded', session: fresh }))
      .catch(() => !cancelled && wanted === current && setLoadFailed(true));
    return () => {
      cancelled = true;
    };
  }, [api, current, queryClient, session.total, sessionId, state.questions, loadTries]);

  // ---- answering (顺序 / 随机 / 章节): checked at once
  const check = useMutation({
    mutationFn: ({ questionId, answer }: { index: number; questionId: number; answer: Answer }) =>
      api.call(answerPractice, { params: { sessionId }, body: { questionId, answer } }),
    onSuccess: (result, { index }) => {
      dispatch({ type: 'answered', index, result });
      position.saved(result.position);
      setDrafts((previous) => {
        const next = new Map(previous);
        next.delete(index);
        return next;
      });
    },
    onError: (error) => {
      if (isSignedOutError(error)) return;
      toast.error(practiceErrorMessage(error, '提交答案失败，请检查网络后重试'));
      // A refusal (not in this session, the wrong mode): the session as the server has it.
      if (practiceRefusalCode(error) !== null) void reload(currentRef.current);
    },
  });

  const question = state.questions.get(current);
  const draft = drafts.get(current);
  const answer = question ? shownAnswer(question, draft) : null;
  const verdictShown = Boolean(question?.verdict);
  const locked = !question || memorize || finished || (!timed && (verdictShown || check.isPending));

  const onAnswer = (next: Answer) => {
    if (!question || locked) return;
    setDrafts((previous) => new Map(previous).set(current, next));
    if (timedOpen) {
      timedAnswers.change(
        current,
        question.id,
        next,
        answersAtOnce(question.kind) || question.kind === QuestionKind.MULTIPLE ? 0 : TYPING_DELAY_MS,
      );
    } else if (answersAtOnce(question.kind)) check.mutate({ index: current, questionId: question.id, answer: next });
  };
  const submitAnswer = () => {
    if (question && answer !== null && isAnswered(answer)) check.mutate({ index: current, questionId: question.id, answer });
  };

  // ---- handing in (限时模拟)
  const handIn = useMutation({
    mutationFn: async () => {
      await timedAnswers.flush();
      return api.call(submitPractice, { params: { sessionId } });
    },
    onSuccess: (fresh) => {
      timedAnswers.close();
      showFinished(fresh);
    },
    onError: async (error) => {
      if (isSignedOutError(error)) return;
      if (isApiError(error) && error.code === CODE_PRACTICE_FINISHED) {
        timedAnswers.close();
        const fresh = await reload(0);
        if (fresh.status === 'finished') showFinished(fresh);
      } else toast.error(practiceErrorMessage(error, '交卷失败，请检查网络后重试'));
    },
    onSettled: () => setConfirming(false),
  });

  // ---- the countdown, on the server's clock; at zero the server hands the session in
  const offset = useMemo(() => serverOffsetOf(initial.serverNow, Date.now()), [initial.serverNow]);
  const [left, setLeft] = useState(() =>
    session.deadline ? Math.max(0, Date.parse(session.deadline) - Date.parse(initial.serverNow)) : null,
  );
  const expiring = useRef(false);
  const expire = useCallback(async () => {
    if (expiring.current || closedRef.current) return;
    expiring.current = true;
    await timedAnswers.flush();
    for (let poll = 0; poll < CLOSE_POLLS && !closedRef.current; poll += 1) {
      try {
        const fresh = await queryClient.fetchQuery(getPracticeSessionQueryOptions(api, sessionId, 1));
        if (fresh.status === 'finished') {
          timedAnswers.close();
          toast.info('时间到，已按截止时的作答自动交卷');
          showFinished(fresh);
          return;
        }
      } catch {
        // No answer: asked again below.
      }
      await new Promise((resolve) => setTimeout(resolve, CLOSE_POLL_MS));
    }
    // The server still has it open (this device's clock ahead of the server's): hand it in now.
    if (!closedRef.current) handIn.mutate();
    expiring.current = false;
  }, [api, handIn, queryClient, sessionId, showFinished, timedAnswers]);
  const expireRef = useRef(expire);
  expireRef.current = expire;
  const warned = useRef(false);
  useEffect(() => {
    if (!timedOpen || !session.deadline) return;
    const deadline = session.deadline;
    const tick = () => {
      const ms = timeLeftMs(deadline, offset, Date.now());
      setLeft(ms);
      if (ms <= WARNING_MS && ms > 60_000 && !warned.current) {
        warned.current = true;
        toast.info('距离限时模拟结束还有 5 分钟');
      }
      if (ms === 0) void expireRef.current();
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [offset, session.deadline, timedOpen]);

  // ---- ← → between questions
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

  const again = useStartPractice(session.examId);
  const checked = !memorize && (!timed || finished);
  const accuracy = accuracyOf(session.correctCount, session.answeredCount);
  const last = current === session.total - 1;
  const needsSubmit = question && !timed && !memorize && !verdictShown && !answersAtOnce(question.kind);

  return (
    <div className={styles.layout}>
      <header className={styles.bar}>
        <div className={styles.barTitle}>
          <h1>{modeLabel(session.mode)}</h1>
          <p>
            {session.examTitle} · {pointsText(session.knowledgePoints)} · 共 {session.total} 题
          </p>
        </div>
        {timedOpen ? <span className={styles.barBreak} aria-hidden="true" /> : null}
        {timedOpen ? (
          <p className={styles.saveState} role="status" data-testid="practice-save-state">
            {timedAnswers.status === 'offline'
              ? '网络异常，答案稍后自动保存'
              : timedAnswers.status === 'saving'
                ? '正在保存…'
                : '答案已保存'}
          </p>
        ) : null}
        {timedOpen && left !== null ? (
          <p
            className={left <= WARNING_MS ? `${styles.timer} ${styles.urgent}` : styles.timer}
            data-testid="practice-timer"
            aria-label={`剩余时间 ${formatCountdown(left)}`}
          >
            <span>剩余</span>
            <strong>{formatCountdown(left)}</strong>
          </p>
        ) : null}
        <button
          type="button"
          className={`btn btn-ghost ${styles.sheetToggle}`}
          aria-expanded={sheetOpen}
          aria-controls="practice-side"
          onClick={() => setSheetOpen((open) => !open)}
        >
          题卡 {current + 1}/{session.total}
        </button>
      </header>
      {timed && finished ? (
        <SessionResult
          session={session}
          examHref={examHref}
          againPending={again.isPending}
          onAgain={() => again.mutate({ mode: 'timed', restart: true, questionCount: session.total, minutes: timedMinutesOf(session) })}
        />
      ) : null}
      <div className={styles.body}>
        <section className={styles.paper} aria-label="题目" ref={paperRef}>
          {question ? (
            <PracticeQuestion
              key={question.id}
              question={question}
              total={session.total}
              answer={answer}
              onAnswer={onAnswer}
              locked={locked}
              memorize={memorize}
            />
          ) : loadFailed ? (
            <p className={styles.loading} role="alert">
              题目加载失败，请检查网络后
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setLoadTries((tries) => tries + 1)}>
                重试
              </button>
            </p>
          ) : (
            <p className={styles.loading} role="status">
              正在加载第 {current + 1} 题…
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className="btn btn-ghost btn-lg" onClick={() => go(current - 1)} disabled={current === 0}>
              上一题
            </button>
            {needsSubmit ? (
              <button
                type="button"
                className="btn btn-soft btn-lg"
                onClick={submitAnswer}
                disabled={answer === null || !isAnswered(answer) || check.isPending}
                aria-busy={check.isPending || undefined}
              >
                提交答案
              </button>
            ) : null}
            {last && timedOpen ? (
              <button type="button" className={`btn btn-primary btn-lg ${styles.next}`} onClick={() => setConfirming(true)}>
                交卷
              </button>
            ) : last ? (
              <a className={`btn btn-primary btn-lg ${styles.next}`} href={examHref}>
                返回考试
              </a>
            ) : (
              <button type="button" className={`btn btn-primary btn-lg ${styles.next}`} onClick={() => go(current + 1)}>
                下一题
              </button>
            )}
          </div>
          <p className={styles.keys}>
            <span className={styles.keyHint}>键盘 ← → 切换题目；</span>进度自动保存，下次从这里继续。
          </p>
        </section>
        <aside id="practice-side" className={sheetOpen ? `${styles.side} ${styles.sideOpen}` : styles.side} aria-label="练习进度与题卡">
          <p className={styles.progress} data-testid="practice-counts">
            {memorize ? (
              <>
                第 <strong>{current + 1}</strong> / {session.total} 题
              </>
            ) : (
              <>
                已答 <strong>{session.answeredCount}</strong> / {session.total}
                {checked ? (
                  <>
                    {' '}
                    · 答对 <strong>{session.correctCount}</strong>
                    {accuracy === null ? '' : `（${accuracy}%）`}
                  </>
                ) : null}
              </>
            )}
          </p>
          <AnswerSheet sheet={session.sheet} current={current} onJump={jump} legend={memorize ? null : checked ? 'checked' : 'saved'} />
          {timedOpen ? (
            <button type="button" className="btn btn-primary btn-block" onClick={() => setConfirming(true)}>
              交卷
            </button>
          ) : (
            <a className="btn btn-ghost btn-block" href={examHref}>
              返回考试
            </a>
          )}
        </aside>
      </div>
      {timedOpen ? (
        <HandInDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={() => handIn.mutate()}
          unanswered={unansweredNumbers(session.sheet)}
          pending={handIn.isPending}
        />
      ) : null}
    </div>
  );
}
