import { CODE_IMAGE_TOO_LARGE, CODE_NOT_AN_IMAGE } from '@shared/api/business-codes';
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

export interface UploadedImageFile {
  url: string;
  width: number;
  height: number;
}

/** The API's one image upload (multipart, field `file`): community pictures, avatars, feedback screenshots. */
const UPLOAD_PATH = '/api/community/upload';

export const MSG_NOT_AN_IMAGE = '只能上传 PNG、JPG、GIF 或 WebP 图片';
export const tooLargeMessage = (maxBytes: number) => `图片不能超过 ${maxBytes / 1024 / 1024} MB`;

/**
 * The API takes COMMUNITY_LIMITS.uploadsAtOnce uploads at a time from one client (a third is 429):
 * the page's uploads wait their turn here, in the order they were picked.
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

/**
 * Sends one image with XMLHttpRequest, for the progress events fetch does not give (`onProgress`
 * 0–100), when its turn comes (takeTurn). The size is checked here first so a large file is not
 * sent at all; the server checks the type by content (4906) and the size again (4907).
 */
export async function uploadImageFile(
  file: Blob & { name?: string },
  options: { maxBytes: number; onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadedImageFile> {
  if (file.size > options.maxBytes) throw new UploadError(tooLargeMessage(options.maxBytes), CODE_IMAGE_TOO_LARGE);
  if (options.signal?.aborted) throw new UploadError('已取消上传');
  await takeTurn(options.signal);
  try {
    return await sendImage(file, options);
  } finally {
    endTurn();
  }
}

function sendImage(
  file: Blob & { name?: string },
  { maxBytes, onProgress, signal }: { maxBytes: number; onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadedImageFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    xhr.onload = () => {
      const body = xhr.response as { code?: number; msg?: string; data?: UploadedImageFile } | null;
      if (body && body.code === 0 && body.data) {
        onProgress(100);
        resolve(body.data);
        return;
      }
      const code = body?.code ?? (xhr.status === 413 ? CODE_IMAGE_TOO_LARGE : undefined);
      const message =
        code === CODE_NOT_AN_IMAGE
          ? MSG_NOT_AN_IMAGE
          : code === CODE_IMAGE_TOO_LARGE
            ? tooLargeMessage(maxBytes)
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
    form.append('file', file, file.name ?? 'image');
    xhr.send(form);
  });
}
