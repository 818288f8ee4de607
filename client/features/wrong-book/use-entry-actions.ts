import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage, type ApiClient } from '@shared/api/api-client';
import { keepForReview, markLeechStudied, removeWrongBookEntry, updateWrongBookEntry } from '@shared/api/wrong-book';
import type { WrongReason } from '@shared/lib/wrong-book-rules';
import type { SavedEntry, WrongBookEntry, WrongBookList } from '@shared/schemas/wrong-book';
import { useApi } from '@client/lib/api-context';
import { runMutation } from '@client/lib/run-mutation';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { getWrongBookQueryOptions, WRONG_BOOK_QUERY_KEY } from './get-wrong-book';
import type { WrongBookListQuery } from './wrong-book-list-query';

type Counts = WrongBookList['counts'];

/** Every cached list of the book (the summary has no entries). */
const LISTS_KEY = [...WRONG_BOOK_QUERY_KEY, 'list'] as const;

/** The list with one entry changed, and the book's tab counts as the server answered them, if it did. */
function withEntry(list: WrongBookList, id: number, patch: Partial<WrongBookEntry>, counts?: Counts): WrongBookList {
  return { ...list, counts: counts ?? list.counts, list: list.list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)) };
}

/**
 * The list once an entry left the book, with the server's counts. On the 收藏 tab a favourite stays,
 * out of the book (no wrong answer, no schedule); elsewhere it goes. The page then refills from the server.
 */
function withoutEntry(list: WrongBookList, entry: WrongBookEntry, status: WrongBookListQuery['status'], counts: Counts): WrongBookList {
  if (status === 'favourite' && entry.favourite) {
    const out = { inBook: false, timesWrong: 0, lastWrongAnswer: null, lastWrongAt: null, reason: null, review: null };
    return withEntry(list, entry.id, out, counts);
  }
  return { ...list, counts, list: list.list.filter((item) => item.id !== entry.id), total: Math.max(0, list.total - 1) };
}

/** After any write every view of the book is stale: the next visit (loadFresh) asks again. */
const markBookStale = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: WRONG_BOOK_QUERY_KEY, refetchType: 'none' });

/** Every cached list of the book, changed alike (the entry is the same wherever it is shown, the counts are the book's). */
const patchLists = (queryClient: QueryClient, change: (list: WrongBookList) => WrongBookList) =>
  queryClient.setQueriesData<WrongBookList>({ queryKey: LISTS_KEY }, (list) => list && change(list));

/** Splits a saved entry's answer into the entry and the book's counts. */
const entryOf = ({ counts, ...entry }: SavedEntry): [WrongBookEntry, Counts] => [entry, counts];

/**
 * An entry as the server answered a write (a note saved, a review graded): shown wherever it is listed,
 * with the book's counts when the answer has them (a review's does not: the next visit asks again).
 */
export function useSavedEntry() {
  const queryClient = useQueryClient();
  return (saved: WrongBookEntry | SavedEntry) => {
    const [entry, counts] = 'counts' in saved ? entryOf(saved) : [saved, undefined];
    patchLists(queryClient, (list) => withEntry(list, entry.id, entry, counts));
    void markBookStale(queryClient);
  };
}

const failed = (error: unknown, fallback: string) => {
  if (!isSignedOutError(error)) toast.error(errorMessage(error, fallback));
};

/**
 * The card's quick writes — 错因, 收藏, 移出错题本 — on the list the page shows. 错因 and 收藏 show on the
 * card at once and are put back if the server refuses (a toast says why; a lost session opens the login
 * modal, client/lib/query-client.ts); the tab counts are the server's answer. Writes to one entry go one
 * after another (a mutation scope), and only the last one's answer is written. runMutation, not
 * useMutation: nothing shows them pending, and ten cards need no observers for it.
 */
