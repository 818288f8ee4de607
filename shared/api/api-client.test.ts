import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  ApiError,
  createApiClient,
  errorMessage,
  isApiError,
  MSG_FALLBACK,
  MSG_NOT_FOUND,
  MSG_SERVER_ERROR,
  type Transport,
} from './api-client';
import { buildPath, buildQuery, defineEndpoint, isSuccessCode } from './define-endpoint';

const endpoint = defineEndpoint({
  id: 'test.item',
  method: 'GET',
  path: '/item/:id',
  summary: 'test',
  params: z.object({ id: z.number() }),
  query: z.object({ page: z.optional(z.number()), tags: z.optional(z.array(z.string())) }),
  data: z.object({ name: z.string() }),
});

const answering = (status: number, body: unknown): Transport => vi.fn(async () => ({ status, body }));

describe('createApiClient', () => {
  it('builds the path and query and resolves data for code 0 and -102', async () => {
    const transport = answering(200, { code: 0, data: { name: '电工' } });
    const api = createApiClient(transport);
    await expect(api.call(endpoint, { params: { id: 7 }, query: { page: 2, tags: ['a', 'b'] } })).resolves.toEqual({ name: '电工' });
    expect(transport).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: '/item/7?page=2&tags=a%2Cb' }));
    await expect(
      createApiClient(answering(200, { code: -102, data: { name: 'x' } })).call(endpoint, { params: { id: 1 } }),
    ).resolves.toEqual({ name: 'x' });
  });

  it('rejects any other business code with the body', async () => {
    const body = { code: 209, msg: '该微信尚未绑定账号' };
    const error = await createApiClient(answering(200, body))
      .call(endpoint, { params: { id: 1 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 209, msg: '该微信尚未绑定账号', body });
  });

  it('maps HTTP 404 to 资源不存在 and any other HTTP failure to 服务器内部错误 (500)', async () => {
    await expect(createApiClient(answering(404, { code: 404 })).call(endpoint, { params: { id: 1 } })).rejects.toMatchObject({
      status: 404,
      message: MSG_NOT_FOUND,
    });
    for (const status of [500, 502, 504, 403, 401]) {
      await expect(createApiClient(answering(status, { code: status })).call(endpoint, { params: { id: 1 } })).rejects.toMatchObject({
        status: 500,
        message: MSG_SERVER_ERROR,
      });
    }
    await expect(createApiClient(answering(200, 'not json')).call(endpoint, { params: { id: 1 } })).rejects.toMatchObject({ status: 500 });
  });

  it('turns a transport failure (network down) into a 500 ApiError', async () => {
    const api = createApiClient(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(api.call(endpoint, { params: { id: 1 } })).rejects.toMatchObject({ status: 500, message: MSG_SERVER_ERROR });
  });

  it('validates the data against the declared schema when asked', async () => {
    const api = createApiClient(answering(200, { code: 0, data: { name: 42 } }), { validate: true });
    await expect(api.call(endpoint, { params: { id: 1 } })).rejects.toMatchObject({ status: 500 });
  });
});

describe('helpers', () => {
  it('errorMessage uses the server msg for business errors only', () => {
    expect(errorMessage(new ApiError('验证码错误', 200, 1003))).toBe('验证码错误');
    expect(errorMessage(new ApiError(MSG_SERVER_ERROR, 500))).toBe(MSG_FALLBACK);
    expect(errorMessage(new Error('boom'))).toBe(MSG_FALLBACK);
  });

  it('isSuccessCode accepts exactly 0 and -102', () => {
    expect([0, -102, 1, 209, '0', null].map(isSuccessCode)).toEqual([true, true, false, false, false, false]);
  });

  it('buildPath encodes params and refuses missing ones; buildQuery skips empty values', () => {
    expect(buildPath('/a/:id/b/:name', { id: 1, name: '电 工/x' })).toBe('/a/1/b/%E7%94%B5%20%E5%B7%A5%2Fx');
    expect(() => buildPath('/a/:id', {})).toThrow(/id/);
    expect(buildQuery({ a: 1, b: undefined, c: null, d: '' })).toBe('?a=1');
    expect(buildQuery({})).toBe('');
  });
});

describe('isApiError', () => {
  it('knows an ApiError from another copy of this module by its name and status', () => {
    const foreign = Object.assign(new Error('登录已失效'), { name: 'ApiError', status: 200, code: 401 });
    expect(isApiError(new ApiError('x', 500))).toBe(true);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(Object.assign(new Error('x'), { name: 'ApiError' }))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 200 })).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
