import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { faults, startFaultUpstream, type FaultUpstream } from '../test-support/fault-upstream';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';

/**
 * A visitor who goes away while the page (or /api call) still waits on the product API: the
 * server gives up the upstream call at once instead of holding it until the API answers, logs
 * nothing at error level, and keeps serving. Against the production build, as operators run it.
 */

const UPSTREAM_DELAY_MS = 8_000;

/** Starts a GET and destroys it once the upstream has the call it triggers. */
async function abandonWhileUpstreamWaits(upstream: FaultUpstream, url: string, route: string): Promise<number> {
  const reached = upstream.nextRequest(route);
  const abandoned = upstream.nextAbandoned(route);
  const client = httpRequest(url);
  client.on('error', () => undefined);
  client.end();
  await reached;
  client.destroy();
  const startedAt = Date.now();
  // Bounded: a server that holds the call would only let go when the upstream answers.
  const gaveUp = await Promise.race([
    abandoned.then(() => Date.now() - startedAt),
    new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 4_000)),
  ]);
  return gaveUp;
}

/** Log lines at error level or above (pino: 50 error, 60 fatal). */
const errorLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level: number }).level >= 50;
      } catch {
        return true; // anything that is not a JSON log line (a stack trace on stdout) counts too
      }
    });

describe('a visitor who leaves while the API is slow', () => {
  let upstream: FaultUpstream;
  let server: ServerProcess;

  beforeAll(async () => {
    upstream = await startFaultUpstream();
    server = await startServerProcess({ API_UPSTREAM: upstream.url, API_TIMEOUT_MS: '20000' });
    // After the start-up render, which on a busy machine can stall the loop into under-pressure's 503s.
    await server.waitForLine((line) => line.includes('技能学堂 ready'), 15_000);
  });
  afterEach(() => upstream.clear());
  afterAll(async () => {
    await server?.stop();
    await upstream?.close();
  });

  it('a page: its loader’s upstream call is cancelled within a moment (not after the API’s 8 s)', async () => {
    upstream.set('GET /course/7', faults.delay(UPSTREAM_DELAY_MS));
    const gaveUpAfterMs = await abandonWhileUpstreamWaits(upstream, `${server.url}/course/7?leave=1`, 'GET /course/7');
    expect(gaveUpAfterMs).toBeLessThan(2_000);
  });

  it('/api through the proxy: the upstream call is cancelled within a moment too', async () => {
    upstream.set('GET /course/8', faults.delay(UPSTREAM_DELAY_MS));
    const gaveUpAfterMs = await abandonWhileUpstreamWaits(upstream, `${server.url}/api/course/8`, 'GET /course/8');
    expect(gaveUpAfterMs).toBeLessThan(2_000);
  });

  it('a page streaming its body when the visitor leaves: the render ends, nothing breaks', async () => {
    // The course list is the longest page: read its first bytes, then hang up mid-body.
    const firstBytes = await new Promise<number>((resolve, reject) => {
      const client = httpRequest(`${server.url}/course?page=2&leave=1`, (res) => {
        res.once('data', (chunk: Buffer) => {
          client.destroy();
          resolve(chunk.length);
        });
      });
      client.on('error', (error) => (client.destroyed ? undefined : reject(error)));
      client.end();
    });
    expect(firstBytes).toBeGreaterThan(0);
  });

  it('afterwards: nothing was logged at error level, and the same process serves pages and /api', async () => {
    const page = await request(`${server.url}/course/7`);
    expect(page.statusCode).toBe(200);
    await page.body.text();
    const api = await request(`${server.url}/api/course/8`);
    expect(((await api.body.json()) as { code: number }).code).toBe(0);
    expect(server.child.exitCode).toBeNull();
    expect(errorLines(server.stdout())).toEqual([]);
    expect(server.stderr()).toBe('');
  });
});