export function entryActions(queryClient: QueryClient, api: ApiClient, query: WrongBookListQuery) {
  /** A write whose answer the card shows: true once done, false (a toast says why) when refused. */
  const write = <T>(mutationFn: () => Promise<T>, onSuccess: (saved: T) => Promise<unknown>, fallback: string) =>
    runMutation(queryClient, { mutationFn, onSuccess }, undefined).then(
      () => true,
      (error: unknown) => {
        failed(error, fallback);
        return false;
      },
    );
  const update = (entry: WrongBookEntry, body: Parameters<typeof updateEntry>[2], shown: Partial<WrongBookEntry>) => {
    const mutationKey = ['wrong-book', 'update', entry.id];
    return runMutation(
      queryClient,
      {
        mutationKey,
        scope: { id: `wrong-book-entry-${entry.id}` },
        mutationFn: () => updateEntry(api, entry.id, body),
        onMutate: async () => {
          await queryClient.cancelQueries({ queryKey: LISTS_KEY });
          patchLists(queryClient, (list) => withEntry(list, entry.id, shown));
        },
        onSuccess: (saved) => {
          // A later click on this entry is still on its way: its answer is the one to show.
          if (queryClient.isMutating({ mutationKey }) > 1) return;
          const [answered, counts] = entryOf(saved);
          patchLists(queryClient, (list) => withEntry(list, entry.id, answered, counts));
        },
        onError: () => {
          const before = Object.fromEntries(Object.keys(shown).map((name) => [name, entry[name as keyof WrongBookEntry]]));
          patchLists(queryClient, (list) => withEntry(list, entry.id, before));
        },
        onSettled: () => markBookStale(queryClient),
      },
      undefined,
    ).then(
      () => true,
      (error: unknown) => {
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
      update(entry, { favourite }, { favourite }).then((done) => {
        if (done) toast.success(favourite ? '已收藏' : '已取消收藏');
        return done;
      }),
    /** A favourite or noted question kept for review: in the book from now, due the next day. */
    keep: (entry: WrongBookEntry) =>
      write(
        () => api.call(keepForReview, { params: { entryId: entry.id } }),
        (saved) => {
          const [kept, counts] = entryOf(saved);
          patchLists(queryClient, (list) => withEntry(list, entry.id, kept, counts));
          toast.success('已加入复习，明天开始按记忆安排复习');
          return markBookStale(queryClient);
        },
        '加入复习失败，请稍后重试',
      ),
    /** A leech's 解析 studied: it is scheduled again (the card shows when). */
    markStudied: (entry: WrongBookEntry) =>
      write(
        () => api.call(markLeechStudied, { params: { entryId: entry.id } }),
        (saved) => {
          patchLists(queryClient, (list) => withEntry(list, entry.id, saved));
          toast.success('已重新安排复习');
          return markBookStale(queryClient);
        },
        '保存失败，请稍后重试',
      ),
    /** 移出错题本 (asked first): resolves true once done, and the page refills from the server. */
    remove: (entry: WrongBookEntry) => {
      const options = getWrongBookQueryOptions(api, query);
      return write(
        () => api.call(removeWrongBookEntry, { params: { entryId: entry.id } }),
        async ({ kept, counts }) => {
          await queryClient.cancelQueries({ queryKey: LISTS_KEY });
          patchLists(queryClient, (list) => withEntry(list, entry.id, {}, counts));
          queryClient.setQueryData(options.queryKey, (shown) => shown && withoutEntry(shown, entry, query.status, counts));
          toast.success(kept ? '已移出错题本，这道题仍在收藏中' : '已移出错题本');
          await markBookStale(queryClient);
          void queryClient.prefetchQuery(options);
        },
        '移出失败，请稍后重试',
      );
    },
  };
}

export const updateEntry = (api: ApiClient, entryId: number, body: { reason?: WrongReason | null; favourite?: boolean; note?: string }) =>
  api.call(updateWrongBookEntry, { params: { entryId }, body });

export const useEntryActions = (query: WrongBookListQuery) => entryActions(useQueryClient(), useApi(), query);
