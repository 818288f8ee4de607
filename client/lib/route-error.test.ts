import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/api-client';
import { pageStatusOf, routeErrorOf } from './route-error';

describe('pageStatusOf / routeErrorOf', () => {
  it.each([
    [new ApiError('资源不存在', 404), 404],
    [new ApiError('课程不存在或已下架', 200, 404), 404],
    [new ApiError('请先登录', 200, 401), 401],
    [new ApiError('请先登录', 401), 401],
    [new ApiError('服务器内部错误', 500), 500],
    [new ApiError('业务错误', 200, 1003), 500],
    [new Error('boom'), 500],
    ['not even an error', 500],
  ])('maps %s to %i', (error, status) => {
    expect(pageStatusOf(error)).toBe(status);
    // A thrown data() becomes the route's error response with this status in React Router.
    expect(routeErrorOf(error)).toMatchObject({ type: 'DataWithResponseInit', init: { status } });
  });

  it("carries the API's message, and never a non-API error's", () => {
    expect(routeErrorOf(new ApiError('课程不存在或已下架', 200, 404))).toMatchObject({ data: '课程不存在或已下架' });
    expect(routeErrorOf(new Error('secret stack detail'))).toMatchObject({ data: '服务器内部错误' });
  });
});
