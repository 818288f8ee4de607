// A hash of everything that goes into the build, so `npm start` rebuilds only when it changed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = [
  'client',
  'server',
  'shared',
  'mock-api',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/prerender.mjs',
  'scripts/precompress.mjs',
  'scripts/client-endpoint-view.ts',
  'scripts/ast-nodes.ts',
  'scripts/client-build-transform.ts',
  'scripts/style-chunk-groups.ts',
  'scripts/route-table-pages.ts',
  'scripts/openapi.ts',
];

// Tests and their helpers are not built: editing them must not make `npm test` (or vitest's global
// setup) rebuild. Production code never imports a test-support module.
const TEST_ONLY = /\.test\.tsx?$|(^|\/)test-support(\/|\.tsx?$)/;

function walk(root, path, files) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    // A package's own build output (mock-api/dist) is not a source.
    for (const name of readdirSync(path).sort())
      if (!name.startsWith('.') && name !== 'node_modules' && name !== 'dist') walk(root, join(path, name), files);
  } else if (!TEST_ONLY.test(relative(root, path))) {
    files.push(relative(root, path));
  }
}

export function sourceHash(root) {
  const files = [];
  for (const input of INPUTS) walk(root, join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}
