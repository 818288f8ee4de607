import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faults, startFaultUpstream, type FaultUpstream } from '../test-support/fault-upstream';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';

/**
 * SIGTERM (docker stop, a rolling deploy) while a streamed page and a proxied /api call still wait
 * on the product API: both finish with their whole body; a new connection is refused (ECONNREFUSED:
 * the listening socket is closed, so nothing new is accepted only to be answered 503); keep-alive
 * connections do not hold the shutdown open; the process exits 0 within close-with-grace's 10 s.
 *
 * Fastify 5's defaults do half of it: `forceCloseConnections: 'idle'` closes the connections idle
 * at the moment of close (the first one below), and `return503OnClosing` answers 503 with
 * `Connection: close` to a request arriving on a connection still open. A connection busy at
 * SIGTERM, though, stays open after its answer until the client drops it — nginx keeps its
 * upstream connections for a minute — so server/main.ts closes connections as they turn idle.
 */

const UPSTREAM_DELAY_MS = 1_500;
/** close-with-grace's delay in server/main.ts: past it the process is killed with exit code 1. */
const GRACE_DEADLINE_MS = 10_000;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET whose answer's head (`started`, with the connection it came on) and whole body (`answer`) can be awaited apart. */
function get(url: string, agent?: Agent): { started: Promise<Socket>; answer: Promise<Answer> } {
  let started!: (socket: Socket) => void;
  const head = new Promise<Socket>((resolve) => (started = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(url, { agent }, (res) => {
      started(res.socket);
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  return { started: head, answer };
}

/**
 * How a fresh TCP connection to the port fares: refused, accepted, or reset (it reached the
 * kernel's backlog just before the listening socket closed, and was dropped with it).
 */
function tryConnect(port: number): Promise<'refused' | 'accepted' | 'reset'> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve('refused');
      else if (error.code === 'ECONNRESET') resolve('reset');
      else reject(error);
    });
  });
}

describe('SIGTERM with a slow page and a slow /api call in flight', () => {
  let upstream: FaultUpstream;
  let server: ServerProcess;
  // Keep-alive connections that never time out on the client's side, as nginx's to its upstreams (60 s).
  const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const busyAgent = new Agent({ keepAlive: true, maxSockets: 2 });

  beforeAll(async () => {
    upstream = await startFaultUpstream();
    server = await startServerProcess({ API_UPSTREAM: upstream.url });
    await server.waitForLine((line) => line.includes('技能学堂 ready'), 15_000);
  });
  afterAll(async () => {
    idleAgent.destroy();
    busyAgent.destroy();
    await server?.stop();
    await upstream?.close();
  });

  it('lets both finish in full, refuses new connections, closes every keep-alive connection and exits 0 before the deadline', async () => {
    const port = Number(new URL(server.url).port);
    // A keep-alive connection that is idle when SIGTERM comes.
    const warm = await get(`${server.url}/api/course/9`, idleAgent).answer;
    expect(warm.status).toBe(200);
    const idleSocket = Object.values(idleAgent.freeSockets).flat()[0]!;
    const idleClosed = new Promise<void>((resolve) => idleSocket.once('close', () => resolve()));

    // Busy when SIGTERM comes: a page whose loader waits on the API (nothing sent yet), and an /api
    // answer already under way whose body the API is still sending (its head went out before).
    upstream.set('GET /course/7', faults.delay(UPSTREAM_DELAY_MS));
    upstream.set(
      'GET /course/8',
      faults.slowBody(UPSTREAM_DELAY_MS, JSON.stringify({ code: 0, msg: 'success', data: { id: 8, title: '慢慢传来的课程' } })),
    );
    const loaderCalled = upstream.nextRequest('GET /course/7');
    const page = get(`${server.url}/course/7?shutdown=1`, busyAgent);
    const api = get(`${server.url}/api/course/8`, busyAgent);
    const [, apiSocket] = await Promise.all([loaderCalled, api.started]);
    const apiSocketClosed = new Promise<void>((resolve) => apiSocket.once('close', () => resolve()));

    const exited = new Promise<{ code: number | null; afterMs: number }>((resolve) => {
      const sentAt = Date.now();
      server.child.once('exit', (code) => resolve({ code, afterMs: Date.now() - sentAt }));
    });
    server.child.kill('SIGTERM');

    // New connections: refused once the signal is handled, while the two requests are still under way.
    let fresh = await tryConnect(port);
    for (let attempt = 0; attempt < 100 && fresh !== 'refused'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      fresh = await tryConnect(port);
    }
    expect(fresh).toBe('refused');
    expect(upstream.abandoned('GET /course/7') + upstream.abandoned('GET /course/8')).toBe(0);

    const [pageAnswer, apiAnswer] = await Promise.all([page.answer, api.answer]);
    expect(pageAnswer.status).toBe(200);
    expect(pageAnswer.body).toMatch(/<\/html>$/);
    expect(pageAnswer.body).toContain('id="__SKILL_STATE__"');
    // Answered during shutdown: the client is told not to send another request on the connection.
    expect(pageAnswer.headers.connection).toBe('close');
    expect(apiAnswer.status).toBe(200);
    expect(JSON.parse(apiAnswer.body)).toMatchObject({ code: 0, data: { id: 8 } });
    // Its head went out before SIGTERM, promising keep-alive: the server closes the connection once it is idle.
    expect(apiAnswer.headers.connection).toBe('keep-alive');
    await apiSocketClosed;

    await idleClosed;
    const { code, afterMs } = await exited;
    // The two requests need ~1.5 s; a connection left open would hold the close until the deadline,
    // when close-with-grace kills the process with exit code 1.
    expect(code).toBe(0);
    expect(afterMs).toBeLessThan(GRACE_DEADLINE_MS);
  });
});
