// `npm run contract:check -- --upstream URL [--controls URL|none] [--origin URL] [--only id,id]`:
// replays every endpoint's contract scenario against the API at URL over HTTP and prints one line per
// mismatch with the contract, then a summary; exits 1 when anything differs (2 on a usage error).
// See docs/backend-teams.md and scripts/contract-check/check-contract.ts.
import { checkContract } from './contract-check/check-contract';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  if (at !== -1) return process.argv[at + 1];
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const api = option('upstream')?.replace(/\/+$/, '');
if (!api || !/^https?:\/\//.test(api)) {
  console.error('usage: npm run contract:check -- --upstream http://127.0.0.1:3100 [--controls URL|none] [--origin URL] [--only id,id]');
  process.exit(2);
}
const controls = option('controls');
const upstream = {
  api,
  controls: controls === 'none' ? null : (controls?.replace(/\/+$/, '') ?? `${api}/__mock`),
  origin: option('origin') ?? new URL(api).origin,
};
const only = option('only')?.split(',').filter(Boolean);

// One clear line, rather than one mismatch per endpoint, when nothing answers there at all.
try {
  await fetch(api, { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
} catch (error) {
  console.error(`contract:check: nothing answers at ${api} (${String((error as Error).cause ?? error)})`);
  process.exit(2);
}

const started = Date.now();
let conforming = 0;
let mismatching = 0;
let lines = 0;
const results = await checkContract({
  upstream,
  only,
  onResult: ({ endpoint, mismatches }) => {
    if (mismatches.length === 0) conforming += 1;
    else mismatching += 1;
    for (const mismatch of mismatches) {
      lines += 1;
      console.log(`✗ ${endpoint} ${mismatch}`);
    }
  },
});
console.log(
  `contract:check ${api}: ${results.length} endpoints, ${conforming} conform, ${mismatching} with mismatches (${lines} lines) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(mismatching === 0 ? 0 : 1);
