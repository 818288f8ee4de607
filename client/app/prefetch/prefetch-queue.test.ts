import { describe, expect, it } from 'vitest';
import { createPrefetchQueue, MAX_PENDING_PREFETCHES } from './prefetch-queue';

/** A fake prefetch: each run waits until the test settles it. */
function fakeRuns() {
  const started: string[] = [];
  const settle = new Map<string, (failed?: boolean) => void>();
  const run = (key: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(key);
      settle.set(key, (failed) => (failed ? reject(new Error(key)) : resolve()));
    });
  const finish = async (key: string, failed = false) => {
    settle.get(key)!(failed);
    await flush();
  };
  return { started, run, finish };
}

/** Lets the queue's promise chain (then, catch, finally) run and start what is next. */
async function flush() {
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
}

describe('the prefetch queue', () => {
  it('runs at most 4 at once and starts the next as one finishes (spec §9)', async () => {
    const runs = fakeRuns();
    const queue = createPrefetchQueue(runs.run);
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f']) queue.request(key);
    await flush();
    expect(MAX_PENDING_PREFETCHES).toBe(4);
    expect(runs.started).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.pending).toBe(4);
    await runs.finish('/b');
    expect(runs.started).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(queue.pending).toBe(4);
    await runs.finish('/a', true);
    expect(runs.started).toEqual(['/a', '/b', '/c', '/d', '/e', '/f']);
    for (const key of ['/c', '/d', '/e', '/f']) await runs.finish(key);
    expect(queue.pending).toBe(0);
  });

  it('prefetches a key once, ever, failed or not', async () => {
    const runs = fakeRuns();
    const queue = createPrefetchQueue(runs.run);
    queue.request('/a');
    queue.request('/a', { urgent: true });
    await flush();
    await runs.finish('/a', true);
    queue.request('/a');
    await flush();
    expect(runs.started).toEqual(['/a']);
  });

  it('starts nothing while held back, and catches up when resumed', async () => {
    const runs = fakeRuns();
    let navigating = true;
    const queue = createPrefetchQueue(runs.run, { canStart: () => !navigating });
    queue.request('/a');
    queue.request('/b', { urgent: true });
    await flush();
    expect(runs.started).toEqual([]);
    navigating = false;
    queue.resume();
    await flush();
    expect(runs.started).toEqual(['/b', '/a']);
  });

  it('puts what the visitor points at ahead of what only scrolled into view', async () => {
    const runs = fakeRuns();
    const queue = createPrefetchQueue(runs.run, { maxPending: 1 });
    for (const key of ['/a', '/b', '/c', '/d']) queue.request(key);
    queue.request('/hovered', { urgent: true });
    queue.request('/c', { urgent: true });
    await flush();
    for (const key of ['/a', '/c', '/hovered', '/b', '/d']) await runs.finish(key);
    expect(runs.started).toEqual(['/a', '/c', '/hovered', '/b', '/d']);
  });
});
