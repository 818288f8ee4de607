import { COMMUNITY_LIMITS } from '@shared/schemas/community';

/** An upload refused or failed, with the Chinese message to show and the business code, if any. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

/**
 * The API takes COMMUNITY_LIMITS.uploadsAtOnce uploads at a time from one client (a third is 429),
 * whatever the route: the page's uploads wait their turn here, in the order they were picked.
 */
let sending = 0;
const waiting: (() => void)[] = [];

function takeTurn(signal?: AbortSignal): Promise<void> {
  if (sending < COMMUNITY_LIMITS.uploadsAtOnce) {
    sending += 1;
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const go = () => {
      signal?.removeEventListener('abort', cancel);
      sending += 1;
      resolve();
    };
    const cancel = () => {
      waiting.splice(waiting.indexOf(go), 1);
      reject(new UploadError('已取消上传'));
    };
    waiting.push(go);
    signal?.addEventListener('abort', cancel, { once: true });
  });
}

function endTurn(): void {
  sending -= 1;
  waiting.shift()?.();
}

export interface UploadFileOptions {
  /** The API route, `/api/...`, with its query. */
  path: string;
  maxBytes: number;
  /** The refusal for a file over maxBytes, said before sending and for the server's own (413 or `tooLargeCode`). */
  tooLarge: string;
  tooLargeCode: number;
  /** The message for a refusal by business code; the server's msg otherwise. */
  messages?: Readonly<Record<number, string>>;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file (multipart, field `file`) with XMLHttpRequest, for the progress events fetch does
 * not give (`onProgress` 0–100), when its turn comes (takeTurn). The size is checked here first so a
 * large file is not sent at all; the server checks the type by content and the size again.
 */
export async function uploadFile<T>(file: Blob & { name?: string }, options: UploadFileOptions): Promise<T> {
  if (file.size > options.maxBytes) throw new UploadError(options.tooLarge, options.tooLargeCode);
  if (options.signal?.aborted) throw new UploadError('已取消上传');
  await takeTurn(options.signal);
  try {
    return await send<T>(file, options);
  } finally {
    endTurn();
  }
}

function send<T>(
  file: Blob & { name?: string },
  { path, tooLarge, tooLargeCode, messages, onProgress, signal }: UploadFileOptions,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    xhr.onload = () => {
      const body = xhr.response as { code?: number; msg?: string; data?: T } | null;
      if (body && body.code === 0 && body.data) {
        onProgress(100);
        resolve(body.data);
        return;
      }
      const code = body?.code ?? (xhr.status === 413 ? tooLargeCode : undefined);
      const message =
        code === tooLargeCode
          ? tooLarge
          : code !== undefined && messages?.[code]
            ? messages[code]
            : code === 401
              ? '请先登录'
              : body?.msg || '上传失败，请稍后重试';
      reject(new UploadError(message, code));
    };
    xhr.onerror = () => reject(new UploadError('网络异常，上传失败'));
    xhr.onabort = () => reject(new UploadError('已取消上传'));
    if (signal?.aborted) {
      reject(new UploadError('已取消上传'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name ?? 'file');
    xhr.send(form);
  });
}
