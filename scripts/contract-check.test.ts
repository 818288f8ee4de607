import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@shared/api/registry';
import { getCourse } from '@shared/api/catalogue';
import { getSelf } from '@shared/api/user';
import { buildStandaloneMock, type MockApi } from '@skill/mock-api';

// `npm run contract:check -- --upstream URL` against the standalone mock over HTTP (what CI runs):
// every endpoint's scenario conforms. Then against an upstream that breaks the contract in two
// places (a field's type, an undeclared business code): both are reported and the exit code says so.

const root = new URL('..', import.meta.url).pathname;
/** The standalone mock as `npm run mock-api` runs it, with the controls the checker reads SMS codes from. */
const MOCK_ENV = {
  MOCK_CONTROLS: '1',
  MOCK_LIVE_SIMULATION: '0',
  MOCK_SMS_RESEND_SECONDS: '0',
  MOCK_API_PORT: '0',
  MOCK_API_HOST: '127.0.0.1',
};

interface Run {
  code: number | null;
  lines: string[];
}

function runNode(args: string[], env: Record<string, string>, onLine?: (line: string) => boolean): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let rest = '';
    const take = (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (onLine?.(line)) resolve({ code: null, lines });
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => resolve({ code, lines: rest ? [...lines, rest] : lines }));
    children.push(child);
  });
}
const children: ReturnType<typeof spawn>[] = [];

const check = (upstream: string, ...more: string[]) => runNode(['scripts/contract-check.ts', '--upstream', upstream, ...more], {});

describe('contract:check against the standalone mock (mock-api/main.ts) over HTTP', () => {
  let upstream = '';
  beforeAll(async () => {
    const started = await runNode(['mock-api/main.ts'], { ...MOCK_ENV, LOG_LEVEL: 'info' }, (line) => line.includes('Server listening at'));
    upstream = /Server listening at (http:\/\/[\d.:]+)/.exec(started.lines.join('\n'))?.[1] ?? '';
    expect(upstream, started.lines.join('\n')).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
  afterAll(() => children.forEach((child) => child.kill()));

  it('finds every endpoint of the contract conforming, and says so in its summary', async () => {
    const { code, lines } = await check(upstream);
    const summary = lines.findLast((line) => line.startsWith('contract:check '));
    expect(lines.filter((line) => line.startsWith('✗'))).toEqual([]);
    expect(summary).toContain(`${allEndpoints.length} endpoints, ${allEndpoints.length} conform, 0 with mismatches`);
    expect(code).toBe(0);
  }, 120_000);
});

describe('contract:check against an upstream that breaks the contract', () => {
  let mock: MockApi;
  let proxy: Server;
  let proxyUrl = '';

  beforeAll(async () => {
    mock = await buildStandaloneMock({ ...MOCK_ENV, LOG_LEVEL: 'silent' });
    const mockUrl = await mock.app.listen({ port: 0, host: '127.0.0.1' });
    // A proxy that passes everything through, except: the course's price becomes a string, an unknown
    // course and who is signed in are answered with business codes the contract does not declare.
    proxy = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const forwarded = await fetch(`${mockUrl}${request.url}`, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'connection')) as Record<
          string,
          string
        >,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      let body = await forwarded.text();
      if (request.url === '/course/7') {
        const json = JSON.parse(body) as { data: { price: unknown } };
        json.data.price = String(json.data.price);
        body = JSON.stringify(json);
      }
      if (request.url === getSelf.path) body = JSON.stringify({ code: 4999, msg: '未知错误' });
      if (request.url === '/course/999999') body = JSON.stringify({ code: 4998, msg: '课程不存在' });
      response.writeHead(forwarded.status, { 'content-type': forwarded.headers.get('content-type') ?? 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    await mock?.app.close();
  });

  it('reports each change as a mismatch, one line each, and exits 1', async () => {
    const { code, lines } = await check(
      proxyUrl,
      '--controls',
      `${proxyUrl}/__mock`,
      '--only',
      [getCourse.id, getSelf.id, 'home.index'].join(','),
    );
    const mismatches = lines.filter((line) => line.startsWith('✗'));
    expect(mismatches).toHaveLength(4);
    expect(mismatches).toEqual(
      expect.arrayContaining([
        // zod's message, in the locale the mock configures (期望 数字，实际接收 string).
        expect.stringMatching(/^✗ course\.detail GET \/course\/7 — data\.price: .*(number|数字)/),
        expect.stringMatching(
          /^✗ course\.detail GET \/course\/999999 \[id: unknown id\] — business code 4998 NOT declared for this endpoint \(declared: 400, 404\)/,
        ),
        expect.stringMatching(
          /^✗ user\.self GET \/user\/self — business code 4999 \(NOT declared for this endpoint\) where success \(0\) was expected/,
        ),
        expect.stringMatching(/^✗ user\.self GET \/user\/self \[signed out\] — business code 4999 where 401 \(signed out\) was expected/),
      ]),
    );
    expect(lines.findLast((line) => line.startsWith('contract:check '))).toContain('3 endpoints, 1 conform, 2 with mismatches (4 lines)');
    expect(code).toBe(1);
  }, 60_000);
});
