import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage, type ApiClient } from '@shared/api/api-client';
import { removeWrongBookEntry, updateWrongBookEntry } from '@shared/api/wrong-book';
import type { WrongReason } from '@shared/lib/wrong-book-rules';
import type { WrongBookEntry, WrongBookList } from '@shared/schemas/wrong-book';
import { useApi } from '@client/lib/api-context';
import { runMutation } from '@client/lib/run-mutation';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { getWrongBookQueryOptions, WRONG_BOOK_QUERY_KEY } from './get-wrong-book';
import type { WrongBookListQuery } from './wrong-book-list-query';

type Counts = WrongBookList['counts'];

/** The list with one entry changed (and the tab counts moved by `counts`). */
export function withEntry(list: WrongBookList, id: number, patch: Partial<WrongBookEntry>, counts: Partial<Counts> = {}): WrongBookList {
  const moved = { ...list.counts };
  for (const [name, by] of Object.entries(counts) as [keyof Counts, number][]) moved[name] = Math.max(0, moved[name] + by);
  return { ...list, counts: moved, list: list.list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)) };
}

/**
 * The list once an entry left the book, its counts moved as the server counts them. On the 收藏 tab a
 * favourite stays, out of the book (no wrong answer, no schedule); elsewhere it goes.
 */
export function withoutEntry(list: WrongBookList, entry: WrongBookEntry, status: WrongBookListQuery['status']): WrongBookList {
  const counts = { ...list.counts };
  if (entry.review) {
    counts.total = Math.max(0, counts.total - 1);
    if (entry.review.mastered) counts.mastered = Math.max(0, counts.mastered - 1);
    else counts.learning = Math.max(0, counts.learning - 1);
    if (entry.review.due) counts.due = Math.max(0, counts.due - 1);
  }
  if (status === 'favourite' && entry.favourite) {
    const out = { inBook: false, timesWrong: 0, lastWrongAnswer: null, lastWrongAt: null, reason: null, review: null };
    return { ...list, counts, list: list.list.map((item) => (item.id === entry.id ? { ...item, ...out } : item)) };
  }
  return { ...list, counts, list: list.list.filter((item) => item.id !== entry.id), total: Math.max(0, list.total - 1) };
}

/** After any write every view of the book is stale: the next visit (loadFresh) asks again. */
export const markBookStale = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: WRONG_BOOK_QUERY_KEY, refetchType: 'none' });

/** Every cached list of the book, changed alike (the entry is the same wherever it is shown). */
const patchLists = (queryClient: QueryClient, change: (list: WrongBookList) => WrongBookList) =>
  queryClient.setQueriesData<WrongBookList>({ queryKey: [...WRONG_BOOK_QUERY_KEY, 'list'] }, (list) => list && change(list));

/** An entry as the server answered a write (a note saved, a review graded): shown wherever it is listed. */
export function useSavedEntry() {
  const queryClient = useQueryClient();
  return (saved: WrongBookEntry) => {
    patchLists(queryClient, (list) => withEntry(list, saved.id, saved));
    void markBookStale(queryClient);
  };
}

const failed = (error: unknown, fallback: string) => {
  if (!isSignedOutError(error)) toast.error(errorMessage(error, fallback));
};

/**
 * The card's quick writes — 错因, 收藏, 移出错题本 — on the list the page shows: shown at once, put
 * back if the server refuses (a toast says why; a lost session opens the login modal, client/lib/
 * query-client.ts). runMutation, not useMutation: nothing shows them pending, and ten cards need no
 * observers for it.
 */
export function useEntryActions(query: WrongBookListQuery) {
  const api = useApi();
  const queryClient = useQueryClient();
  const patch = (change: (list: WrongBookList) => WrongBookList) => patchLists(queryClient, change);
  const update = (
    entry: WrongBookEntry,
    body: Parameters<typeof updateEntry>[2],
    shown: Partial<WrongBookEntry>,
    counts?: Partial<Counts>,
  ) => {
    const undo = Object.fromEntries(
      Object.keys(shown).map((name) => [name, entry[name as keyof WrongBookEntry]]),
    ) as Partial<WrongBookEntry>;
    const undoCounts = Object.fromEntries(Object.entries(counts ?? {}).map(([name, by]) => [name, -by])) as Partial<Counts>;
    patch((list) => withEntry(list, entry.id, shown, counts));
    return runMutation(queryClient, { mutationFn: () => updateEntry(api, entry.id, body) }, undefined).then(
      (saved) => {
        patch((list) => withEntry(list, entry.id, saved));
        void markBookStale(queryClient);
        return true;
      },
      (error: unknown) => {
        patch((list) => withEntry(list, entry.id, undo, undoCounts));
        failed(error, '保存失败，请稍后重试');
        return false;
      },
    );
  };
  return {
    /** 错因: a chip chosen, or chosen again to clear it. */
    setReason: (entry: WrongBookEntry, reason: WrongReason) => {
      const next = entry.reason === reason ? null : reason;
      return update(entry, { reason: next }, { reason: next });
    },
    setFavourite: (entry: WrongBookEntry, favourite: boolean) =>
      update(entry, { favourite }, { favourite }, { favourite: favourite ? 1 : -1 }).then((done) => {
        if (done) toast.success(favourite ? '已收藏' : '已取消收藏');
        return done;
      }),
    /** 移出错题本 (asked first): resolves true once done, and the page refills from the server. */
    remove: (entry: WrongBookEntry) =>
      runMutation(queryClient, { mutationFn: () => api.call(removeWrongBookEntry, { params: { entryId: entry.id } }) }, undefined).then(
        async ({ kept }) => {
          const { queryKey } = getWrongBookQueryOptions(api, query);
          const shown = queryClient.getQueryData(queryKey);
          if (shown) queryClient.setQueryData(queryKey, withoutEntry(shown, entry, query.status));
          toast.success(kept ? '已移出错题本，这道题仍在收藏中' : '已移出错题本');
          await markBookStale(queryClient);
          void queryClient.fetchQuery({ ...getWrongBookQueryOptions(api, query), staleTime: 0 }).catch(() => undefined);
          return true;
        },
        (error: unknown) => {
          failed(error, '移出失败，请稍后重试');
          return false;
        },
      ),
  };
}

export const updateEntry = (api: ApiClient, entryId: number, body: { reason?: WrongReason | null; favourite?: boolean; note?: string }) =>
  api.call(updateWrongBookEntry, { params: { entryId }, body });
