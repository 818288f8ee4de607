import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import type { UploadedImage } from '@shared/schemas/community';
import { tooLargeMessage, uploadImageFile } from '@client/lib/upload-image-file';

export { MSG_NOT_AN_IMAGE, UploadError } from '@client/lib/upload-image-file';
export const MSG_TOO_LARGE = tooLargeMessage(COMMUNITY_LIMITS.imageBytesMax);
export const MSG_TOO_MANY = `最多上传 ${COMMUNITY_LIMITS.pinImagesMax} 张图片`;

/** A picture for an idea or an answer (≤ 5 MB), with progress 0–100. */
export function uploadImage(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  return uploadImageFile(file, { maxBytes: COMMUNITY_LIMITS.imageBytesMax, onProgress, signal });
}
