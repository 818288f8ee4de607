import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@shared/api/api-client';
import { loadQuery, pageStatusOf } from './load-query';

describe('loadQuery', () => {
  it('returns the data when the query succeeds', async () => {
    const client = new QueryClient();
    await expect(loadQuery(client, { queryKey: ['ok'], queryFn: async () => 42 })).resolves.toBe(42);
  });

  it.each([
    [new ApiError('资源不存在', 404), 404],
    [new ApiError('课程不存在或已下架', 200, 404), 404],
    [new ApiError('请先登录', 200, 401), 401],
    [new ApiError('服务器内部错误', 500), 500],
    [new ApiError('业务错误', 200, 1003), 500],
    [new Error('boom'), 500],
  ])('maps %s to an error response with status %i', async (error, status) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const thrown = await loadQuery(client, { queryKey: ['x'], queryFn: async () => Promise.reject(error) }).catch(
      (caught: unknown) => caught,
    );
    // A thrown data() becomes the route's error response with this status in React Router.
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status } });
    expect(pageStatusOf(error)).toBe(status);
  });
});
