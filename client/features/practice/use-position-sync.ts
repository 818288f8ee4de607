import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { buildPath } from '@shared/api/define-endpoint';
import { savePracticePosition } from '@shared/api/practice';
import { runMutation } from '@client/lib/run-mutation';
import { confirmPracticePosition, keepPracticePosition } from './pending-position';

/**
 * Keeps the question the learner is on saved (practice.position), so a reload or another device
 * resumes exactly there: one save at a time, the latest position wins, and what is still unsaved
 * when the page is hidden or left goes with `keepalive`, and is kept in this browser until a save of
 * this session is confirmed (the next page may read the session before the keepalive save lands:
 * ./pending-position.ts). An answer moves the position on the server by itself (`saved`). A save that
 * fails is tried again with the next move or answer.
 */
export function usePositionSync(api: ApiClient, sessionId: number, initial: number) {
  const queryClient = useQueryClient();
  const state = useRef({ saved: initial, wanted: initial, inFlight: false });

  const send = useCallback(async (): Promise<void> => {
    const current = state.current;
    if (current.inFlight || current.wanted === current.saved) return;
    current.inFlight = true;
    const position = current.wanted;
    let ok = false;
    try {
      // In the background: a lapsed session shows at the next answer, not as a modal at each move.
      await runMutation(
        queryClient,
        {
          mutationFn: () => api.call(savePracticePosition, { params: { sessionId }, body: { position } }),
          meta: { loginOn401: false },
        },
        undefined,
      );
      current.saved = position;
      ok = true;
      if (current.wanted === position) confirmPracticePosition(sessionId);
    } catch {
      // Offline or refused: the next move tries again; a reload resumes at the last saved question.
    } finally {
      current.inFlight = false;
    }
    if (ok && current.wanted !== current.saved) await send();
  }, [api, queryClient, sessionId]);

  /** The learner moved to `position`. */
  const move = useCallback(
    (position: number) => {
      state.current.wanted = position;
      void send();
    },
    [send],
  );

  /**
   * The server moved the position itself (an answer puts it on the question answered): if the learner
   * has moved on since, their question is saved again, so the last word is always where they are.
   */
  const saved = useCallback(
    (position: number) => {
      state.current.saved = position;
      void send();
    },
    [send],
  );

  useEffect(() => {
    // The one state object of this hook (never replaced), read again when the page is left.
    const sync = state.current;
    const leave = () => {
      const { wanted, saved: last } = state.current;
      if (wanted === last) return;
      state.current.saved = wanted;
      keepPracticePosition(sessionId, wanted);
      void fetch(`/api${buildPath(savePracticePosition.path, { sessionId })}`, {
        method: savePracticePosition.method,
        keepalive: true,
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ position: wanted }),
      }).catch(() => undefined);
    };
    const hidden = () => document.visibilityState === 'hidden' && leave();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Left within the site while a save is still under way: kept until it is confirmed.
      if (sync.wanted !== sync.saved) keepPracticePosition(sessionId, sync.wanted);
    };
  }, [sessionId]);

  return { move, saved };
}
