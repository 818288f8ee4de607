import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointsByModule } from './registry';

/** docs/product-spec.md §7.2 counts the contract: its total and each file's row are checked against the registry. */
describe('the contract as the product spec counts it', () => {
  const spec = readFileSync(new URL('../../docs/product-spec.md', import.meta.url), 'utf8');
  const section = spec.slice(spec.indexOf('### 7.2 The contract'));
  const counts = Object.fromEntries(Object.entries(endpointsByModule).map(([name, endpoints]) => [name, endpoints.length]));

  it('gives the registry’s total', () => {
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    expect(Number(/^(\d+) endpoints in `shared\/api\/`/m.exec(section)?.[1])).toBe(total);
  });

  it('has a row for every module with its count', () => {
    const rows = new Map<string, number>();
    for (const [, files, numbers] of section.matchAll(/^\| (`[^|]+`) \| ([\d, ]+) \|/gm)) {
      const names = files!.split(',').map((file) => file.trim().replace(/^`|\.ts`$/g, ''));
      const values = numbers!.split(',').map((value) => Number(value.trim()));
      names.forEach((name, index) => rows.set(name, values[index]!));
    }
    expect(Object.fromEntries(rows)).toEqual(counts);
  });
});
