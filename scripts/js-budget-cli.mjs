// `npm run js-budget`: every page's first-visit JavaScript in the build (node scripts/build.mjs first),
// checked against its record in scripts/js-budget.json by scripts/js-budget.test.ts: no page grows
// (decision 006). `npm run js-budget -- --write` records the build's figures instead: after a page
// shrank, or for a new page; a figure that goes up is a reviewed change, its commit says what grew.
import { spawnSync } from 'node:child_process';

const write = process.argv.includes('--write');
const { status } = spawnSync('npx', ['vitest', 'run', 'scripts/js-budget.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, ...(write ? { JS_BUDGET_WRITE: '1' } : {}) },
});
process.exit(status ?? 1);
