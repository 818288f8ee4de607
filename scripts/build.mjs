#!/usr/bin/env node
// Production build: browser bundle, Node bundle, the bundled mock API's own build (mock-api/dist: the
// prerender and `npm start` run it beside the site), build manifests, prerendered pages.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';
import { sourceHash } from './source-hash.mjs';

// A build is always a production build, even when started from vitest (NODE_ENV=test would
// compile JSX for React's development runtime and break the server bundle).
process.env.NODE_ENV = 'production';

const root = new URL('..', import.meta.url).pathname;
const distDir = resolve(root, process.env.SKILL_DIST_DIR ?? 'dist');
const clientDist = join(distDir, 'client');
const started = Date.now();

await build({ root, configFile: join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
await build({ root, configFile: join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn', build: { ssr: true } });
await build({ configFile: join(root, 'mock-api/vite.config.ts'), mode: 'production' });

// The build id changes whenever the client bundle changes; the browser compares it with builds/latest.json.
const manifest = readFileSync(join(clientDist, '.vite/manifest.json'));
const id = createHash('sha256').update(manifest).digest('hex').slice(0, 12);
const timestamp = Date.now();
mkdirSync(join(clientDist, 'builds/meta'), { recursive: true });
writeFileSync(join(clientDist, 'builds/latest.json'), JSON.stringify({ id, timestamp }));

// Afresh: prerender() first removes the previous build's pages (scripts/build-output.test.ts).
const prerendered = await prerender(root, distDir);
writeFileSync(join(clientDist, `builds/meta/${id}.json`), JSON.stringify({ id, timestamp, prerendered }));
// The contract as an OpenAPI 3.1 document for the teams building the real API (`npm run contract:openapi` alone).
execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/openapi.ts'), '--out', join(distDir, 'openapi.json')], {
  cwd: root,
  stdio: 'inherit',
});
// Last, so every file the client may fetch (manifests and payloads included) has its copies.
const compressed = await precompress(clientDist);
writeFileSync(
  join(distDir, 'build-stamp.json'),
  JSON.stringify({ id, timestamp, sources: process.env.SKILL_SOURCE_HASH ?? sourceHash(root) }),
);
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `[build] ${id} built in ${((Date.now() - started) / 1000).toFixed(1)} s; prerendered ${prerendered.length} pages; ${compressed.files} files precompressed (${kb(compressed.bytes)} → br ${kb(compressed.brotliBytes)}, gzip ${kb(compressed.gzipBytes)})`,
);
