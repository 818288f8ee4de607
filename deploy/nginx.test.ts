// deploy/nginx.conf for real: Debian's nginx on loopback in front of two instances of the production
// build (child processes), with an echo API behind them that shows what the app passed on.
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../server/test-support/server-process';
import { closedPort, startEchoUpstream, type EchoUpstream } from '../server/test-support/echo-upstream';
import { loopbackSiteConfig, startedServers, startNginx } from './test-support/system-servers';
import { call, connectionsTo, logLines, untilReady } from './test-support/http';

/** The visitor's own loopback address: not nginx's (127.0.0.1), so the two can be told apart. */
const VISITOR = '127.0.0.5';

const servers = startedServers();
let echo: EchoUpstream | undefined;
let instances: ServerProcess[] = [];
let site: string;

const portOf = (instance: ServerProcess) => Number(new URL(instance.url).port);
/** Request lines an instance logged for a path. */
const served = (instance: ServerProcess, path: string) =>
  logLines(instance.stdout(), (line) => line.msg === 'request completed' && line.path === path).length;

beforeAll(async () => {
  echo = await startEchoUpstream();
  // nginx's address is the one the instances trust: exactly what docs/operations.md tells operators to set.
  const env = { API_UPSTREAM: echo.url, TRUST_PROXY: '127.0.0.1' };
  instances = await Promise.all([servers.track(startServerProcess(env)), servers.track(startServerProcess(env))]);
  await Promise.all(instances.map((instance) => untilReady(instance.url)));
  const port = await closedPort();
  await servers.track(startNginx(loopbackSiteConfig(port, instances.map(portOf))));
  site = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await servers.stopAll();
  await echo?.close();
}, 60_000);

