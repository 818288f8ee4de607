// The image cannot be built here (no image can be pulled), so its final stage is reproduced on the
// host from the Dockerfile itself: exactly what it copies (the build stage's dist, after that stage's
// own clean-up), its npm RUN lines, then its CMD started as an unprivileged user with its ENV.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir, projectRoot } from '../server/paths';
import { loadConfig } from '../server/config';
import { DEFAULT_PDF_FONTS, pdfFontFor } from '../server/downloads/pdf-font';
import { closedPort } from '../server/test-support/echo-upstream';
import { commandOf, envOf, expandArgs, parseDockerfile, splitFlags, type Stage } from './test-support/dockerfile';
import { call } from './test-support/http';
import { startMockApi, type RunningMock } from '@skill/mock-api';

const dockerfile = parseDockerfile(readFileSync(join(projectRoot, 'Dockerfile'), 'utf8'));
const finalStage = dockerfile.stages.at(-1)!;
const last = (stage: Stage, keyword: string) => stage.instructions.findLast((instruction) => instruction.keyword === keyword)?.args;
const workdirOf = (stage: Stage) => last(stage, 'WORKDIR') ?? '/';

/** Started by root, the reproduction runs as nobody, as the image runs as `node`; otherwise as this (unprivileged) user. */
const asUnprivileged = (command: string[]) =>
  process.getuid?.() === 0 ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', ...command] : command;
/** The image's `node` is this test's Node (20 here; 24 in scripts/test.sh's Node 24 run). */
const hostCommand = (command: string[]) => command.map((word, index) => (index === 0 && word === 'node' ? process.execPath : word));

/** A shell command of the Dockerfile, run on a temp copy; one that names an absolute path would reach beyond it. */
function runIn(dir: string, command: string, allowed: RegExp) {
  const { rest } = splitFlags(command);
  if (!allowed.test(rest) || /(^|\s)\//.test(rest))
    throw new Error(`the reproduction cannot run \`${rest}\`: reproduce it in deploy/docker-final-stage.test.ts`);
  const result = spawnSync('/bin/sh', ['-c', rest], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false', npm_config_fund: 'false' },
  });
  if (result.status !== 0) throw new Error(`\`${rest}\` failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
}

/** The one shape of apt-get line the Dockerfile may hold: Debian packages installed, the lists removed after. */
const APT_INSTALL =
  /^apt-get update && apt-get install -y --no-install-recommends ((?:[a-z0-9][a-z0-9.+-]* ?)+) && rm -rf \/var\/lib\/apt\/lists\/\*$/;

/**
 * An apt-get install of the final stage, on the host: the host is Debian bookworm like the image, so
 * the packages are installed here as the image would have them (scripts/ensure-browser.sh installs
 * the font), and checked to be, rather than installed by a test.
 */
function reproduceAptInstall(command: string): string[] {
  const packages = APT_INSTALL.exec(command)?.[1]?.trim().split(' ');
  if (!packages) throw new Error(`the reproduction knows one apt-get line: \`${APT_INSTALL.source}\`, not \`${command}\``);
  for (const name of packages) {
    const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    if (status.stdout !== 'install ok installed')
      throw new Error(`the image installs the Debian package ${name}; install it on this host too (apt-get install -y ${name})`);
  }
  return packages;
}

/**
 * The build stage's result: the build that global setup made (what its `npm ci` and `npm run build`
 * produce), copied, with the stage's RUN lines after the build applied to the copy.
 */
function reproduceBuildStage(stage: Stage, into: string) {
  cpSync(distDir, join(into, 'dist'), { recursive: true });
  const runs = stage.instructions.filter((instruction) => instruction.keyword === 'RUN').map((instruction) => instruction.args);
  const build = runs.findIndex((run) => /\bnpm run build\b/.test(run));
  if (build < 0) throw new Error('the build stage has no `npm run build`');
  for (const run of runs.slice(build + 1)) runIn(into, run, /^(find|rm) /);
}

/** A file tree's paths (relative), for what must not be there. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

interface Image {
  root: string;
  /** Debian packages the final stage installs. */
  debianPackages: string[];
  env: Record<string, string>;
  user: string | undefined;
  expose: string | undefined;
  healthcheck: string[];
  cmd: string[];
}

