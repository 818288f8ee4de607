#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, then serve the production build
// on the bundled mock API (or on API_UPSTREAM when it is set): scripts/bundled-mock.mjs.
import { join, resolve } from 'node:path';
import { ensureBuild } from './ensure-build.mjs';
import { runSite } from './bundled-mock.mjs';

const root = new URL('..', import.meta.url).pathname;
const distDir = resolve(root, process.env.SKILL_DIST_DIR ?? 'dist');

try {
  ensureBuild({ root, distDir, log: (message) => console.log(message.replace('[build]', '[start]')) });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

const code = await runSite({
  root,
  args: ['--enable-source-maps', join(distDir, 'server/main.js')],
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(code);
