import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { projectRoot } from './paths';
import { builtServer, startServerProcess, type ServerProcess } from './test-support/server-process';

/** Starts the built server with a bad environment and returns how it ended. */
function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, [builtServer], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      ...(process.env.SKILL_DIST_DIR ? { SKILL_DIST_DIR: process.env.SKILL_DIST_DIR } : {}),
      ...env,
    },
    encoding: 'utf8',
    timeout: 15_000,
  });
}

describe('a bad environment value stops the server with a message naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['LOG_LEVEL', 'loud'],
    ['API_UPSTREAM', 'ftp://example.com'],
  ])('%s=%s → exit code 1', (name, value) => {
    const result = startWith({ PORT: '0', [name]: value });
    expect(result.error).toBeUndefined(); // it exited by itself, no timeout
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${name}:`);
    expect(result.stderr).toContain(JSON.stringify(value));
    expect(result.stdout).not.toContain('Server listening');
  });
});

describe('started exactly as the image and operators do: `node dist/server/main.js`, no NODE_ENV', () => {
  it('runs React’s production build and says so, with the effective TRUST_PROXY, in the start line', async () => {
    const server = await startServerProcess({ NODE_ENV: undefined, TRUST_PROXY: '1' });
    try {
      const ready = JSON.parse(await server.waitForLine((line) => line.includes('技能学堂 ready'), 15_000)) as Record<string, unknown>;
      expect(ready).toMatchObject({
        nodeEnv: 'production',
        react: 'production',
        trustProxy: '1 hop (the last 1 X-Forwarded-For entry)',
        api: 'bundled mock',
      });
      const page = await request(`${server.url}/`);
      expect(page.statusCode).toBe(200);
      await page.body.text();
    } finally {
      await server.stop();
    }
  });

  it('without API_UPSTREAM (or with an empty one) it does not start, and says that `npm start` brings the bundled mock', () => {
    for (const upstream of [{}, { API_UPSTREAM: '' }] as Record<string, string>[]) {
      const result = startWith({ PORT: '0', ...upstream });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('API_UPSTREAM: 必须设置为产品 API 的地址');
      expect(result.stderr).toContain('npm start');
    }
  });
});

describe('request logs (production build, real HTTP)', () => {
  let server: ServerProcess;
  let output = '';
  const SECRETS = ['SECRET_COOKIE_VALUE', 'SECRET2_TOKEN_HEADER', 'OAUTHCODE', 'OAUTHSTATE', 'SmsCode998877', 'Passw0rd!Secret'];

  beforeAll(async () => {
    // The test's requests come from loopback, as nginx's would: its X-Request-Id is believed (server/logging.ts).
    server = await startServerProcess({ LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' });
    const headers = {
      cookie: 'skill_token=SECRET_COOKIE_VALUE; other=1',
      token: 'SECRET2_TOKEN_HEADER',
      'x-request-id': 'e2e-request-0001',
    };
    const calls = [
      request(`${server.url}/?code=OAUTHCODE&state=OAUTHSTATE`, { headers }),
      request(`${server.url}/course?code=OAUTHCODE&state=OAUTHSTATE`, { headers }),
      request(`${server.url}/api/user/self?code=OAUTHCODE`, { headers }),
      request(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ account: '13800138000', security: 'Passw0rd!Secret', loginType: 1 }),
      }),
      request(`${server.url}/api/sys/user/sms/code?code=SmsCode998877`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"account": "13800138000", "type": 2, "code": "SmsCode998877"',
      }),
      request(`${server.url}/%E0%A4%A?code=OAUTHCODE&state=OAUTHSTATE`, { headers }),
      request(`${server.url}/no/such/page?state=OAUTHSTATE`, { headers }),
    ];
    for (const response of await Promise.all(calls)) await response.body.text();
    // One "request completed" line per routed request; the malformed URL never reaches a route and
    // is logged by the router's error handler as "bad request" instead.
    const logged = () =>
      server
        .stdout()
        .split('\n')
        .filter((line) => /"msg":"(request completed|bad request)"/.test(line)).length;
    const deadline = Date.now() + 10_000;
    while (logged() < calls.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    await server.stop();
    output = server.stdout() + server.stderr();
  });
  afterAll(() => server?.stop());

  const lines = () => server.stdout().split('\n').filter(Boolean);
  const completedLines = () =>
    lines()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request completed');

  it('every stdout line is JSON', () => {
    expect(lines().length).toBeGreaterThan(3);
    for (const line of lines()) expect(() => JSON.parse(line), line).not.toThrow();
  });

  it('one line per request with reqId, method, path, status and durationMs', () => {
    const entries = completedLines();
    expect(entries.length).toBeGreaterThanOrEqual(6);
    for (const entry of entries) {
      expect(typeof entry.reqId).toBe('string');
      expect(entry.reqId).not.toBe('');
      expect(entry.method).toMatch(/^(GET|POST)$/);
      expect(typeof entry.path).toBe('string');
      expect(entry.path).not.toContain('?');
      expect(typeof entry.status).toBe('number');
      expect(typeof entry.durationMs).toBe('number');
      expect(entry.durationMs as number).toBeGreaterThanOrEqual(0);
    }
    // The server's own warm-up render of / (main.ts) may finish after these requests: it is logged under its own id.
    const ours = entries.filter((entry) => entry.reqId !== 'warm-up-render');
    const byPath = new Map(ours.map((entry) => [`${entry.method} ${entry.path}`, entry]));
    expect(byPath.get('GET /')).toMatchObject({ status: 200, reqId: 'e2e-request-0001' });
    expect(byPath.get('GET /course')).toMatchObject({ status: 200 });
    expect(byPath.get('GET /api/user/self')).toMatchObject({ status: 200 });
    expect(byPath.get('POST /api/user/login')).toMatchObject({ status: 200 });
    expect(byPath.get('GET /no/such/page')).toMatchObject({ status: 404 });
  });

  it('a malformed URL is logged with its request id and path only', () => {
    const entries = lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const bad = entries.find((entry) => entry.path === '/%E0%A4%A');
    expect(bad).toBeDefined();
    expect(typeof bad!.reqId).toBe('string');
  });

  it('never contains the cookie, the token header, OAuth code/state, SMS codes or passwords', () => {
    expect(output.length).toBeGreaterThan(0);
    for (const secret of SECRETS) expect(output, secret).not.toContain(secret);
    expect(output).not.toContain('skill_token');
  });
});
