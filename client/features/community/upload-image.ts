import { CODE_IMAGE_TOO_LARGE, CODE_NOT_AN_IMAGE } from '@shared/api/community';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import type { UploadedImage } from '@shared/schemas/community';

/** An upload refused or failed, with the Chinese message to show and the business code, if any. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

export const MSG_NOT_AN_IMAGE = '只能上传 PNG、JPG、GIF 或 WebP 图片';
export const MSG_TOO_LARGE = `图片不能超过 ${COMMUNITY_LIMITS.imageBytesMax / 1024 / 1024} MB`;
export const MSG_TOO_MANY = `最多上传 ${COMMUNITY_LIMITS.pinImagesMax} 张图片`;

/**
 * POST /api/community/upload (multipart, field `file`) with XMLHttpRequest, for the progress events
 * fetch does not give. `onProgress` gets 0–100. The server checks the type by content (4906) and the
 * size (4907); the size is checked here first so a large file is not sent at all.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  if (file.size > COMMUNITY_LIMITS.imageBytesMax) return Promise.reject(new UploadError(MSG_TOO_LARGE, CODE_IMAGE_TOO_LARGE));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/community/upload');
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    xhr.onload = () => {
      const body = xhr.response as { code?: number; msg?: string; data?: UploadedImage } | null;
      if (body && body.code === 0 && body.data) {
        onProgress(100);
        resolve(body.data);
        return;
      }
      const code = body?.code ?? (xhr.status === 413 ? CODE_IMAGE_TOO_LARGE : undefined);
      const message = code === CODE_NOT_AN_IMAGE ? MSG_NOT_AN_IMAGE : code === CODE_IMAGE_TOO_LARGE ? MSG_TOO_LARGE : code === 401 ? '请先登录' : body?.msg || '上传失败，请稍后重试';
      reject(new UploadError(message, code));
    };
    xhr.onerror = () => reject(new UploadError('网络异常，上传失败'));
    xhr.onabort = () => reject(new UploadError('已取消上传'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
