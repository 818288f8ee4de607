import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startMockApi } from '@skill/mock-api';
import { distDir, projectRoot } from '../paths';

export const builtServer = join(distDir, 'server', 'main.js');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout so far. */
  stdout: () => string;
  stderr: () => string;
  /** Resolves once stdout holds a line for which `predicate` is true (or rejects after `timeoutMs`, 30 s unless given: a cold start under the other lane's load takes more than 10). */
  waitForLine: (predicate: (line: string) => boolean, timeoutMs?: number) => Promise<string>;
  stop: () => Promise<number | null>;
}

/**
 * Runs the production build (`node dist/server/main.js`) as `npm start` would, on a free loopback
 * port, with only the environment given here (plus PATH), and captures its output. A variable
 * given as `undefined` is left out altogether (e.g. NODE_ENV, to start the server as operators do).
 * Without API_UPSTREAM in `env`, a bundled mock of its own (its MOCK_* settings from `env`) listens
 * on loopback in this process, stopped with the server.
 */
export async function startServerProcess(env: Record<string, string | undefined> = {}): Promise<ServerProcess> {
  const mock =
    'API_UPSTREAM' in env
      ? undefined
      : await startMockApi(Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('MOCK_'))));
  const merged: Record<string, string | undefined> = {
    ...(mock ? { API_UPSTREAM: mock.url, BUNDLED_MOCK: '1' } : {}),
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    // See buildTestApp: a busy test machine must not turn answers into load-shedding 503s.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(process.env.SKILL_DIST_DIR ? { SKILL_DIST_DIR: process.env.SKILL_DIST_DIR } : {}),
    ...env,
  };
  const child = spawn(process.execPath, [builtServer], {
    cwd: projectRoot,
    env: Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const wake of waiters) wake();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))).then(async (code) => {
    await mock?.close();
    return code;
  });

  const waitForLine = (predicate: (line: string) => boolean, timeoutMs = 30_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = out.split('\n').find((candidate) => candidate && predicate(candidate));
        if (line === undefined) return;
        cleanup();
        resolve(line);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching log line within ${timeoutMs} ms; stdout:\n${out}\nstderr:\n${err}`));
      }, timeoutMs);
      const onExit = () => {
        cleanup();
        reject(new Error(`server exited; stdout:\n${out}\nstderr:\n${err}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
        child.off('exit', onExit);
      };
      waiters.add(check);
      child.once('exit', onExit);
      check();
    });

  // A server that does not come up in time is stopped here: no caller holds it to stop it later.
  const listening = await waitForLine((line) => line.includes('Server listening at http://127.0.0.1:')).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  const url = /http:\/\/127\.0\.0\.1:\d+/.exec(listening)![0];
  return {
    url,
    child,
    stdout: () => out,
    stderr: () => err,
    waitForLine,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