/** The final stage, instruction by instruction, into `root` (its WORKDIR). */
function reproduceFinalStage(root: string, buildStages: Map<string, string>): Image {
  const image: Image = { root, debianPackages: [], env: {}, user: undefined, expose: undefined, healthcheck: [], cmd: [] };
  const workdir = workdirOf(finalStage);
  const inRoot = (dest: string) => join(root, dest.startsWith('/') ? relative(workdir, dest) : dest);
  for (const { keyword, args } of finalStage.instructions) {
    if (keyword === 'COPY') {
      const { flags, rest } = splitFlags(args);
      const paths = rest.split(/\s+/);
      const dest = paths.pop()!;
      for (const source of paths) {
        let from = join(projectRoot, source);
        if (flags.from) {
          const stage = dockerfile.stages.find((candidate) => candidate.name === flags.from)!;
          const stageRoot = buildStages.get(flags.from);
          if (!stageRoot || !source.startsWith(`${workdirOf(stage)}/`))
            throw new Error(`COPY --from=${flags.from} ${source}: the reproduction knows only the build stage's ${workdirOf(stage)}/dist`);
          from = join(stageRoot, relative(workdirOf(stage), source));
        }
        if (!existsSync(from)) throw new Error(`COPY ${args}: ${source} does not exist`);
        cpSync(from, dest.endsWith('/') ? join(inRoot(dest), basename(from)) : inRoot(dest), { recursive: true });
      }
    } else if (keyword === 'RUN' && splitFlags(args).rest.startsWith('apt-get ')) {
      image.debianPackages.push(...reproduceAptInstall(splitFlags(args).rest));
    } else if (keyword === 'RUN') {
      runIn(root, args, /^npm /);
    } else if (keyword === 'ENV') {
      Object.assign(image.env, envOf(args));
    } else if (keyword === 'USER') {
      image.user = args;
    } else if (keyword === 'EXPOSE') {
      image.expose = args;
    } else if (keyword === 'HEALTHCHECK') {
      image.healthcheck = commandOf(splitFlags(args).rest.replace(/^CMD\s+/, ''));
    } else if (keyword === 'CMD') {
      image.cmd = commandOf(args);
    } else if (keyword !== 'WORKDIR') {
      throw new Error(`the reproduction does not know ${keyword}: add it to deploy/docker-final-stage.test.ts`);
    }
  }
  return image;
}

