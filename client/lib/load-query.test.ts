import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@shared/api/api-client';
import { loadFresh, loadQuery } from './load-query';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

/** A query function that counts its calls and answers the call's number. */
function counter() {
  let calls = 0;
  return { queryFn: async () => ++calls, calls: () => calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('loadQuery', () => {
  it('returns the data when the query succeeds, and any cached copy after that', async () => {
    const queryClient = client();
    const { queryFn, calls } = counter();
    await expect(loadQuery(queryClient, { queryKey: ['ok'], queryFn, staleTime: 0 })).resolves.toBe(1);
    await expect(loadQuery(queryClient, { queryKey: ['ok'], queryFn, staleTime: 0 })).resolves.toBe(1);
    expect(calls()).toBe(1);
  });

  it.each([
    [new ApiError('资源不存在', 404), 404],
    [new ApiError('课程不存在或已下架', 200, 404), 404],
    [new ApiError('请先登录', 200, 401), 401],
    [new ApiError('服务器内部错误', 500), 500],
    [new ApiError('业务错误', 200, 1003), 500],
    [new Error('boom'), 500],
  ])('maps %s to an error response with status %i', async (error, status) => {
    const thrown = await loadQuery(client(), { queryKey: ['x'], queryFn: async () => Promise.reject(error) }).catch(
      (caught: unknown) => caught,
    );
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status } });
  });

  it('lets the loader recover: a value returned instead, a response of its own thrown, or the error page', async () => {
    const refused = new ApiError('商品已下架', 200, 4601);
    const failing = (error: unknown) => ({ queryKey: ['r', String(error)], queryFn: async () => Promise.reject(error) });
    const recover = (error: unknown) => {
      if (error instanceof ApiError && error.code === 4601) return { refused: error.message };
      if (error instanceof ApiError && error.code === 401) throw new Response(null, { status: 302 });
      return undefined;
    };
    await expect(loadQuery(client(), failing(refused), recover)).resolves.toEqual({ refused: '商品已下架' });
    await expect(loadQuery(client(), failing(new ApiError('请先登录', 200, 401)), recover)).rejects.toBeInstanceOf(Response);
    await expect(loadQuery(client(), failing(new ApiError('资源不存在', 404)), recover)).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe('loadFresh', () => {
  it('in the browser, asks again unless the copy is younger than the query’s own staleTime (none declared: always)', async () => {
    vi.stubGlobal('document', {});
    const queryClient = client();
    const { queryFn, calls } = counter();
    await loadFresh(queryClient, { queryKey: ['mine'], queryFn });
    // The client's 60 s default is not a declared staleTime: asked again.
    await expect(loadFresh(queryClient, { queryKey: ['mine'], queryFn })).resolves.toBe(2);
    // A declared one holds.
    await expect(loadFresh(queryClient, { queryKey: ['mine'], queryFn, staleTime: 30_000 })).resolves.toBe(2);
    await expect(loadFresh(queryClient, { queryKey: ['mine'], queryFn, staleTime: 0 })).resolves.toBe(3);
    expect(calls()).toBe(3);
  });

  it('reads a staleTime function: fresh while the page on screen observes the query', async () => {
    vi.stubGlobal('document', {});
    const queryClient = client();
    const { queryFn, calls } = counter();
    const options = {
      queryKey: ['player'],
      queryFn,
      staleTime: (query: { getObserversCount(): number }) => (query.getObserversCount() > 0 ? Infinity : 0),
    };
    await loadFresh(queryClient, options);
    await loadFresh(queryClient, options);
    expect(calls()).toBe(2);
    const query = queryClient.getQueryCache().find({ queryKey: ['player'] })!;
    vi.spyOn(query, 'getObserversCount').mockReturnValue(1);
    await expect(loadFresh(queryClient, options)).resolves.toBe(2);
  });

  it('on the server (a cache per request) is loadQuery: a copy already there is used', async () => {
    const queryClient = client();
    const { queryFn, calls } = counter();
    await loadFresh(queryClient, { queryKey: ['ssr'], queryFn });
    await expect(loadFresh(queryClient, { queryKey: ['ssr'], queryFn })).resolves.toBe(1);
    expect(calls()).toBe(1);
  });

  it('maps failures and recovers like loadQuery', async () => {
    vi.stubGlobal('document', {});
    const failing = { queryKey: ['f'], queryFn: async () => Promise.reject(new ApiError('请先登录', 200, 401)) };
    await expect(loadFresh(client(), failing)).rejects.toMatchObject({ init: { status: 401 } });
    await expect(loadFresh(client(), failing, () => 'signed out')).resolves.toBe('signed out');
  });
});
