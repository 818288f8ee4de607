#!/usr/bin/env node
// `npm run dev`: the site with Vite's middleware and HMR (tsx server/main.ts --dev) on the bundled mock
// API, which restarts itself when its sources change (tsx watch); or on API_UPSTREAM when it is set.
import { join } from 'node:path';
import { runSite } from './bundled-mock.mjs';

const root = new URL('..', import.meta.url).pathname;
const code = await runSite({
  root,
  dev: true,
  tag: '[dev]',
  args: [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'server/main.ts'), '--dev'],
});
process.exit(code);
