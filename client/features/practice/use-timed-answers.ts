import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { answerPractice } from '@shared/api/practice';
import type { Answer } from '@shared/schemas/exam-attempt';
import type { PracticeAnswerResult } from '@shared/schemas/practice';
import { isAnswered } from '@client/lib/exam/question-answer';
import { runMutation } from '@client/lib/run-mutation';
import { practiceRefusalCode } from './practice-format';

/** Typing in a blank: saved this long after it stops; a choice is saved at once. */
export const TYPING_DELAY_MS = 800;
/** A save that found no server: tried again this often. */
const RETRY_MS = 4000;

export type SaveStatus = 'saved' | 'saving' | 'offline';

interface Options {
  api: ApiClient;
  sessionId: number;
  /** The API took an answer (no verdict: 已作答 on the 答题卡). */
  onSaved: (index: number, result: PracticeAnswerResult) => void;
  /** The session is closed on the server (handed in, time up: 4824 / 4825): the page reloads it. */
  onClosed: (error: unknown) => void;
}

/**
 * A 限时模拟's answers, saved as they are given (practice.answer takes a changed answer until the
 * hand-in): latest per question, one request at a time, retried while the server cannot be reached.
 * `flush` sends everything pending now (before the hand-in and at the deadline).
 */
export function useTimedAnswers({ api, sessionId, onSaved, onClosed }: Options) {
  const queryClient = useQueryClient();
  const pending = useRef(new Map<number, { questionId: number; answer: Answer }>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);
  const closed = useRef(false);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const latest = useRef({ onSaved, onClosed });
  latest.current = { onSaved, onClosed };
  const retry = useRef<() => Promise<void>>(async () => undefined);

  const run = useCallback(async (): Promise<void> => {
    setStatus('saving');
    while (pending.current.size > 0 && !closed.current) {
      const [index, input] = pending.current.entries().next().value!;
      try {
        const result = await runMutation(
          queryClient,
          { mutationFn: () => api.call(answerPractice, { params: { sessionId }, body: input }), meta: { loginOn401: false } },
          undefined,
        );
        // A newer answer to the same question stays pending.
        if (pending.current.get(index) === input) pending.current.delete(index);
        latest.current.onSaved(index, result);
      } catch (error) {
        if (practiceRefusalCode(error) !== null) {
          closed.current = true;
          pending.current.clear();
          latest.current.onClosed(error);
          break;
        }
        setStatus('offline');
        timer.current = setTimeout(() => void retry.current(), RETRY_MS);
        return;
      }
    }
    setStatus('saved');
  }, [api, queryClient, sessionId]);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
    if (pending.current.size === 0 || closed.current) return;
    running.current = run().finally(() => (running.current = null));
    await running.current;
  }, [run]);
  retry.current = flush;

  /** The learner's answer to a question changed: saved at once, or after typing stops. */
  const change = useCallback(
    (index: number, questionId: number, answer: Answer, delay: number) => {
      if (closed.current || !isAnswered(answer)) return;
      pending.current.set(index, { questionId, answer });
      setStatus('saving');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delay);
    },
    [flush],
  );

  /** Handed in: nothing more is saved. */
  const close = useCallback(() => {
    closed.current = true;
    clearTimeout(timer.current);
    pending.current.clear();
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  return { status, change, flush, close };
}
