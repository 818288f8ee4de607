#!/usr/bin/env node
// `npm run serve`: the production build as it is (no build step), against API_UPSTREAM or a bundled mock.
import { join, resolve } from 'node:path';
import { runSite } from './bundled-mock.mjs';

const root = new URL('..', import.meta.url).pathname;
const distDir = resolve(root, process.env.SKILL_DIST_DIR ?? 'dist');

const code = await runSite({
  root,
  args: ['--enable-source-maps', join(distDir, 'server/main.js')],
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(code);
