/**
 * Decorative icons are SVG files under /icons/ (client/public/icons), fetched only when they come
 * near the viewport. Spec §9: a fetch gives up after 1500 ms; a missing or slow icon must never
 * break the page, so every failure is a rejected promise the component turns into a placeholder.
 */
export const ICON_TIMEOUT_MS = 1500;
/** Self-made icons are a few hundred bytes: anything much larger is not one of ours. */
const MAX_ICON_BYTES = 32 * 1024;

export const ICON_NAMES = [
  'growth',
  'certificate',
  'clock',
  'shield',
  'course',
  'live',
  'exam',
  'report',
  'team',
  'route',
  'award',
  'support',
  'handshake',
  'cloud',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const iconUrl = (name: string): string => `/icons/${name}.svg`;

export class IconLoadError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'http' | 'invalid' | 'network',
  ) {
    super(message);
  }
}

interface FetchIconOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** The icon's SVG text; rejects with IconLoadError after `timeoutMs`, on an HTTP error, or on something that is not an SVG. */
export async function fetchIconSvg(
  name: string,
  { timeoutMs = ICON_TIMEOUT_MS, fetchImpl = globalThis.fetch }: FetchIconOptions = {},
): Promise<string> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(iconUrl(name), { signal: controller.signal, credentials: 'same-origin' });
    if (!response.ok) throw new IconLoadError(`icon ${name}: HTTP ${response.status}`, 'http');
    // The body too must arrive within the time-out: the same signal aborts a slow read.
    const text = await response.text();
    if (text.length > MAX_ICON_BYTES || !/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text))
      throw new IconLoadError(`icon ${name}: not an SVG`, 'invalid');
    return text;
  } catch (error) {
    if (error instanceof IconLoadError) throw error;
    if (timedOut) throw new IconLoadError(`icon ${name}: no answer within ${timeoutMs} ms`, 'timeout');
    throw new IconLoadError(`icon ${name}: ${error instanceof Error ? error.message : 'failed'}`, 'network');
  } finally {
    clearTimeout(timer);
  }
}

const loaded = new Map<string, Promise<string>>();

/**
 * The icon as a blob: URL for an <img> (CSP img-src allows blob:; nothing is injected into the
 * DOM as markup), shared by every use of the same icon. A failure is not remembered: the next
 * icon that scrolls into view tries again.
 */
export function loadIconUrl(name: string, options?: FetchIconOptions): Promise<string> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = fetchIconSvg(name, options).then((svg) => URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })));
    loaded.set(name, pending);
    pending.catch(() => loaded.delete(name));
  }
  return pending;
}

/** Tests only: forget the loaded icons. */
export function forgetIcons(): void {
  loaded.clear();
}
