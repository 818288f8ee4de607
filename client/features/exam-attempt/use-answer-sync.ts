import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '@shared/api/api-client';
import { CODE_EXAM_SUBMITTED, CODE_EXAM_TIME_UP, saveExamAnswers } from '@shared/api/exam';
import type { AnswerInput } from '@shared/schemas/exam-attempt';
import { runMutation } from '@client/lib/run-mutation';
import { PendingAnswers } from './answer-state';

/** Quiet typing for this long, then the answers go to the server. */
const SAVE_DELAY_MS = 800;
/** While offline, another try this often (and at once when the browser says it is back online). */
const RETRY_MS = 4000;

export type SyncStatus = 'saved' | 'saving' | 'offline';

interface SyncOptions {
  api: ApiClient;
  subId: number;
  /** Read at send time: the question shown and the tab-switch count go with every save. */
  progress: () => { current: number; tabSwitches: number };
  /** The server closed the paper (time up, or handed in elsewhere): its message, then the result. */
  onClosed: (message: string) => void;
}

const storageKey = (subId: number) => `skill:exam-pending:${subId}`;

/** Answers not yet on the server, kept on the device: a closed tab or a lost network loses nothing. */
export function readStoredPending(subId: number): AnswerInput[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(subId)) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as AnswerInput[]) : [];
  } catch {
    return [];
  }
}

/**
 * Saves answers as they change: debounced, one request at a time, retried while offline (a
 * banner says so; nothing typed is lost — it waits on the device), and sent with `keepalive`
 * when the page is hidden or left, so closing the tab mid-question keeps the last answer.
 */
export function useAnswerSync({ api, subId, progress, onClosed }: SyncOptions) {
  const queryClient = useQueryClient();
  const pending = useRef(new PendingAnswers());
  const [status, setStatus] = useState<SyncStatus>('saved');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const closed = useRef(false);
  const latest = useRef({ progress, onClosed });
  latest.current = { progress, onClosed };

  const persist = useCallback(() => {
    try {
      if (pending.current.size === 0) window.localStorage.removeItem(storageKey(subId));
      else window.localStorage.setItem(storageKey(subId), JSON.stringify(pending.current));
    } catch {
      // Private mode or a full store: the server copy is still kept up to date while online.
    }
  }, [subId]);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (closed.current || inFlight.current) return;
    inFlight.current = true;
    const batch = pending.current.take();
    setStatus('saving');
    try {
      // Saved in the background and retried while it fails: a 401 does not open the login modal at each try.
      await runMutation(
        queryClient,
        {
          mutationFn: () =>
            api.call(saveExamAnswers, { params: { subId }, body: { answers: batch.answers, ...latest.current.progress() } }),
          meta: { loginOn401: false },
        },
        undefined,
      );
      batch.confirm();
      persist();
      setStatus(pending.current.size > 0 ? 'saving' : 'saved');
      if (pending.current.size > 0) timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    } catch (error) {
      if (isApiError(error) && (error.code === CODE_EXAM_TIME_UP || error.code === CODE_EXAM_SUBMITTED)) {
        closed.current = true;
        pending.current = new PendingAnswers();
        persist();
        latest.current.onClosed(error.message);
      } else {
        // No answer from the server (offline, a proxy down): keep everything and try again.
        setStatus('offline');
        persist();
        timer.current = setTimeout(() => void flush(), RETRY_MS);
      }
    } finally {
      inFlight.current = false;
    }
  }, [api, queryClient, subId, persist]);

  const change = useCallback(
    (questionId: number, patch: Omit<AnswerInput, 'questionId'>) => {
      pending.current.set(questionId, patch);
      persist();
      if (status === 'saved') setStatus('saving');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush, persist, status],
  );

  /** The position or the tab-switch count changed: saved with the next batch (an empty one if need be). */
  const touch = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
  }, [flush]);

  // Answers kept on this device from an earlier visit (closed offline): they go first.
  const restored = useRef<AnswerInput[] | null>(null);
  if (restored.current === null && typeof window !== 'undefined') {
    restored.current = readStoredPending(subId);
    pending.current.restore(restored.current);
  }
  useEffect(() => {
    if (pending.current.size > 0) void flush();
  }, [flush]);

  useEffect(() => {
    const online = () => void flush();
    // Leaving or hiding the page: what is pending goes now, and survives the page going away.
    const leave = () => {
      if (closed.current || pending.current.size === 0) return;
      const { answers } = pending.current.take();
      void fetch(`/api/exam/attempts/${subId}/answers`, {
        method: 'PUT',
        keepalive: true,
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ answers, ...latest.current.progress() }),
      }).catch(() => undefined);
    };
    const visibility = () => document.visibilityState === 'hidden' && leave();
    window.addEventListener('online', online);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', visibility);
      clearTimeout(timer.current);
    };
  }, [flush, subId]);

  /** Everything still pending, for the submission to carry (kept until `finish`, should it fail). */
  const pendingAnswers = useCallback((): AnswerInput[] => {
    clearTimeout(timer.current);
    return pending.current.toJSON();
  }, []);

  /** The paper is handed in: nothing more is saved, and nothing stays on the device. */
  const finish = useCallback(() => {
    clearTimeout(timer.current);
    closed.current = true;
    pending.current = new PendingAnswers();
    persist();
  }, [persist]);

  return { status, change, touch, flush, pendingAnswers, finish, restored: restored.current ?? [] };
}
