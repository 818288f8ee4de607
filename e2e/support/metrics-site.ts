import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A site of its own for a browser test that needs settings the shared server (playwright.config.ts)
 * does not have: the production build with metrics on, on free loopback ports. Browser tests drive
 * the site from outside, so this starts it as operators do, not through server/ code.
 */
export interface MetricsSite {
  url: string;
  metricsUrl: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startMetricsSite(env: Record<string, string> = {}): Promise<MetricsSite> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const distDir = process.env.SKILL_DIST_DIR ?? 'dist';
  // The build on a bundled mock of its own, as `npm run serve` runs them.
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SKILL_DIST_DIR: distDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (!output.includes('技能学堂 ready on')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', () => reject(new Error(`the site exited:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The value of a Prometheus sample whose labels include `labels` (summed over the others); 0 when none. */
export async function metricSample(metricsUrl: string, name: string, labels: Record<string, string>): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) total += Number(match[3]);
  }
  return total;
}
