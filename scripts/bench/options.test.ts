import { describe, expect, it } from 'vitest';
import { BENCH_PARTS, DEFAULT_API_PATH, DEFAULT_SOAK_SECONDS, readOptions } from './options';
import { parseWrk, rotationScript } from './load';

const read = (argv: string[], env: NodeJS.ProcessEnv = {}) => readOptions('/repo', argv, env);

describe('readOptions', () => {
  it('no flags: every part, a five-minute soak, the course list for the api part', () => {
    const options = read([]);
    expect(options.parts).toEqual([...BENCH_PARTS]);
    expect(options.soakSeconds).toBe(DEFAULT_SOAK_SECONDS);
    expect(options.soakSampleSeconds).toBe(10);
    expect(options.apiPath).toBe(DEFAULT_API_PATH);
    expect(options).toMatchObject({ port: 3300, mockPort: 3301, rounds: 3, durationSeconds: 15, warmupSeconds: 20 });
  });

  it('flags pick parts (in the report order) and win over BENCH_PARTS; --quick shortens the soak too', () => {
    expect(read(['--soak', '--ssr']).parts).toEqual(['ssr', 'soak']);
    expect(read([], { BENCH_PARTS: 'api, cache' }).parts).toEqual(['cache', 'api']);
    expect(read(['--api'], { BENCH_PARTS: 'soak' }).parts).toEqual(['api']);
    expect(read(['--quick']).soakSeconds).toBe(30);
    expect(read(['--quick'], { BENCH_SOAK_SECONDS: '600' }).soakSeconds).toBe(600);
  });

  it('refuses what it does not understand, naming it', () => {
    expect(() => read(['--fast'])).toThrow(/--fast.*--quick --ssr --cache --api --soak/);
    expect(() => read([], { BENCH_PARTS: 'ssr,leak' })).toThrow(/"leak"/);
    expect(() => read([], { BENCH_SOAK_SECONDS: '0' })).toThrow(/BENCH_SOAK_SECONDS/);
    expect(() => read([], { BENCH_API_PATH: 'course/list' })).toThrow(/BENCH_API_PATH/);
  });

  it('the mock port follows BENCH_PORT unless set', () => {
    expect(read([], { BENCH_PORT: '3380' }).mockPort).toBe(3381);
    expect(read([], { BENCH_PORT: '3380', BENCH_MOCK_PORT: '3390' }).mockPort).toBe(3390);
  });
});

describe('load helpers', () => {
  it('the rotation script cycles through the paths', () => {
    expect(rotationScript(['/', '/course'])).toContain('local paths = { "/", "/course" }');
    expect(rotationScript(['/'])).toMatch(/turn = turn % #paths \+ 1/);
  });

  it('reads wrk --latency output, counting error answers and socket errors as failures', () => {
    const output = [
      'Running 5s test @ http://127.0.0.1:3300/',
      '  Latency Distribution',
      '     50%   10.50ms',
      '     75%   12.00ms',
      '     90%   14.00ms',
      '     99%    1.20s',
      '  1000 requests in 5.00s, 10.00MB read',
      '  Socket errors: connect 0, read 2, write 0, timeout 3',
      '  Non-2xx or 3xx responses: 100',
      'Requests/sec:    200.00',
    ].join('\n');
    expect(parseWrk(output)).toEqual({
      requestsPerSec: 180,
      allRequestsPerSec: 200,
      p50Ms: 10.5,
      p99Ms: 1200,
      requests: 1000,
      failures: 105,
    });
  });
});
