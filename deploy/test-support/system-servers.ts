import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { projectRoot } from '../../server/paths';

/** A real server the deployment tests start (nginx, redis-server), stopped by its PID. */
export interface SystemServer {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Whether something accepts TCP connections on a loopback port. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Starts `command` and resolves once `ready` says so (polled); rejects, and kills it, if it exits or takes too long. */
async function startUntil(
  command: string,
  args: string[],
  ready: (output: string) => boolean | Promise<boolean>,
  { stdout = 'pipe', timeoutMs = 10_000 }: { stdout?: 'pipe' | number; timeoutMs?: number } = {},
): Promise<SystemServer> {
  const child = spawn(command, args, { stdio: ['ignore', stdout, 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await ready(output))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `${command} ${child.exitCode === null && child.signalCode === null ? `not ready within ${timeoutMs} ms` : 'exited'}:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => output, stop };
}

/** redis-server on a loopback port, nothing on disk (recipes.md). */
export function startRedis(port: number, dir: string): Promise<SystemServer> {
  return startUntil(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'],
    (output) => output.includes('Ready to accept connections'),
  );
}

/**
 * deploy/nginx.conf as the tests run it: the same file with its `listen` and upstream `server`
 * addresses pointed at loopback ports. Anything else in it runs as written; a file whose shape
 * changed (no single listen, another number of instances) fails here rather than test something else.
 */
export function loopbackSiteConfig(listenPort: number, instancePorts: number[]): string {
  const site = readFileSync(join(projectRoot, 'deploy', 'nginx.conf'), 'utf8');
  const listens = site.match(/^\s*listen\s+[^;]+;/gm) ?? [];
  if (listens.length !== 1) throw new Error(`deploy/nginx.conf: expected one listen line, found ${listens.length}`);
  const upstream = /^upstream skill_site \{[\s\S]*?^\}/m.exec(site)?.[0];
  if (!upstream) throw new Error('deploy/nginx.conf: no `upstream skill_site { … }` block');
  let instance = 0;
  const loopbackUpstream = upstream.replace(
    /^(\s*server\s+)\S+/gm,
    (_line, head: string) => `${head}127.0.0.1:${instancePorts[instance++] ?? 0}`,
  );
  if (instance !== instancePorts.length)
    throw new Error(`deploy/nginx.conf: ${instance} upstream servers, the test runs ${instancePorts.length} instances`);
  return site
    .replace(upstream, loopbackUpstream)
    .replace(/^(\s*listen\s+)[^\s;]+/m, (_line, head: string) => `${head}127.0.0.1:${listenPort}`);
}

/**
 * nginx in the foreground with everything it writes inside a temp folder (recipes.md): a minimal
 * main configuration around the site file, which is included as it is. Its standard output, where
 * the site file sends the access log, is a file (`accessLog()`): nginx cannot open /dev/stdout
 * when it is the socket Node gives a child.
 */
export async function startNginx(siteConfig: string): Promise<SystemServer & { accessLog: () => string }> {
  const dir = mkdtempSync(join(tmpdir(), 'skill-nginx-'));
  // The workers run as nobody when nginx is started by root: they need their temp folders.
  chmodSync(dir, 0o755);
  // The page cache too: the site file's proxy_cache_path points into the temp folder.
  writeFileSync(
    join(dir, 'site.conf'),
    siteConfig.replace(/^(\s*proxy_cache_path\s+)\S+/m, (_line, head: string) => `${head}${join(dir, 'proxy-cache')}`),
  );
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(dir, `${kind}-temp`)};`)
    .join('\n  ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${join(dir, 'nginx.pid')};\nerror_log stderr warn;\nevents { worker_connections 256; }\nhttp {\n  ${temp}\n  include ${join(dir, 'site.conf')};\n}\n`,
  );
  const args = ['-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf')];
  const accessLogPath = join(dir, 'access.log');
  const stdout = openSync(accessLogPath, 'a');
  const check = spawnSync('nginx', ['-t', ...args], { encoding: 'utf8', stdio: ['ignore', stdout, 'pipe'] });
  if (check.status !== 0) {
    closeSync(stdout);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  }
  // nginx prints nothing when it starts: ready once it accepts connections.
  const listenPort = Number(/listen\s+127\.0\.0\.1:(\d+)/.exec(siteConfig)?.[1]);
  const cleanUp = () => {
    closeSync(stdout);
    rmSync(dir, { recursive: true, force: true });
  };
  const server = await startUntil('nginx', args, () => accepts(listenPort), { stdout }).catch((error: unknown) => {
    cleanUp();
    throw error;
  });
  return {
    ...server,
    accessLog: () => readFileSync(accessLogPath, 'utf8'),
    stop: async () => {
      await server.stop();
      cleanUp();
    },
  };
}

/**
 * What a test file started, stopped in its afterAll newest first (nginx before the instances behind
 * it) — including what was still starting when a hook timed out, and what a timed-out beforeAll
 * goes on to start afterwards: either would otherwise outlive the run.
 */
export function startedServers() {
  const started: Promise<{ stop: () => Promise<unknown> }>[] = [];
  let stopping = false;
  return {
    track<T extends { stop: () => Promise<unknown> }>(starting: Promise<T>): Promise<T> {
      started.push(starting);
      if (stopping)
        void starting.then(
          (server) => server.stop(),
          () => undefined,
        );
      return starting;
    },
    async stopAll() {
      stopping = true;
      const settled = await Promise.allSettled(started);
      for (const result of settled.reverse()) if (result.status === 'fulfilled') await result.value.stop();
    },
  };
}

/**
 * Prometheus (Debian's) on a loopback port with `config` as its configuration and its data in a
 * temp folder (recipes.md), ready once /-/ready answers. Files the configuration names
 * (`rule_files`) go beside it, given as `files`.
 */
export async function startPrometheus(port: number, config: string, files: Record<string, string> = {}): Promise<SystemServer> {
  const dir = mkdtempSync(join(tmpdir(), 'skill-prometheus-'));
  writeFileSync(join(dir, 'prometheus.yml'), config);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const ready = () =>
    fetch(`http://127.0.0.1:${port}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
  const args = [
    `--config.file=${join(dir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.level=warn',
  ];
  const server = await startUntil('prometheus', args, ready, { timeoutMs: 30_000 }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
