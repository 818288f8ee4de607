import { expect, test as base, type Page } from '@playwright/test';

/**
 * A toast lasts 3 s. After a click Playwright may spend seconds "waiting for scheduled navigations"
 * on a loaded machine, and the toast can come and go before the next assertion looks: the suite's
 * flakes. So every page records each toast as it appears (a MutationObserver installed before the
 * site's scripts), and `expectToast` asks the record, not the screen. The toast component's own
 * look and timing are tested on screen in toast.spec.ts.
 */

interface ToastRecord {
  text: string;
  color: string | null;
  claimed: boolean;
}

type RecordingWindow = Window & { __toastRecord?: ToastRecord[] };

function recordToastsInPage() {
  const record: ToastRecord[] = [];
  (window as RecordingWindow).__toastRecord = record;
  const seen = new WeakSet<Element>();
  const collect = () => {
    for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
      if (seen.has(toast) || !toast.textContent) continue;
      seen.add(toast);
      record.push({ text: toast.textContent, color: toast.getAttribute('data-color'), claimed: false });
    }
  };
  new MutationObserver(collect).observe(document, { childList: true, subtree: true, characterData: true });
}

/** `test` with every page recording its toasts; specs that assert toasts import it from here. */
export const test = base.extend<{ toastRecorder: void }>({
  toastRecorder: [
    async ({ context }, use) => {
      await context.addInitScript(recordToastsInPage);
      await use();
    },
    { auto: true },
  ],
});

/**
 * Passes once a toast containing `text` has appeared on this document since the last toast this
 * claimed: each appearance satisfies one call, so a second identical toast must really show again.
 */
export async function expectToast(page: Page, text: string, { color, timeout = 10_000 }: { color?: string; timeout?: number } = {}) {
  const claim = () =>
    page.evaluate(
      ({ text, color }) => {
        const record = (window as RecordingWindow).__toastRecord ?? [];
        const match = record.find((toast) => !toast.claimed && toast.text.includes(text) && (!color || toast.color === color));
        if (!match) return record.map((toast) => toast.text);
        match.claimed = true;
        return true;
      },
      { text, color },
    );
  await expect
    .poll(claim, { message: `a toast containing "${text}" appeared (the value is every toast seen on this page)`, timeout })
    .toBe(true);
}
