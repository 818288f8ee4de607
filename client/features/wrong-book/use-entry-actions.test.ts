import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@shared/api/api-client';
import { listWrongBook, removeWrongBookEntry, updateWrongBookEntry } from '@shared/api/wrong-book';
import type { WrongBookEntry, WrongBookList } from '@shared/schemas/wrong-book';
import { dismissToast, toastStore } from '@client/components/toast/toast-store';
import { getWrongBookQueryOptions } from './get-wrong-book';
import { entryActions } from './use-entry-actions';
import { parseWrongBookListQuery } from './wrong-book-list-query';

type Counts = WrongBookList['counts'];

const entry = (id: number, patch: Partial<WrongBookEntry> = {}) =>
  ({
    id,
    inBook: true,
    timesWrong: 1,
    reason: null,
    favourite: false,
    note: '',
    review: { stage: 0, mastered: false, dueOn: '2026-11-23', due: false, lastReviewedAt: null },
    ...patch,
  }) as WrongBookEntry;

const list = (entries: WrongBookEntry[], counts: Counts): WrongBookList => ({
  today: '2026-11-22',
  counts,
  groups: { exams: [], professions: [], knowledgePoints: [] },
  list: entries,
  total: entries.length,
  page: 1,
  size: 10,
});

const BEFORE: Counts = { due: 0, learning: 2, mastered: 0, favourite: 0, total: 2 };
/** Not what the client could work out from BEFORE: the book changed elsewhere too (another tab, a practice). */
const SERVER: Counts = { due: 1, learning: 3, mastered: 1, favourite: 4, total: 4 };

const all = parseWrongBookListQuery(new URLSearchParams());
const favourites = parseWrongBookListQuery(new URLSearchParams('status=favourite'));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

type Call = { id: string; entryId?: number };
/** An API answering each endpoint with the given function (or refusing), recording the calls. */
function api(answers: Record<string, (call: Call) => unknown>) {
  const calls: Call[] = [];
  const client = {
    call: async (endpoint: { id: string }, args?: { params?: { entryId?: number } }) => {
      const call = { id: endpoint.id, entryId: args?.params?.entryId };
      calls.push(call);
      const answer = answers[endpoint.id];
      if (!answer) throw new ApiError('服务器繁忙，请稍后再试', 200, 500);
      return answer(call);
    },
  } as unknown as ApiClient;
  return { client, calls };
}

function cacheWith(client: ApiClient, shown: WrongBookList) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } });
  queryClient.setQueryData(getWrongBookQueryOptions(client, all).queryKey, shown);
  queryClient.setQueryData(getWrongBookQueryOptions(client, favourites).queryKey, list([], BEFORE));
  const read = (query = all) => queryClient.getQueryData(getWrongBookQueryOptions(client, query).queryKey)!;
  return { queryClient, read };
}

// The writes' toasts: the units share their modules (vitest's isolate: false), so none is left for the next file.
afterEach(() => {
  for (const shown of toastStore.get().toasts) dismissToast(shown.id);
});

describe('the wrong-question book’s card writes', () => {
  it('收藏: the card at once, then the entry and the tab counts as the server answered them, in every cached list', async () => {
    const answer = deferred<void>();
    const { client } = api({
      [updateWrongBookEntry.id]: async ({ entryId }) => {
        await answer.promise;
        return { ...entry(entryId!, { favourite: true, note: '旧笔记' }), counts: SERVER };
      },
    });
    const { queryClient, read } = cacheWith(client, list([entry(1), entry(2)], BEFORE));
    const done = entryActions(queryClient, client, all).setFavourite(entry(1), true);
    await vi.waitFor(() => expect(read().list[0]!.favourite).toBe(true));
    expect(read().counts).toEqual(BEFORE);
    answer.resolve();
    await expect(done).resolves.toBe(true);
    expect(read().counts).toEqual(SERVER);
    expect(read(favourites).counts).toEqual(SERVER);
    expect(read().list[0]).toMatchObject({ favourite: true, note: '旧笔记' });
    expect(read().list[0]).not.toHaveProperty('counts');
  });

  it('a refused write puts the card back and leaves the counts as they were', async () => {
    const { client } = api({});
    const { queryClient, read } = cacheWith(client, list([entry(1), entry(2)], BEFORE));
    await expect(entryActions(queryClient, client, all).setReason(entry(1), 'careless')).resolves.toBe(false);
    expect(read().list[0]!.reason).toBeNull();
    expect(read().counts).toEqual(BEFORE);
  });

  it('移出错题本: the entry leaves the page with the server’s counts, and the page is asked again', async () => {
    const refill = deferred<void>();
    const { client, calls } = api({
      [removeWrongBookEntry.id]: ({ entryId }) => ({ id: entryId, kept: false, counts: SERVER }),
      [listWrongBook.id]: () => refill.promise.then(() => list([entry(2), entry(3)], SERVER)),
    });
    const { queryClient, read } = cacheWith(client, list([entry(1), entry(2)], BEFORE));
    await expect(entryActions(queryClient, client, all).remove(entry(1))).resolves.toBe(true);
    expect(read().list.map(({ id }) => id)).toEqual([2]);
    expect(read().counts).toEqual(SERVER);
    expect(read(favourites).counts).toEqual(SERVER);
    refill.resolve();
    await queryClient.getQueryCache().find({ queryKey: getWrongBookQueryOptions(client, all).queryKey })!.promise;
    expect(calls.map(({ id }) => id)).toEqual([removeWrongBookEntry.id, listWrongBook.id]);
    expect(read().list.map(({ id }) => id)).toEqual([2, 3]);
  });

  it('on the 收藏 tab a favourite taken out of the book stays, out of the book', async () => {
    const { client } = api({ [removeWrongBookEntry.id]: ({ entryId }) => ({ id: entryId, kept: true, counts: SERVER }) });
    const { queryClient, read } = cacheWith(client, list([], BEFORE));
    queryClient.setQueryData(getWrongBookQueryOptions(client, favourites).queryKey, list([entry(1, { favourite: true })], BEFORE));
    await expect(entryActions(queryClient, client, favourites).remove(entry(1, { favourite: true }))).resolves.toBe(true);
    expect(read(favourites).list).toMatchObject([{ id: 1, favourite: true, inBook: false, review: null }]);
    expect(read(favourites).counts).toEqual(SERVER);
  });
});
