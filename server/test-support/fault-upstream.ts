import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { buildMockApi } from '@skill/mock-api';

/** How one request is answered: the raw node:http pair, and the mock's own answer to fall back on. */
export type Fault = (request: IncomingMessage, response: ServerResponse, answerFromMock: () => void) => void;

export interface FaultUpstream {
  url: string;
  /** Answers `METHOD /path` (query excluded) with `fault` from now on, until `clear`. */
  set: (route: string, fault: Fault) => void;
  clear: () => void;
  /** Requests received for `METHOD /path` (query excluded). */
  hits: (route: string) => number;
  /** Requests for `METHOD /path` whose caller went away before the answer was finished. */
  abandoned: (route: string) => number;
  /** Resolves at the next request for `METHOD /path`. */
  nextRequest: (route: string) => Promise<void>;
  /** Resolves at the next abandoned request for `METHOD /path`, with how long it had been open. */
  nextAbandoned: (route: string) => Promise<number>;
  close: () => Promise<void>;
}

const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/** The ways an upstream goes wrong, for `set`. */
export const faults = {
  /** The mock's answer, after `ms` (or never, if the caller goes away first). */
  delay:
    (ms: number): Fault =>
    (_request, response, answerFromMock) => {
      const timer = setTimeout(answerFromMock, ms);
      response.once('close', () => clearTimeout(timer));
    },
  status:
    (
      status: number,
      body: string = JSON.stringify({ code: status, msg: 'upstream failed' }),
      contentType = 'application/json; charset=utf-8',
    ): Fault =>
    (_request, response) =>
      response.writeHead(status, { 'content-type': contentType }).end(body),
  /** Drops the connection before a byte of the answer. */
  reset: (): Fault => (request) => request.socket.destroy(),
  /** Sends the headers and part of the body, then drops the connection. */
  resetMidBody: (): Fault => (request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': '1000' });
    response.write('{"code":0,"data":{"list":[', () => setTimeout(() => request.socket.destroy(), 20));
  },
  /** Sends the headers and the first half of `body` at once, the rest after `ms`. */
  slowBody:
    (ms: number, body: string): Fault =>
    (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)) });
      const half = Math.floor(body.length / 2);
      response.write(body.slice(0, half));
      const timer = setTimeout(() => response.end(body.slice(half)), ms);
      response.once('close', () => clearTimeout(timer));
    },
  /** A complete 200 answer that is not JSON. */
  malformedJson: (): Fault => (_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"code":0,"data":{"list":[{"id":1,'),
};

/**
 * A stand-in product API on a free loopback port whose behaviour each test sets per route: by
 * default the bundled mock answers (so pages render for real), and `set('GET /course/7', faults.delay(3000))`
 * makes that one call slow, failing, reset or malformed. Counts requests and abandoned requests per route.
 */
export async function startFaultUpstream(): Promise<FaultUpstream> {
  const mock = buildMockApi();
  const answerFromMock = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const token = request.headers.token;
    void mock.app
      .inject({
        method: (request.method ?? 'GET') as 'GET',
        url: request.url ?? '/',
        headers: { ...(typeof token === 'string' ? { token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: body } : {}),
      })
      .then((answer) => {
        if (!response.destroyed) sendJson(response, answer.statusCode, answer.json());
      });
  };
  const routes = new Map<string, Fault>();
  const counts = new Map<string, number>();
  const abandonedCounts = new Map<string, number>();
  const waiters = new Map<string, (() => void)[]>();
  const abandonWaiters = new Map<string, ((openMs: number) => void)[]>();
  const sockets = new Set<Socket>();

  const wake = <T>(table: Map<string, ((value: T) => void)[]>, route: string, value: T) => {
    for (const resolve of table.get(route) ?? []) resolve(value);
    table.delete(route);
  };
  const waitOn = <T>(table: Map<string, ((value: T) => void)[]>, route: string) =>
    new Promise<T>((resolve) => table.set(route, [...(table.get(route) ?? []), resolve]));

  const server = createServer((request, response) => {
    const route = `${request.method} ${(request.url ?? '/').split('?', 1)[0]}`;
    const openedAt = Date.now();
    counts.set(route, (counts.get(route) ?? 0) + 1);
    response.once('close', () => {
      if (response.writableFinished) return;
      abandonedCounts.set(route, (abandonedCounts.get(route) ?? 0) + 1);
      wake(abandonWaiters, route, Date.now() - openedAt);
    });
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      wake(waiters, route, undefined);
      const fromMock = () => answerFromMock(request, response, body);
      const fault = routes.get(route);
      if (fault) fault(request, response, fromMock);
      else fromMock();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    set: (route, fault) => routes.set(route, fault),
    clear: () => routes.clear(),
    hits: (route) => counts.get(route) ?? 0,
    abandoned: (route) => abandonedCounts.get(route) ?? 0,
    nextRequest: (route) => waitOn<void>(waiters, route),
    nextAbandoned: (route) => waitOn<number>(abandonWaiters, route),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mock.app.close();
    },
  };
}
