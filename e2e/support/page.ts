import type { ConsoleMessage, Page } from '@playwright/test';

export const HOME_TITLE = '登录技能学堂，探索新技能';

export interface PageProblems {
  /** Console errors and uncaught page errors, as readable strings. */
  list: () => string[];
}

/**
 * Collects console errors and uncaught exceptions. The browser's own "Failed to load resource … 404"
 * line for a document we navigated to on purpose (the 404 page) is not a problem of the page.
 */
export function trackProblems(page: Page, { allowDocument404 = false } = {}): PageProblems {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (
      allowDocument404 &&
      /Failed to load resource: the server responded with a status of 404/.test(text) &&
      message.location().url === page.url()
    )
      return;
    problems.push(`console.error: ${text} (${message.location().url}:${message.location().lineNumber})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { list: () => [...problems] };
}

/**
 * Resolves once React has hydrated the server markup. React tags every DOM node it hydrates with a
 * `__reactProps$…` key, so: every element under #root carries one, except resource tags React
 * hoists itself (link, meta, style, script…), markup inside a dangerouslySetInnerHTML and the
 * editor's ProseMirror document. Then waits for the document's load event (the entry's module
 * scripts and the lazy routes it resolved have run by then).
 *
 * Never for network idle: a page that streams video, holds a socket or polls may never be idle
 * for 500 ms on a loaded runner (a CI failure in the live room). A test that needs more waits for
 * that thing itself: a socket's first frame (「已连接」), a query's answer on the page, a toast.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root?.firstElementChild) return false;
    const propsOf = (element: Element) => {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      return key ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : undefined;
    };
    const NOT_HYDRATED_BY_DESIGN = new Set(['LINK', 'META', 'STYLE', 'SCRIPT', 'TITLE', 'TEMPLATE', 'NOSCRIPT']);
    for (const element of root.querySelectorAll('*')) {
      if (NOT_HYDRATED_BY_DESIGN.has(element.tagName) || propsOf(element)) continue;
      // The rich-text editor's document is ProseMirror's DOM, not React's.
      if (element.closest('.ProseMirror')) continue;
      let parent = element.parentElement;
      let raw = false;
      while (parent && parent !== root && !raw) {
        raw = Boolean(propsOf(parent)?.dangerouslySetInnerHTML);
        parent = parent.parentElement;
      }
      if (!raw) return false;
    }
    return true;
  });
  await page.waitForLoadState('load');
}

/**
 * Marks the window and records document requests, so a test can prove that what followed was a
 * client-side navigation: the marker survives and no document was loaded.
 */
export async function watchFullReloads(page: Page): Promise<{ markerKept: () => Promise<boolean>; documents: string[] }> {
  await page.evaluate(() => {
    (window as unknown as { __marker: string }).__marker = 'kept';
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  return {
    documents,
    markerKept: async () => (await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)) === 'kept',
  };
}
