// Shared /api limits: two instances of the production build (child processes) counting in one real
// redis-server, which then goes away and comes back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../server/test-support/server-process';
import { closedPort } from '../server/test-support/echo-upstream';
import { startedServers, startRedis, type SystemServer } from './test-support/system-servers';
import { call, logLines, untilReady } from './test-support/http';

const SMS_PER_MIN = 3;
const COUNTED_IN_REDIS = '/api rate limits are counted in Redis, shared by every instance';
const REDIS_UNREACHABLE = 'Redis unreachable: /api rate limits are not enforced until it is back';
const REDIS_BACK = 'Redis is back: /api rate limits are enforced again';

const servers = startedServers();
let redisDir: string;
let redisPort: number;
let redis: SystemServer | undefined;
let instances: ServerProcess[] = [];
let phone = 13700000000;

/** One SMS-code request (a new phone each time: the mock's per-phone resend wait is not what is tested). */
const sendSms = (instance: ServerProcess) =>
  call(`${instance.url}/api/sys/user/sms/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: String((phone += 1)), type: 1 }),
  });
const logged = (instance: ServerProcess, message: string) => logLines(instance.stdout(), (line) => line.msg === message);

/** The statuses of `count` SMS requests, taking turns between the instances. */
async function smsRound(count: number, on = instances): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await sendSms(on[i % on.length]!)).status);
  return statuses;
}

beforeAll(async () => {
  redisDir = mkdtempSync(join(tmpdir(), 'skill-redis-'));
  redisPort = await closedPort();
  redis = await servers.track(startRedis(redisPort, redisDir));
  const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}`, RATE_LIMIT_SMS_PER_MIN: String(SMS_PER_MIN) };
  instances = await Promise.all([servers.track(startServerProcess(env)), servers.track(startServerProcess(env))]);
  await Promise.all(instances.map((instance) => instance.waitForLine((line) => line.includes(COUNTED_IN_REDIS), 20_000)));
  await Promise.all(instances.map((instance) => untilReady(instance.url)));
});

afterAll(async () => {
  await servers.stopAll();
  if (redisDir) rmSync(redisDir, { recursive: true, force: true });
}, 60_000);

describe('REDIS_URL: the /api limits are shared by every instance', () => {
  it('the SMS limit holds across two instances: N in total, not N per instance', async () => {
    const statuses = await smsRound(SMS_PER_MIN + 2);
    expect(statuses.slice(0, SMS_PER_MIN).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(SMS_PER_MIN)).toEqual([429, 429]);
    const limited = await sendSms(instances[1]!);
    expect(limited.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试' });
  });

  it('Redis gone: pages and /api keep answering (the limits fail open), one warning per instance per outage', async () => {
    await redis!.stop();
    redis = undefined;
    // Both instances were over the limit: every one of these would be a 429 with Redis there.
    expect(await smsRound(6)).not.toContain(429);
    for (const instance of instances) {
      const page = await call(`${instance.url}/`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('技能学堂');
      expect((await call(`${instance.url}/api/home/index`)).status).toBe(200);
    }
    // ioredis keeps retrying meanwhile (every error is an event): still one line each.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const instance of instances) {
      const warnings = logged(instance, REDIS_UNREACHABLE);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe(40);
      expect(JSON.stringify(warnings[0])).not.toContain('redis://');
    }
  });

  it('an instance started while Redis is down starts and serves at once', async () => {
    const late = await servers.track(
      startServerProcess({ REDIS_URL: `redis://127.0.0.1:${redisPort}`, RATE_LIMIT_SMS_PER_MIN: String(SMS_PER_MIN) }),
    );
    try {
      await untilReady(late.url);
      expect((await call(`${late.url}/`)).status).toBe(200);
      expect(await smsRound(SMS_PER_MIN + 1, [late])).not.toContain(429);
      await expect.poll(() => logged(late, REDIS_UNREACHABLE).length).toBe(1);
    } finally {
      await late.stop();
    }
  });

  it('Redis back: the instances reconnect by themselves and the shared limit applies again', async () => {
    redis = await servers.track(startRedis(redisPort, redisDir));
    await Promise.all(instances.map((instance) => instance.waitForLine((line) => line.includes(REDIS_BACK), 20_000)));
    const statuses = await smsRound(SMS_PER_MIN + 1);
    expect(statuses.slice(0, SMS_PER_MIN)).not.toContain(429);
    expect(statuses[SMS_PER_MIN]).toBe(429);
  });
});
