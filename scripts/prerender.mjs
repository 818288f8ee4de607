// Renders the `prerender` routes (client/app/page-rules.server.ts) with the freshly built server and stores, for each page, the HTML
// (its CSP nonce replaced by a placeholder the server fills per response) and `_payload.json`.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, startBundledMock } from './bundled-mock.mjs';

// Same placeholder as server/render/prerendered-pages.ts, which fills in each response's nonce.
const NONCE_PLACEHOLDER = '__SKILL_CSP_NONCE__';
const ORIGIN_PLACEHOLDER = '__SKILL_SITE_ORIGIN__';
// The build's server writes this origin into canonical and Open Graph URLs; it becomes the placeholder.
const BUILD_ORIGIN = 'http://skill-site-origin.invalid';

// A deadline, not a count of attempts: on a busy machine the server alone can take over 10 s to start.
const START_TIMEOUT_MS = 60_000;

async function waitUntilUp(url, child) {
  for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`prerender server exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('prerender server did not start');
}

/** The routes whose rule is `prerender` (client/app/page-rules.server.ts), read from the server bundle just built. */
async function prerenderPaths(distDir) {
  const entry = await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href);
  return entry.prerenderPaths();
}

/** Prerenders afresh into `distDir`/prerendered, with the server built into `distDir`. */
export async function prerender(root, distDir) {
  // The server that prerenders serves the pages already in prerendered/ to signed-out visitors: left
  // in place, the previous build's pages (and their stale asset hashes) would be copied forever.
  rmSync(join(distDir, 'prerendered'), { recursive: true, force: true });
  const paths = await prerenderPaths(distDir);
  const port = await freePort();
  // Always the bundled mock, whatever API_UPSTREAM says: the pages are the seed's.
  const { API_UPSTREAM: _upstream, ...env } = process.env;
  const mock = await startBundledMock({ root, env });
  const child = spawn(process.execPath, [join(distDir, 'server/main.js')], {
    env: {
      ...env,
      API_UPSTREAM: mock.url,
      BUNDLED_MOCK: '1',
      SKILL_DIST_DIR: distDir,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SITE_ORIGIN: BUILD_ORIGIN,
      // No load shedding: a build on a busy machine (its first renders stall the loop) must not fail on a 503.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${base}/builds/latest.json`, child);
    for (const path of paths) {
      const response = await fetch(base + path);
      if (response.status !== 200) throw new Error(`prerender ${path}: HTTP ${response.status}`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      if (!nonce) throw new Error(`prerender ${path}: no CSP nonce`);
      const html = (await response.text()).split(nonce).join(NONCE_PLACEHOLDER).split(BUILD_ORIGIN).join(ORIGIN_PLACEHOLDER);
      const state = /<script type="application\/json" id="__SKILL_STATE__">([\s\S]*?)<\/script>/.exec(html)?.[1];
      if (!state) throw new Error(`prerender ${path}: no hydration state`);
      const folder = join(distDir, 'prerendered', path);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'index.html'), html);
      const payloadFolder = join(distDir, 'client', path);
      mkdirSync(payloadFolder, { recursive: true });
      writeFileSync(join(payloadFolder, '_payload.json'), JSON.stringify(JSON.parse(state).query));
    }
    return paths;
  } finally {
    child.kill('SIGTERM');
    await mock.stop();
  }
}
