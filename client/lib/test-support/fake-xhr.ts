import { vi } from 'vitest';

/** A stand-in XMLHttpRequest: records what was sent; the test answers each, or reports progress, when it likes. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  responseType = '';
  response: unknown = null;
  status = 0;
  aborted = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  answer(body: unknown) {
    this.status = 200;
    this.response = body;
    this.onload?.();
  }
}

/** The API's answer to an accepted upload. */
export const uploaded = (url: string) => ({ code: 0, msg: 'success', data: { url, width: 1, height: 1 } });

/** XMLHttpRequest and FormData replaced for the uploads of one test (vi.unstubAllGlobals undoes it). */
export function stubUploads(): void {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'FormData',
    class {
      append() {}
    },
  );
}

/** Lets queued promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
