#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12's mobile run (the CLI's default: an emulated mid-range phone on
// a throttled connection) of `/`, `/course` and `/course/7` against the production build, offline,
// with Debian's Chromium. Builds when the sources changed, serves the build on a free loopback port,
// prints the four category scores and FCP/LCP/TBT/CLS per page, writes the JSON reports to
// .cache/lighthouse/, and lists what each page lost points on. A report, not a test: it exits 0
// whatever the scores (1 only when it could not run).
//
// Lighthouse is not a dependency of the project: it is looked for at LIGHTHOUSE_BIN, then
// /tmp/lh/node_modules/.bin/lighthouse (`npm install --prefix /tmp/lh lighthouse@12`).
// `--base http://host:port` audits a server that is already running instead of starting one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = resolve(root, process.env.SKILL_DIST_DIR ?? 'dist');
const reportDir = join(root, '.cache', 'lighthouse');
const PAGES = ['/', '/course', '/course/7', '/community', '/community/question/3', '/user/1'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run';

function lighthouseBin() {
  const candidates = [process.env.LIGHTHOUSE_BIN, '/tmp/lh/node_modules/.bin/lighthouse'].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

function chromePath() {
  const candidates = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

async function waitUntilServing(base, server, deadline = Date.now() + 30_000) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before answering`);
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${base}/ did not answer within 30 s`);
}

function startServer(port) {
  // The build on the bundled mock, as `npm run serve` runs them.
  const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SKILL_DIST_DIR: distDir },
  });
  return server;
}

const reportName = (path) => (path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-'));

function audit(bin, chrome, url, outputPath) {
  const result = spawnSync(
    bin,
    [
      url,
      '--output=json',
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', timeout: 180_000 },
  );
  if (result.status !== 0)
    throw new Error(
      `lighthouse ${url} failed (exit ${result.status ?? result.signal}): ${(result.stderr ?? '').trim().split('\n').slice(-3).join(' / ')}`,
    );
  return JSON.parse(readFileSync(outputPath, 'utf8'));
}

const score = (value) => (typeof value === 'number' ? value.toFixed(2) : ' n/a');
const seconds = (ms) => (typeof ms === 'number' ? `${(ms / 1000).toFixed(1)} s` : 'n/a');

/** What cost points: failed audits of the report, by category (manual and informative ones left out). */
function lostPoints(report) {
  const lines = [];
  for (const id of CATEGORIES) {
    const category = report.categories[id];
    if (!category) continue;
    for (const { id: auditId, weight } of category.auditRefs) {
      const result = report.audits[auditId];
      if (
        !result ||
        result.score === null ||
        result.score >= 0.9 ||
        ['manual', 'notApplicable', 'informative'].includes(result.scoreDisplayMode)
      )
        continue;
      if (id === 'performance' && weight === 0 && result.details?.type !== 'opportunity') continue;
      const saving = result.details?.overallSavingsMs ? ` (~${Math.round(result.details.overallSavingsMs)} ms)` : '';
      lines.push(`    ${id}: ${result.title}${result.displayValue ? ` — ${result.displayValue}` : ''}${saving}`);
    }
  }
  return lines;
}

async function main() {
  const bin = lighthouseBin();
  if (!bin) {
    console.error(
      '[lighthouse] Lighthouse 12 is not installed (it is not a project dependency). Install it outside the project:\n  npm install --prefix /tmp/lh lighthouse@12\nor point LIGHTHOUSE_BIN at a lighthouse executable.',
    );
    return 1;
  }
  const chrome = chromePath();
  if (!chrome) {
    console.error("[lighthouse] no Chromium found: install Debian's chromium (scripts/ensure-browser.sh) or set CHROME_PATH.");
    return 1;
  }
  const baseArg = process.argv.indexOf('--base');
  let base = baseArg > 0 ? process.argv[baseArg + 1]?.replace(/\/$/, '') : undefined;
  let server;
  const stop = () => server?.exitCode === null && server.kill('SIGTERM');
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    if (!base) {
      ensureBuild({ root, distDir, log: (message) => console.log(message.replace('[build]', '[lighthouse]')) });
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = startServer(port);
      await waitUntilServing(base, server);
    }
    mkdirSync(reportDir, { recursive: true });
    const rows = [];
    const notes = [];
    for (const path of PAGES) {
      const outputPath = join(reportDir, `${reportName(path)}.json`);
      console.log(`[lighthouse] ${base}${path} …`);
      const report = audit(bin, chrome, `${base}${path}`, outputPath);
      const metric = (id) => report.audits[id]?.numericValue;
      rows.push([
        path,
        ...CATEGORIES.map((id) => score(report.categories[id]?.score)),
        seconds(metric('first-contentful-paint')),
        seconds(metric('largest-contentful-paint')),
        `${Math.round(metric('total-blocking-time') ?? 0)} ms`,
        (metric('cumulative-layout-shift') ?? 0).toFixed(3),
      ]);
      const lost = lostPoints(report);
      if (lost.length) notes.push(`  ${path}`, ...lost);
    }
    const header = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    console.log(`\nLighthouse ${spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim()}, mobile (default config), ${base}`);
    for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
    console.log(notes.length ? `\nWhat cost points:\n${notes.join('\n')}` : '\nNothing cost points.');
    console.log(`\nJSON reports: ${reportDir}/`);
    return 0;
  } finally {
    stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[lighthouse] ${error.message}`);
    process.exit(1);
  },
);
