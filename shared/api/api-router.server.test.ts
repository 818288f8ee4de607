import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { createApiRouter, createDeclaredMatcher, createEndpointMatcher, type DeclaredApi } from './api-router.server';
import { allEndpoints, fileRoutes, socketRoutes } from './registry';
import { login, sendSmsCode, getSelf } from './user';
import { getHome } from './catalogue';
import { getExamAttempt, getExamHistory } from './exam';

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

const contract: DeclaredApi = { endpoints: allEndpoints, files: fileRoutes, sockets: socketRoutes };

/** A declared path with every parameter filled in: `/exam/:id/history` → `/exam/7/history`. */
const sampleOf = (path: string, value: string) => path.replace(/:\w+/g, value);

/** A Fisher–Yates shuffle driven by a small fixed generator: the same orders on every run. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe('createApiRouter: one router for the contract', () => {
  const routeOf = createApiRouter(contract);
  const idOf = (method: string, url: string) => {
    const route = routeOf(method, url);
    if (route?.kind !== 'route') return route?.kind;
    return route.match.kind === 'endpoint' ? route.match.endpoint.id : route.match.route.id;
  };

  it('registration order does not matter: shuffled declarations route every declared path the same', () => {
    const probes = [...allEndpoints, ...fileRoutes, ...socketRoutes].flatMap((route) =>
      ['7', 'x', 'attempts', 'history', 'list', 'lesson'].map((value) => [route.method, sampleOf(route.path, value)] as const),
    );
    const expected = probes.map(([method, url]) => idOf(method, url));
    for (const seed of [1, 2, 3, 5, 8, 13, 21, 34]) {
      const routeOfShuffled = createApiRouter({
        endpoints: shuffled(allEndpoints, seed),
        files: shuffled(fileRoutes, seed),
        sockets: shuffled(socketRoutes, seed),
      });
      const found = probes.map(([method, url]) => {
        const route = routeOfShuffled(method, url);
        if (route?.kind !== 'route') return route?.kind;
        return route.match.kind === 'endpoint' ? route.match.endpoint.id : route.match.route.id;
      });
      expect(found, `seed ${seed}`).toEqual(expected);
    }
  });

  it('a static segment wins over a parameter, at any depth, as in Fastify', () => {
    expect(idOf('GET', '/exam/attempts/history')).toBe(getExamAttempt.id);
    expect(idOf('GET', '/exam/7/history')).toBe(getExamHistory.id);
    expect(idOf('GET', '/media/lesson/a.mp4')).toBe('media.lesson');
    expect(idOf('GET', '/media/cover/a.svg')).toBe('media.artwork');
  });

  it('gives the decoded path parameters and the query as Fastify parses it (a repeated key is an array)', () => {
    expect(routeOf('GET', '/exam/7/history?a=1&a=2&b=%E4%B8%AD&c=%zz')).toMatchObject({
      kind: 'route',
      params: { id: '7' },
      query: { a: ['1', '2'], b: '中', c: '%zz' },
    });
    expect(routeOf('GET', '/news/%E4%B8%AD')).toMatchObject({ params: { id: '中' } });
  });

  it('refuses what Fastify’s router refuses itself: a malformed escape, a parameter over maxParamLength', () => {
    expect(routeOf('GET', '/news/%E4%zz')).toEqual({ kind: 'refused' });
    expect(routeOf('GET', '/home/index%')).toEqual({ kind: 'refused' });
    expect(routeOf('GET', `/news/${'9'.repeat(101)}`)).toEqual({ kind: 'refused' });
    expect(createApiRouter(contract, { maxParamLength: 200 })('GET', `/news/${'9'.repeat(101)}`)).toMatchObject({ kind: 'route' });
    expect(routeOf('GET', '/no/such/route')).toBeUndefined();
    expect(routeOf('PATCH', '/home/index')).toBeUndefined();
  });

  it('a route declared twice is an error, not a silent first match', () => {
    expect(() => createApiRouter({ endpoints: [getHome, { ...getHome, id: 'home.again' }], files: [], sockets: [] })).toThrow();
  });
});

describe('the per-endpoint rules are declared on the contract', () => {
  it('sign-in endpoints issue the cookie, logout ends it, self checks it', () => {
    const effects = Object.fromEntries(
      allEndpoints.filter((endpoint) => endpoint.session).map((endpoint) => [endpoint.id, endpoint.session]),
    );
    expect(effects).toEqual({
      'user.login': 'issue',
      'user.register': 'issue',
      'qr.result': 'issue',
      'user.logout': 'end',
      'user.self': 'check',
    });
  });

  it('SMS sending, secret checks (registration and 注销 included) and QR tickets carry a rate-limit bucket', () => {
    const buckets = Object.fromEntries(
      allEndpoints.filter((endpoint) => endpoint.rateLimit).map((endpoint) => [endpoint.id, endpoint.rateLimit]),
    );
    expect(buckets).toEqual({
      'sms.code': 'sms',
      'user.login': 'login',
      'user.register': 'login',
      'user.password.recover': 'login',
      'user.password.reset': 'login',
      'user.password.change': 'login',
      'user.phone.change': 'login',
      'user.deletion.code': 'sms',
      'user.deletion.request': 'login',
      'qr.generate': 'qr',
    });
  });
});

describe('createDeclaredMatcher: what the site passes on to the API', () => {
  const match = createDeclaredMatcher({ endpoints: allEndpoints, files: fileRoutes, sockets: socketRoutes });
  const kindOf = (method: string, path: string, upgrade = false) => match(method, path, upgrade)?.kind;

  it('the contract’s endpoints, its file routes (GET and HEAD) and the live socket (upgrade only)', () => {
    expect(match('GET', '/home/index', false)).toEqual({ kind: 'endpoint', endpoint: getHome });
    expect(kindOf('GET', '/media/lesson/lesson-1-720p.mp4')).toBe('file');
    expect(match('HEAD', '/media/lesson/lesson-1.zh-CN.vtt', false)).toMatchObject({ kind: 'file', route: { id: 'media.lesson' } });
    expect(match('GET', '/media/cover/3.svg', false)).toMatchObject({ kind: 'file', route: { id: 'media.artwork' } });
    expect(kindOf('GET', '/community/image/abc.webp')).toBe('file');
    expect(match('GET', '/live/7/socket', true)).toMatchObject({ kind: 'socket', route: { id: 'live.socket' } });
  });

  it('nothing else: developer controls, internal routes, other methods, other shapes', () => {
    for (const [method, path] of [
      ['GET', '/__mock/sms/latest'],
      ['POST', '/__mock/pay/1/succeed'],
      ['GET', '/admin/users'],
      ['POST', '/pay/notify'],
      ['DELETE', '/home/index'],
      ['OPTIONS', '/home/index'],
      ['POST', '/media/cover/1.svg'],
      ['PUT', '/community/image/a.png'],
      ['GET', '/media/cover'],
      ['GET', '/media/lesson/a/b'],
      ['GET', '/community/image/'],
      ['GET', '/'],
      ['GET', ''],
    ] as const)
      expect(kindOf(method, path), `${method} ${path}`).toBeUndefined();
  });

  it('an upgrade matches only a socket route, and a socket route only an upgrade', () => {
    expect(kindOf('GET', '/live/7/socket')).toBeUndefined();
    expect(kindOf('GET', '/home/index', true)).toBeUndefined();
    expect(kindOf('GET', '/media/cover/1.svg', true)).toBeUndefined();
    expect(kindOf('GET', '/__mock/live/1', true)).toBeUndefined();
    expect(kindOf('GET', '/live/7/socket/x', true)).toBeUndefined();
    expect(kindOf('POST', '/live/7/socket', true)).toBeUndefined();
  });

  it('declared routes have unique ids and never shadow an endpoint', () => {
    const ids = [...allEndpoints, ...fileRoutes, ...socketRoutes].map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    const endpointOf = createEndpointMatcher(allEndpoints);
    for (const route of [...fileRoutes, ...socketRoutes])
      expect(endpointOf(route.method, route.path.replace(/:\w+/g, 'x')), route.id).toBeUndefined();
  });
});