let temp: string;
let image: Image;
let server: ChildProcess | undefined;
let serverOutput = '';
let site: string;
let serverEnv: Record<string, string>;
let api: RunningMock | undefined;

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'skill-image-'));
  // The unprivileged user must be able to read all of it.
  chmodSync(temp, 0o755);
  const buildStages = new Map<string, string>();
  // The stages the final one copies from (the build); the mock API's image is a stage of its own.
  const copiedFrom = new Set(finalStage.instructions.flatMap((instruction) => /--from=(\S+)/.exec(instruction.args)?.[1] ?? []));
  for (const stage of dockerfile.stages.slice(0, -1)) {
    if (!stage.name || !copiedFrom.has(stage.name)) continue;
    const stageRoot = join(temp, `stage-${stage.name}`);
    reproduceBuildStage(stage, stageRoot);
    buildStages.set(stage.name, stageRoot);
  }
  image = reproduceFinalStage(join(temp, 'app'), buildStages);

  const port = await closedPort();
  site = `http://127.0.0.1:${port}`;
  // The image's ENV, and only it (plus PATH), on a loopback port of the test's choosing, with the API
  // the compose file gives it (here the mock, listening in this process).
  api = await startMockApi({ MOCK_LIVE_SIMULATION: '0', MOCK_CONTROLS: '0' });
  serverEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...image.env, HOST: '127.0.0.1', PORT: String(port), API_UPSTREAM: api.url };
  const [command, ...args] = asUnprivileged(hostCommand(image.cmd));
  server = spawn(command!, args, { cwd: image.root, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (chunk: Buffer) => (serverOutput += chunk.toString('utf8')));
  server.stderr!.on('data', (chunk: Buffer) => (serverOutput += chunk.toString('utf8')));
  const deadline = Date.now() + 30_000;
  while (!serverOutput.includes('技能学堂 ready')) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the image's CMD did not start:\n${serverOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 90_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await api?.close();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

/** The image's HEALTHCHECK command, run as the image runs it; its exit code. */
const healthcheck = () =>
  spawnSync(asUnprivileged(hostCommand(image.healthcheck))[0]!, asUnprivileged(hostCommand(image.healthcheck)).slice(1), {
    cwd: image.root,
    env: serverEnv,
    timeout: 10_000,
  }).status;

describe('the Docker image’s final stage, reproduced on the host', () => {
  it('is Node 24 slim, with production settings, as a user other than root, exposing the port the server listens on', () => {
    expect(expandArgs(finalStage.base, dockerfile.globalArgs)).toMatch(/^node:24(\.\d+)*-(bookworm-)?slim$/);
    expect(image.env.NODE_ENV).toBe('production');
    expect(image.user).toBeDefined();
    expect(['root', '0']).not.toContain(image.user);
    expect(image.expose).toBe(String(loadConfig({ API_UPSTREAM: 'http://api.test', ...image.env }).PORT));
    expect(image.cmd.slice(0, 2)).toEqual(['node', 'dist/server/main.js']);
    const ready = serverOutput.split('\n').find((line) => line.includes('技能学堂 ready'))!;
    expect(JSON.parse(ready)).toMatchObject({ nodeEnv: 'production', react: expect.stringMatching(/production/) });
    if (process.getuid?.() === 0) {
      const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${server!.pid}/status`, 'utf8'))?.[1];
      expect(uid).toBe(String(spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).stdout.trim()));
    }
  });

  it('answers /healthz and the home page; its HEALTHCHECK passes', async () => {
    const health = await call(`${site}/healthz`);
    expect(health.status).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const home = await call(`${site}/`);
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.text).toContain('技能学堂');
    expect(healthcheck()).toBe(0);
  });

  it('installs the Chinese font the PDF downloads embed, and the server finds it at its default path', () => {
    expect(image.debianPackages).toContain('fonts-wqy-microhei');
    expect(serverEnv.PDF_FONT_PATH).toBeUndefined();
    expect(serverOutput).not.toContain('no Chinese font for the PDF downloads');
    expect(pdfFontFor(undefined).font?.path).toBe(DEFAULT_PDF_FONTS[0]!.split('#')[0]);
  });

  it('holds no source map and no development-only package', () => {
    // The build has them (the server bundle's); the image must not. Packages' own maps may stay.
    expect(filesUnder(distDir).some((file) => file.endsWith('.map'))).toBe(true);
    const files = filesUnder(image.root);
    expect(files.filter((file) => file.endsWith('.map') && !file.startsWith('node_modules/'))).toEqual([]);
    expect(files).toContain('dist/server/main.js');
    const lock = JSON.parse(readFileSync(join(image.root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
    const devOnly = Object.entries(lock.packages)
      .filter(([path, entry]) => path && entry.dev)
      .map(([path]) => path);
    expect(devOnly).toEqual(expect.arrayContaining(['node_modules/vite', 'node_modules/vitest', 'node_modules/typescript']));
    expect(devOnly.filter((path) => existsSync(join(image.root, path)))).toEqual([]);
  });

  it('holds none of the mock API: not its code, its media or its packages (the mock is an image of its own)', () => {
    const files = filesUnder(image.root);
    expect(files.filter((file) => file.startsWith('mock-api/'))).toEqual([]);
    for (const mockOnly of ['node_modules/@skill/mock-api', 'node_modules/@faker-js/faker', 'node_modules/@fastify/multipart'])
      expect(existsSync(join(image.root, mockOnly)), mockOnly).toBe(false);
    const server = files.filter((file) => file.startsWith('dist/server/') && file.endsWith('.js'));
    for (const file of server) expect(readFileSync(join(image.root, file), 'utf8'), file).not.toMatch(/MockStore|@faker-js|buildMockApi/);
    const mockStage = dockerfile.stages.find((stage) => stage.name === 'mock-api');
    expect(mockStage && last(mockStage, 'CMD')).toMatch(/mock-api\/dist\/main\.js/);
  });

  it('its HEALTHCHECK fails once the server is gone', async () => {
    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(healthcheck()).not.toBe(0);
  });
});