describe('deploy/nginx.conf in front of two instances', () => {
  it('routes to both instances and reuses its upstream connections (keep-alive)', async () => {
    const before = new Set(instances.flatMap((instance) => [...connectionsTo(portOf(instance))]));
    for (let i = 0; i < 40; i += 1) {
      const answer = await call(`${site}/api/news/echo-route`);
      expect(answer.status).toBe(200);
    }
    const counts = () => instances.map((instance) => served(instance, '/api/news/echo-route'));
    await expect.poll(() => counts()[0]! + counts()[1]!).toBe(40);
    expect(Math.min(...counts())).toBeGreaterThanOrEqual(10);
    // One worker, one request at a time: one connection per instance, reused 20 times. Without
    // keep-alive every request would have opened (and closed) its own.
    const opened = instances.flatMap((instance) => [...connectionsTo(portOf(instance))].filter((port) => !before.has(port)));
    expect(opened.length).toBeLessThanOrEqual(2);
  });

  it('the app sees the visitor nginx saw, never an address the visitor wrote, and takes nginx’s request id', async () => {
    const forged = {
      'x-forwarded-for': '6.6.6.6',
      'x-real-ip': '6.6.6.6',
      forwarded: 'for=6.6.6.6',
      'x-request-id': 'chosen-by-the-client',
    };
    const answer = await call(`${site}/api/news/echo-whoami`, { localAddress: VISITOR, headers: { ...forged, host: 'skill.test' } });
    expect(answer.status).toBe(200);
    const seenUpstream = answer.json().data.headers;
    expect(seenUpstream).toMatchObject({
      'x-forwarded-for': VISITOR,
      'x-real-ip': VISITOR,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'skill.test',
    });
    const requestId = answer.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(seenUpstream['x-request-id']).toBe(requestId);
    const logged = () =>
      instances.flatMap((instance) =>
        logLines(instance.stdout(), (line) => line.reqId === requestId && line.path === '/api/news/echo-whoami'),
      );
    await expect.poll(() => logged().length).toBe(1);

    // The same forged headers straight to an instance: not from nginx, so not believed.
    const direct = await call(`${instances[0]!.url}/api/news/echo-whoami`, { localAddress: VISITOR, headers: forged });
    expect(direct.json().data.headers).toMatchObject({ 'x-forwarded-for': VISITOR, 'x-real-ip': VISITOR });
  });

  it('on a non-standard port, the app sees the port the visitor used: a sign-in from the site’s own page is not refused', async () => {
    const origin = new URL(site);
    const answer = await call(`${site}/api/user/login`, {
      method: 'POST',
      headers: { host: origin.host, origin: origin.origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ account: '13800138000', security: 'Passw0rd!', loginType: 1 }),
    });
    // $host would pass "127.0.0.1" on, and the same-origin check would refuse the browser's Origin with the port: 403.
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ code: 0 });
    const whoami = await call(`${site}/api/news/echo-whoami`, { headers: { host: origin.host } });
    expect(whoami.json().data.headers['x-forwarded-host']).toBe(origin.host);
  });

  it('leaves compression to the app: the encoding the app chose, Accept-Encoding passed on, never compressed twice', async () => {
    // A page and proxied JSON (which the app compresses), robots.txt (which it sends as it is).
    for (const path of ['/service', '/api/news/echo-compress', '/robots.txt']) {
      for (const acceptEncoding of ['br, gzip', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': acceptEncoding };
        const [viaNginx, direct] = await Promise.all([
          call(`${site}${path}`, { headers }),
          call(`${instances[0]!.url}${path}`, { headers }),
        ]);
        expect(viaNginx.status).toBe(200);
        expect(`${path} [${acceptEncoding}]: ${viaNginx.headers['content-encoding']}`).toBe(
          `${path} [${acceptEncoding}]: ${direct.headers['content-encoding']}`,
        );
      }
    }
    expect((await call(`${site}/service`, { headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe('br');
  });

  it('refuses a body over the app’s limit itself, with the JSON envelope', async () => {
    const before = echo!.hits('/order/echo-large/pay');
    const answer = await call(`${site}/api/order/echo-large/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `"${'x'.repeat(70 * 1024)}"`,
    });
    expect(answer.status).toBe(413);
    expect(answer.json()).toEqual({ code: 413, msg: '请求内容过大' });
    expect(echo!.hits('/order/echo-large/pay')).toBe(before);
  });

  it('lets an image upload past the JSON limit, up to its own (5 MB + the form), and refuses more', async () => {
    const form = (bytes: number) => {
      const boundary = '----nginx-upload-test';
      return {
        // A token cookie: an upload without one is refused before its body (upload-gate.ts), never proxied.
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: 'skill_token=upload-test' },
        body: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
          Buffer.alloc(bytes, 1),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      };
    };
    for (const path of ['/community/upload', '/enrollment/upload']) {
      const before = echo!.hits(path);
      const passed = await call(`${site}/api${path}`, { method: 'POST', ...form(300 * 1024) });
      expect(passed.status, path).not.toBe(413);
      expect(echo!.hits(path)).toBe(before + 1);
      const refused = await call(`${site}/api${path}`, { method: 'POST', ...form(6 * 1024 * 1024) });
      expect(refused.status, path).toBe(413);
      expect(refused.json()).toEqual({ code: 413, msg: '请求内容过大' });
      expect(echo!.hits(path)).toBe(before + 1);
    }
  });

  it('passes on only the contract: /api/__mock/… and undeclared paths are the app’s 404 envelope, though the API serves them', async () => {
    expect((await call(`${echo!.url}/__mock/sms/latest?account=13800138000`)).status).toBe(200);
    const reached = () =>
      echo!.hits('/__mock/sms/latest') +
      echo!.hits('/__mock/pay/1/succeed') +
      echo!.hits('/__mock/live/1') +
      echo!.hits('/no/such/endpoint');
    const before = reached();
    for (const [method, path] of [
      ['GET', '/api/__mock/sms/latest?account=13800138000'],
      ['POST', '/api/__mock/pay/1/succeed'],
      ['GET', '/api/no/such/endpoint'],
      ['DELETE', '/api/home/index'],
    ]) {
      const answer = await call(`${site}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(`${method} ${path} → ${answer.status}`).toBe(`${method} ${path} → 404`);
      expect(answer.json()).toEqual({ code: 404, msg: '资源不存在' });
    }
    // A WebSocket upgrade to an undeclared path is refused too (the live socket is the only one).
    const upgrade = await call(`${site}/api/__mock/live/1`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    expect(upgrade.status).toBe(404);
    expect(reached()).toBe(before);
  });

  it('does not tell its version: no number in the Server header or on its own error pages', async () => {
    const page = await call(`${site}/service`);
    expect(page.headers.server ?? '').not.toMatch(/\d/);
    // An answer nginx makes itself: a Host it refuses.
    const refused = await call(`${site}/service`, { headers: { host: 'bad/host' } });
    expect(refused.status).toBe(400);
    expect(refused.headers.server).toBe('nginx');
    expect(refused.text).not.toMatch(/nginx\/\d/);
    expect(refused.text).toContain('nginx');
  });

  it('loses no request when one instance is stopped with SIGTERM under load', async () => {
    const [stopped, remaining] = instances as [ServerProcess, ServerProcess];
    const paths = ['/service', '/api/news/echo-load', '/robots.txt'];
    const failures: string[] = [];
    let answered = 0;
    const deadline = Date.now() + 5_000;
    const loop = async (index: number) => {
      const agent = new Agent({ keepAlive: true });
      for (let i = index; Date.now() < deadline; i += 1) {
        const path = paths[i % paths.length]!;
        const answer = await call(`${site}${path}`, { agent }).catch((error: Error) => ({ status: 0, text: error.message }));
        answered += 1;
        if (answer.status !== 200) failures.push(`${path} → ${answer.status} ${answer.text.slice(0, 120)}`);
      }
      agent.destroy();
    };
    const load = Promise.all([0, 1, 2, 3].map(loop));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const remainingBefore = served(remaining, '/api/news/echo-load');
    const exitCode = await stopped.stop();
    await load;

    expect(failures).toEqual([]);
    expect(exitCode).toBe(0);
    expect(answered).toBeGreaterThan(40);
    // Everything after the stop went to the other instance.
    await expect.poll(() => served(remaining, '/api/news/echo-load')).toBeGreaterThan(remainingBefore);
  }, 30_000);
});
