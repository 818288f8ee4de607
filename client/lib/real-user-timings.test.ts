import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { shownRouteId, startRealUserTimings, type MatchedRoutes, type VitalsApi } from './real-user-timings';

const page = (id: string) => ({ route: { id, handle: { access: 'public' } } });
const routerAt = (...matches: MatchedRoutes['state']['matches']): MatchedRoutes => ({ state: { matches } });

describe('shownRouteId', () => {
  it('names the deepest declared page, as the server’s pageRuleFor does', () => {
    expect(shownRouteId(routerAt({ route: { id: 'root' } }, page('course-list')))).toBe('course-list');
    expect(shownRouteId(routerAt({ route: { id: 'root' } }, page('study'), page('study-courses')))).toBe('study-courses');
    // A section's redirecting index has no handle of its own: the section names it.
    expect(shownRouteId(routerAt({ route: { id: 'root' } }, page('setting'), { route: { id: 'setting-index' } }))).toBe('setting');
    expect(shownRouteId(routerAt({ route: { id: 'root' } }))).toBeUndefined();
  });
});

describe('startRealUserTimings', () => {
  const beacons: { url: string; body: string }[] = [];
  const listeners = new Map<string, () => void>();
  let visibility = 'visible';

  function browser(sampleRate: unknown) {
    beacons.length = 0;
    listeners.clear();
    visibility = 'visible';
    vi.stubGlobal('navigator', { sendBeacon: (url: string, body: string) => beacons.push({ url, body }) });
    vi.stubGlobal('fetch', async () => ({ json: async () => ({ sampleRate }) }));
    vi.stubGlobal('document', {
      get visibilityState() {
        return visibility;
      },
    });
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener));
  }

  /** web-vitals' stand-in: hands each metric to the callback registered for its name. */
  function fakeVitals() {
    const callbacks = new Map<string, (metric: Metric) => void>();
    const on = (name: string) => (callback: (metric: Metric) => void) => void callbacks.set(name, callback);
    const api = { onCLS: on('CLS'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') } as unknown as VitalsApi;
    const report = (name: string, value: number) => callbacks.get(name)!({ name, value } as Metric);
    return { api, report };
  }

  afterEach(() => vi.unstubAllGlobals());

  it('outside the sample, loads nothing and sends nothing', async () => {
    browser(0.1);
    const loadVitals = vi.fn();
    await startRealUserTimings(routerAt(page('home')), { random: () => 0.5, loadVitals });
    expect(loadVitals).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('with a missing or broken sample rate, loads nothing', async () => {
    for (const rate of [undefined, '1', null]) {
      browser(rate);
      const loadVitals = vi.fn();
      await startRealUserTimings(routerAt(page('home')), { random: () => 0, loadVitals });
      expect(loadVitals).not.toHaveBeenCalled();
    }
  });

  it('in the sample, sends one batch per hiding: route ids and rounded values, LCP and TTFB for the landing page', async () => {
    browser(1);
    const vitals = fakeVitals();
    const router = routerAt(page('course-list'));
    await startRealUserTimings(router, { random: () => 0.99, loadVitals: async () => vitals.api });
    vitals.report('TTFB', 123.456);
    // The visitor goes on to a course; LCP is reported only then (at the first click).
    router.state = { matches: [page('course-detail')] };
    vitals.report('LCP', 1834.7);
    vitals.report('CLS', 0.123456);
    visibility = 'hidden';
    listeners.get('visibilitychange')!();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/rum/vitals');
    expect(JSON.parse(beacons[0]!.body)).toEqual({
      metrics: [
        { name: 'TTFB', route: 'course-list', value: 123 },
        { name: 'LCP', route: 'course-list', value: 1835 },
        { name: 'CLS', route: 'course-detail', value: 0.1235 },
      ],
    });
    // Nothing new: nothing sent; the page left: what came since goes.
    listeners.get('pagehide')!();
    expect(beacons).toHaveLength(1);
    vitals.report('INP', 88);
    listeners.get('pagehide')!();
    expect(JSON.parse(beacons[1]!.body)).toEqual({ metrics: [{ name: 'INP', route: 'course-detail', value: 88 }] });
  });
});
