import { describe, expect, it } from 'vitest';
import { edgeTargets, formatEdgePart, type EdgePartResult } from './edge-part';

const part = (overrides: Partial<EdgePartResult>): EdgePartResult => ({
  page: '/course',
  primed: 'HIT',
  bytes: 56 * 1024,
  cached: null,
  static: null,
  ratio: null,
  checks: { fromCache: 0, total: 0 },
  samples: [],
  targets: [],
  ...overrides,
});

describe('bench part edge', () => {
  it('passes at half the static file’s req/s, and says why when nothing was measured', () => {
    expect(edgeTargets(part({ ratio: 0.5 }))[0]).toMatchObject({ pass: true, limit: 0.5 });
    expect(edgeTargets(part({ ratio: 0.49 }))[0]).toMatchObject({ pass: false });
    const skipped = edgeTargets(part({ skipped: 'nginx is not installed (apt-get install -y nginx)' }))[0]!;
    expect(skipped).toMatchObject({ pass: false, value: null, missing: 'nginx is not installed (apt-get install -y nginx)' });
  });

  it('prints the ratio, or the reason in its place', () => {
    const summary = {
      requestsPerSec: 4000,
      minRequestsPerSec: 3900,
      maxRequestsPerSec: 4100,
      failures: 0,
      p50Ms: 5,
      p99Ms: 20,
      serverCpuMsPerRequest: 0,
    };
    const printed = formatEdgePart(
      part({ cached: summary, static: { ...summary, requestsPerSec: 5000 }, ratio: 0.8, checks: { fromCache: 3, total: 3 } }),
      3,
    );
    expect(printed).toMatch(/\/course\s+56\.0\s+HIT\s+4000/);
    expect(printed).toContain('0.80 ×');
    expect(printed).toContain('3/3');
    expect(formatEdgePart(part({ primed: 'MISS', skipped: "not served from nginx's cache (X-Proxy-Cache: MISS)" }), 3)).toContain(
      "not served from nginx's cache",
    );
  });
});
