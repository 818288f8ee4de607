import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchIconSvg, forgetIcons, ICON_TIMEOUT_MS, IconLoadError, loadIconUrl } from './fetch-icon';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="10"/></svg>';

/** A fetch that answers only when the test says so, and rejects like the browser when its signal aborts. */
function pendingFetch() {
  const calls: { url: string; signal: AbortSignal; resolve: (response: Response) => void }[] = [];
  const fetchImpl = vi.fn(
    (url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init!.signal!;
        signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        calls.push({ url: String(url), signal, resolve });
      }),
  );
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

describe('fetchIconSvg', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    forgetIcons();
  });

  it('asks for /icons/{name}.svg and gives the SVG text', async () => {
    const fetchImpl = vi.fn(async () => new Response(SVG, { headers: { 'content-type': 'image/svg+xml' } }));
    await expect(fetchIconSvg('growth', { fetchImpl: fetchImpl as unknown as typeof fetch })).resolves.toBe(SVG);
    expect(fetchImpl).toHaveBeenCalledWith('/icons/growth.svg', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('gives up after 1500 ms: the request is aborted and the promise rejects with a time-out', async () => {
    const { fetchImpl, calls } = pendingFetch();
    const result = fetchIconSvg('growth', { fetchImpl });
    const outcome = result.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(ICON_TIMEOUT_MS - 1);
    expect(calls[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]!.signal.aborted).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(IconLoadError);
    expect((error as IconLoadError).reason).toBe('timeout');
    expect(ICON_TIMEOUT_MS).toBe(1500);
  });

  it('an answer inside the time-out clears the timer (nothing aborts later)', async () => {
    const { fetchImpl, calls } = pendingFetch();
    const result = fetchIconSvg('clock', { fetchImpl });
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.resolve(new Response(SVG));
    await expect(result).resolves.toBe(SVG);
    expect(vi.getTimerCount()).toBe(0);
    expect(calls[0]!.signal.aborted).toBe(false);
  });

  it('a missing file (404), a network failure or something that is not an SVG rejects', async () => {
    const missing = vi.fn(async () => new Response('<!doctype html><title>404</title>', { status: 404 }));
    await expect(fetchIconSvg('nope', { fetchImpl: missing as unknown as typeof fetch })).rejects.toMatchObject({ reason: 'http' });
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchIconSvg('growth', { fetchImpl: offline as unknown as typeof fetch })).rejects.toMatchObject({ reason: 'network' });
    const html = vi.fn(async () => new Response('<!doctype html><p>hello</p>'));
    await expect(fetchIconSvg('growth', { fetchImpl: html as unknown as typeof fetch })).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('loadIconUrl shares one request per icon, forgets failures so a later use retries', async () => {
    let answer: 'fail' | 'ok' = 'fail';
    const fetchImpl = vi.fn(async () => (answer === 'fail' ? new Response('', { status: 500 }) : new Response(SVG)));
    vi.stubGlobal('fetch', fetchImpl);
    await expect(loadIconUrl('team')).rejects.toBeInstanceOf(IconLoadError);
    answer = 'ok';
    const [first, second] = await Promise.all([loadIconUrl('team'), loadIconUrl('team')]);
    expect(first).toMatch(/^blob:/);
    expect(second).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
