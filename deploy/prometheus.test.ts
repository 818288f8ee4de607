// Metrics against a real Prometheus (Debian's): two production instances with METRICS_PORT, their
// API a stand-in upstream over HTTP, one Prometheus scraping both; every series family must reach
// it from both instances. Also the example scrape config and alert rules, checked with promtool.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../server/paths';
import { startServerProcess, type ServerProcess } from '../server/test-support/server-process';
import { closedPort } from '../server/test-support/echo-upstream';
import { faults, startFaultUpstream, type FaultUpstream } from '../server/test-support/fault-upstream';
import { startedServers, startPrometheus } from './test-support/system-servers';
import { call, untilReady } from './test-support/http';

const deployFile = (name: string) => join(projectRoot, 'deploy', name);
const promtool = (...args: string[]) => spawnSync('promtool', args, { encoding: 'utf8', cwd: join(projectRoot, 'deploy') });

/** One series of each family docs/operations.md lists, as `count by (instance)` sees it. */
const FAMILIES = [
  'skill_http_request_duration_seconds_count',
  'skill_ssr_render_seconds_count',
  'skill_upstream_request_duration_seconds_count',
  'skill_upstream_errors_total',
  'skill_page_cache_requests_total',
  'skill_rate_limit_refusals_total',
  'skill_websockets_open',
  'skill_web_vitals_seconds_count',
  'skill_web_vitals_cls_count',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_heap_size_used_bytes',
];

describe('promtool', () => {
  it('accepts deploy/prometheus.yml and the alert rules it loads', () => {
    const config = promtool('check', 'config', 'prometheus.yml');
    expect(config.status, config.stdout + config.stderr).toBe(0);
    const rules = promtool('check', 'rules', 'alert-rules.yml');
    expect(rules.status, rules.stdout + rules.stderr).toBe(0);
    expect(rules.stdout).toContain('SUCCESS: 5 rules found');
  });

  it('each alert fires on the series that should fire it (promtool test rules)', () => {
    const result = promtool('test', 'rules', 'alert-rules.test.yml');
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });
});

describe('a real Prometheus scraping two instances', () => {
  const servers = startedServers();
  let upstream: FaultUpstream;
  let instances: ServerProcess[] = [];
  let metricsPorts: number[] = [];
  let prometheusUrl: string;

  beforeAll(async () => {
    upstream = await startFaultUpstream();
    // The API fails one endpoint: the error series must have data too.
    upstream.set('GET /course/8', faults.status(503));
    metricsPorts = [await closedPort(), await closedPort()];
    instances = await Promise.all(
      metricsPorts.map((port) =>
        servers.track(
          startServerProcess({
            API_UPSTREAM: upstream.url,
            METRICS_PORT: String(port),
            RUM_SAMPLE_RATE: '1',
            RATE_LIMIT_SMS_PER_MIN: '1',
          }),
        ),
      ),
    );
    await Promise.all(instances.map((instance) => untilReady(instance.url)));
    const prometheusPort = await closedPort();
    const targets = metricsPorts.map((port) => `'127.0.0.1:${port}'`).join(', ');
    // The example's rules, loaded as they are: Prometheus must accept them too.
    const config = `global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\nrule_files:\n  - alert-rules.yml\nscrape_configs:\n  - job_name: skill-site\n    static_configs:\n      - targets: [${targets}]\n`;
    await servers.track(
      startPrometheus(prometheusPort, config, { 'alert-rules.yml': readFileSync(deployFile('alert-rules.yml'), 'utf8') }),
    );
    prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
  }, 90_000);

  afterAll(async () => {
    await servers.stopAll();
    await upstream?.close();
  }, 60_000);

  /** What a visitor and a browser do on one instance, enough to move every series. */
  async function visit(instance: ServerProcess, phone: string) {
    const origin = { origin: instance.url };
    for (const path of ['/', '/course', '/course', '/course/7', '/api/home/index', '/api/course/8']) await call(`${instance.url}${path}`);
    const sms = {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...origin },
      body: JSON.stringify({ account: phone, type: 1 }),
    };
    await call(`${instance.url}/api/sys/user/sms/code`, sms);
    expect((await call(`${instance.url}/api/sys/user/sms/code`, sms)).status).toBe(429);
    const beacon = {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...origin },
      body: JSON.stringify({
        metrics: [
          { name: 'LCP', route: 'course-list', value: 1500 },
          { name: 'CLS', route: 'course-list', value: 0.01 },
        ],
      }),
    };
    expect((await call(`${instance.url}/rum/vitals`, beacon)).status).toBe(204);
  }

  async function instancesWithData(family: string): Promise<number> {
    const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(`count by (instance) (${family})`)}`);
    const body = (await response.json()) as { data: { result: unknown[] } };
    return body.data.result.length;
  }

  it('every series family reaches Prometheus from both instances', async () => {
    await visit(instances[0]!, '13700000011');
    await visit(instances[1]!, '13700000012');
    let missing = FAMILIES;
    for (let attempt = 0; attempt < 120 && missing.length > 0; attempt += 1) {
      const counts = await Promise.all(missing.map(instancesWithData));
      missing = missing.filter((_family, index) => counts[index] !== 2);
      if (missing.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(missing).toEqual([]);
  }, 90_000);

  it('Prometheus loaded the example alert rules', async () => {
    const response = await fetch(`${prometheusUrl}/api/v1/rules`);
    const body = (await response.json()) as { data: { groups: { name: string; rules: { name: string }[] }[] } };
    expect(body.data.groups.map((group) => group.name)).toEqual(['skill-site']);
    expect(body.data.groups[0]!.rules.map((rule) => rule.name)).toEqual([
      'SkillSiteInstanceDown',
      'SkillSiteHigh5xxRate',
      'SkillSiteSlowRoute',
      'SkillSiteEventLoopLag',
      'SkillSiteUpstreamErrors',
    ]);
  });
});
