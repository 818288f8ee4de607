import { RICH_TEXT_LIMITS, richDocImages, type RichDoc } from '@shared/lib/rich-text';
import { BusinessError } from '../core/define-handler';
import type { ImageUploads } from './image-uploads';

/**
 * Images in a question or an answer (rich text) follow the ideas' rules: only the poster's own
 * uploads (POST /community/upload checked their type and size), at most RICH_TEXT_LIMITS.maxImages,
 * and, once posted, kept with the post. `raw` is the document as sent (before sanitising dropped
 * any extra image), so too many is said in Chinese rather than silently cut.
 */
export function checkDocImages(
  uploads: ImageUploads,
  accountId: number,
  raw: unknown,
  doc: RichDoc,
  codes: { tooMany: number; notOwned: number },
  /** What the post showed before an edit: those images stay allowed (already published). */
  before?: RichDoc,
): void {
  const sent = richDocImages(raw as RichDoc);
  if (sent.length > RICH_TEXT_LIMITS.maxImages) throw new BusinessError(codes.tooMany, `最多插入 ${RICH_TEXT_LIMITS.maxImages} 张图片`);
  const kept = new Set(before ? richDocImages(before) : []);
  for (const url of richDocImages(doc)) {
    if (kept.has(url)) continue;
    const image = uploads.byUrl(url);
    if (!image || image.ownerId !== accountId) throw new BusinessError(codes.notOwned, '图片已失效，请重新上传');
  }
}

/** The document's images are shown in a public post now: they stay when their owner is evicted. */
export function publishDocImages(uploads: ImageUploads, doc: RichDoc): void {
  for (const url of richDocImages(doc)) uploads.publish(url);
}
