// The bundled mock API as a service of its own, for `npm start`, `npm run dev`, the prerender and the
// browser tests: a child process on a loopback port, which the site then reaches over HTTP exactly as
// it reaches a real API (API_UPSTREAM), with BUNDLED_MOCK=1 so that its /__mock controls are served
// on the site's origin. Why a child process: docs/decisions/022-one-path-to-the-api.md.
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';

/** A port nothing listens on now (the launchers and the prerender pick theirs so). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The mock's own build (mock-api/vite.config.ts), made by `npm run build` beside the site's. */
export const mockEntry = (root) => join(process.env.MOCK_DIST_DIR ?? join(root, 'mock-api', 'dist'), 'main.js');

/**
 * Starts the bundled mock: its build with Node (`dev`: its sources under `tsx watch`, restarted on
 * change). Its MOCK_* settings come from `env`. Resolves once it accepts connections, with its URL.
 */
export async function startBundledMock({ root, dev = false, env = process.env, timeoutMs = 60_000 }) {
  const port = await freePort();
  const args = dev
    ? [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', join(root, 'mock-api/main.ts')]
    : ['--enable-source-maps', mockEntry(root)];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      NODE_ENV: dev ? 'development' : 'production',
      MOCK_API_HOST: '127.0.0.1',
      MOCK_API_PORT: String(port),
      MOCK_CONTROLS: '1',
      // The links of reminders sent by SMS and WeChat point at the site this mock serves.
      MOCK_SITE_ORIGIN: env.MOCK_SITE_ORIGIN ?? env.SITE_ORIGIN ?? `http://localhost:${env.PORT ?? 3000}`,
      // The site logs every request; the mock's own lines would say each twice.
      LOG_LEVEL: env.MOCK_LOG_LEVEL ?? 'warn',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  for (const deadline = Date.now() + timeoutMs; !(await accepts(port));) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the bundled mock API exited (${await exited}) before it listened`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the bundled mock API did not listen within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs the site (`command` with `args`) against API_UPSTREAM when the environment names one, else
 * against a bundled mock started first. The two live and die together; the site's exit code is ours.
 */
export async function runSite({ root, command = process.execPath, args, env = process.env, dev = false, tag = '[start]' }) {
  let mock = null;
  if (!env.API_UPSTREAM) {
    mock = await startBundledMock({ root, dev, env });
    console.log(`${tag} bundled mock API on ${mock.url} (its developer controls: /__mock on the site)`);
  }
  const site = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: mock ? { ...env, API_UPSTREAM: mock.url, BUNDLED_MOCK: '1' } : env,
  });
  // Ctrl-C reaches both children through the terminal's process group; a SIGTERM sent to us alone
  // (a process manager, Playwright) is passed on to the site, which closes with grace.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => site.kill(signal));
  mock?.exited.then((code) => {
    if (site.exitCode !== null) return;
    console.error(`${tag} the bundled mock API stopped (${code}): stopping the site`);
    site.kill('SIGTERM');
  });
  const code = await new Promise((resolve) => site.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
  await mock?.stop();
  return code;
}
