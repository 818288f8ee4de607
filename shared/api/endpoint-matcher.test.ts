import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { createEndpointMatcher } from './endpoint-matcher';
import { allEndpoints } from './registry';
import { login, sendSmsCode, getSelf } from './user';

const item = defineEndpoint({ id: 'test.item', method: 'GET', path: '/item/:id', summary: 't', data: z.unknown() });
const itemMore = defineEndpoint({ id: 'test.item.more', method: 'GET', path: '/item/:id/more', summary: 't', data: z.unknown() });

describe('createEndpointMatcher', () => {
  const match = createEndpointMatcher([...allEndpoints, item, itemMore]);

  it('finds every declared endpoint by its own method and path', () => {
    for (const endpoint of allEndpoints) expect(match(endpoint.method, endpoint.path)).toBe(endpoint);
  });

  it('matches exactly: another method, a longer or shorter path is not the endpoint', () => {
    expect(match('POST', '/user/login')).toBe(login);
    expect(match('GET', '/user/login')).toBeUndefined();
    expect(match('POST', '/user/login/x')).toBeUndefined();
    expect(match('POST', '/user')).toBeUndefined();
    expect(match('POST', '/sys/user/sms/code')).toBe(sendSmsCode);
  });

  it('HEAD is the GET endpoint', () => {
    expect(match('HEAD', '/user/self')).toBe(getSelf);
  });

  it('path parameters match one non-empty segment', () => {
    expect(match('GET', '/item/7')).toBe(item);
    expect(match('GET', '/item/7/more')).toBe(itemMore);
    expect(match('GET', '/item/')).toBeUndefined();
    expect(match('GET', '/item/7/8')).toBeUndefined();
  });
});

describe('the per-endpoint rules are declared on the contract', () => {
  it('sign-in endpoints issue the cookie, logout ends it, self checks it', () => {
    const effects = Object.fromEntries(allEndpoints.filter((endpoint) => endpoint.session).map((endpoint) => [endpoint.id, endpoint.session]));
    expect(effects).toEqual({ 'user.login': 'issue', 'user.register': 'issue', 'qr.result': 'issue', 'user.logout': 'end', 'user.self': 'check' });
  });

  it('SMS sending, secret checks and QR tickets carry a rate-limit bucket', () => {
    const buckets = Object.fromEntries(allEndpoints.filter((endpoint) => endpoint.rateLimit).map((endpoint) => [endpoint.id, endpoint.rateLimit]));
    expect(buckets).toEqual({
      'sms.code': 'sms',
      'user.login': 'login',
      'user.password.recover': 'login',
      'user.password.reset': 'login',
      'user.password.change': 'login',
      'user.phone.change': 'login',
      'qr.generate': 'qr',
    });
  });
});
