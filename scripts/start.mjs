#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, then serve the production build.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ensureBuild } from './ensure-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const distDir = resolve(root, process.env.SKILL_DIST_DIR ?? 'dist');

try {
  ensureBuild({ root, distDir, log: (message) => console.log(message.replace('[build]', '[start]')) });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', join(distDir, 'server/main.js')], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(server.status ?? 0);
