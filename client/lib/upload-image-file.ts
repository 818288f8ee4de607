import { CODE_IMAGE_TOO_LARGE, CODE_NOT_AN_IMAGE } from '@shared/api/business-codes';
import { uploadFile } from './upload-file';

export { UploadError } from './upload-file';

export interface UploadedImageFile {
  url: string;
  width: number;
  height: number;
}

/** The API's one image upload (multipart, field `file`): community pictures, avatars, feedback screenshots. */
const UPLOAD_PATH = '/api/community/upload';

export const MSG_NOT_AN_IMAGE = '只能上传 PNG、JPG、GIF 或 WebP 图片';
export const tooLargeMessage = (maxBytes: number) => `图片不能超过 ${maxBytes / 1024 / 1024} MB`;

/** One image to the community upload (uploadFile: its turn, its progress, the refusals in Chinese). */
export function uploadImageFile(
  file: Blob & { name?: string },
  options: { maxBytes: number; onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadedImageFile> {
  return uploadFile<UploadedImageFile>(file, {
    ...options,
    path: UPLOAD_PATH,
    tooLarge: tooLargeMessage(options.maxBytes),
    tooLargeCode: CODE_IMAGE_TOO_LARGE,
    messages: { [CODE_NOT_AN_IMAGE]: MSG_NOT_AN_IMAGE },
  });
}
