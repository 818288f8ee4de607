// `npm run contract:openapi [-- --out FILE]`: writes the OpenAPI 3.1 document of the product API,
// generated from the zod contract (shared/api/openapi-document.ts), to dist/openapi.json by default.
// The build runs it too (scripts/build.mjs); `npx redocly lint FILE` checks it (redocly.yaml).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { openApiDocument } from '@shared/api/openapi-document';

const root = new URL('..', import.meta.url).pathname;

export function writeOpenApiDocument(file: string): string {
  const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(openApiDocument(version), null, 2)}\n`);
  return file;
}

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const at = process.argv.indexOf('--out');
  const distDir = resolve(root, process.env.SKILL_DIST_DIR ?? 'dist');
  const file = writeOpenApiDocument(at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]!) : resolve(distDir, 'openapi.json'));
  console.log(`[openapi] ${file}`);
}
