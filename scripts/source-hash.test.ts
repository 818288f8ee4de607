import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceHash } from './source-hash.mjs';

describe('the source hash that decides whether to build', () => {
  const root = mkdtempSync(join(tmpdir(), 'source-hash-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  for (const path of [
    'server/app.ts',
    'server/test-support/html.ts',
    'mock-api/core/test-support.ts',
    'client/page.test.tsx',
    'package.json',
  ])
    write(path, 'v1');

  it('changes with what is built', () => {
    const before = sourceHash(root);
    write('server/app.ts', 'v2');
    expect(sourceHash(root)).not.toBe(before);
  });

  it('ignores tests and test-support modules, which are never built', () => {
    const before = sourceHash(root);
    write('server/test-support/html.ts', 'v2');
    write('mock-api/core/test-support.ts', 'v2');
    write('client/page.test.tsx', 'v2');
    write('server/test-support/new-helper.ts', 'v1');
    expect(sourceHash(root)).toBe(before);
  });
});
