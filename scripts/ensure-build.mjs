#!/usr/bin/env node
// Builds the production bundle only when the sources changed since the last build (or there is none).
// Used by `npm start` (scripts/start.mjs), `npm test` (scripts/test.sh) and vitest's globalSetup.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceHash } from './source-hash.mjs';

const defaultRoot = fileURLToPath(new URL('..', import.meta.url));

function readStamp(stampFile) {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

/** True when `distDir` holds a complete build of exactly the current sources. */
export function isBuildCurrent(root = defaultRoot, distDir = resolve(root, process.env.SKILL_DIST_DIR ?? 'dist')) {
  const stamp = readStamp(join(distDir, 'build-stamp.json'));
  return (
    Boolean(stamp) &&
    stamp.sources === sourceHash(root) &&
    existsSync(join(distDir, 'server/main.js')) &&
    existsSync(join(process.env.MOCK_DIST_DIR ?? join(root, 'mock-api/dist'), 'main.js'))
  );
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * One build at a time per output folder: a lock directory next to it (stale after 10 minutes),
 * so `npm test` and `npm start` started together do not write the same files at once.
 */
function withLock(distDir, fn) {
  const lock = `${distDir}.build-lock`;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`timed out waiting for the build lock ${lock}`);
      else sleep(500);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds into `distDir` when its stamp's `sources` differs from the current source hash.
 * Returns 'fresh' (nothing to do) or 'built'; throws when the build fails.
 */
export function ensureBuild({ root = defaultRoot, distDir = resolve(root, process.env.SKILL_DIST_DIR ?? 'dist'), log = console.log } = {}) {
  const stampFile = join(distDir, 'build-stamp.json');
  if (isBuildCurrent(root, distDir)) return 'fresh';
  return withLock(distDir, () => {
    // Another process may have built while we waited for the lock.
    if (isBuildCurrent(root, distDir)) return 'fresh';
    const current = sourceHash(root);
    log(existsSync(stampFile) ? '[build] sources changed: building…' : '[build] no build yet: building…');
    const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, SKILL_DIST_DIR: distDir, SKILL_SOURCE_HASH: current },
    });
    if (build.status !== 0) throw new Error(`build failed (exit ${build.status ?? build.signal})`);
    return 'built';
  });
}

// CLI: `node scripts/ensure-build.mjs` (exit 1 when the build fails).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const result = ensureBuild();
    if (result === 'fresh') console.log('[build] up to date');
  } catch (error) {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  }
}
