import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { imageSize } from 'image-size';
import { CODE_IMAGE_TOO_LARGE, CODE_NOT_AN_IMAGE, uploadImage } from '@shared/api/community';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { BusinessError, CODE_INVALID, CODE_UNAUTHORIZED, errorReply, markHandled } from '../define-handler';
import type { MockStore } from '../store';
import { mockClientAddress } from '../live/socket-limits';
import { UploadSlots, uploadGate } from './upload-gate';

/** The store is full for everyone (the quota per account keeps one learner from causing it): try later. */
const CODE_UPLOADS_FULL = 503;

const MIME = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
type ImageType = keyof typeof MIME;

export interface StoredImage {
  bytes: Buffer;
  mime: string;
  ownerId: number;
  width: number;
  height: number;
}

export interface ImageUploadLimits {
  /** Pictures one account keeps: past this its own oldest go (never anyone else's). */
  perAccountCount: number;
  perAccountBytes: number;
  /** Memory for everyone's pictures: when full, a new upload is refused, nothing is evicted. */
  totalBytes: number;
}

export const IMAGE_UPLOAD_LIMITS: Readonly<ImageUploadLimits> = Object.freeze({
  perAccountCount: 100,
  perAccountBytes: 20 * 1024 * 1024,
  totalBytes: 256 * 1024 * 1024,
});

/**
 * Uploaded pictures, in memory, with a quota per account: uploading more pushes out the
 * uploader's own oldest pictures (except the one it wears as its avatar), never another learner's
 * — a single shared bound let anyone evict everyone's images by uploading 501. A real service
 * would put them in object storage; the site sees the same URLs either way.
 */
export class ImageUploads {
  private readonly images = new Map<string, StoredImage>();
  /** Each account's picture names, oldest first. */
  private readonly byOwner = new Map<number, string[]>();
  private readonly ownerBytes = new Map<number, number>();
  private totalBytes = 0;

  constructor(readonly limits: Readonly<ImageUploadLimits> = IMAGE_UPLOAD_LIMITS) {}

  /**
   * Stores a picture and returns its URL, or null when the store is full even after the uploader's
   * own oldest went. `keep`: a URL of the uploader's that must stay (its avatar).
   */
  add(image: StoredImage, type: ImageType, { keep }: { keep?: string | null } = {}): string | null {
    const size = image.bytes.length;
    if (size > this.limits.perAccountBytes) return null;
    const mine = this.byOwner.get(image.ownerId) ?? [];
    const kept = keep ? keep.replace(/^\/api\/community\/image\//, '') : undefined;
    const evictable = mine.filter((name) => name !== kept);
    // What must go to fit the quota, oldest first; then whether everyone's total still has room.
    let count = mine.length;
    let bytes = this.ownerBytes.get(image.ownerId) ?? 0;
    let freed = 0;
    const going: string[] = [];
    for (const name of evictable) {
      if (count < this.limits.perAccountCount && bytes + size <= this.limits.perAccountBytes) break;
      const stored = this.images.get(name)!.bytes.length;
      going.push(name);
      count -= 1;
      bytes -= stored;
      freed += stored;
    }
    if (count >= this.limits.perAccountCount || bytes + size > this.limits.perAccountBytes) return null;
    if (this.totalBytes - freed + size > this.limits.totalBytes) return null;
    for (const name of going) this.remove(name);
    const name = `${randomBytes(9).toString('base64url')}.${type}`;
    this.images.set(name, image);
    this.totalBytes += size;
    this.ownerBytes.set(image.ownerId, (this.ownerBytes.get(image.ownerId) ?? 0) + size);
    const list = this.byOwner.get(image.ownerId);
    if (list) list.push(name);
    else this.byOwner.set(image.ownerId, [name]);
    return `/api/community/image/${name}`;
  }

  /** Bytes an account's pictures take. */
  bytesOf(ownerId: number): number {
    return this.ownerBytes.get(ownerId) ?? 0;
  }

  private remove(name: string): void {
    const stored = this.images.get(name);
    if (!stored) return;
    this.images.delete(name);
    this.totalBytes -= stored.bytes.length;
    const left = (this.ownerBytes.get(stored.ownerId) ?? 0) - stored.bytes.length;
    const list = (this.byOwner.get(stored.ownerId) ?? []).filter((other) => other !== name);
    if (list.length) {
      this.byOwner.set(stored.ownerId, list);
      this.ownerBytes.set(stored.ownerId, left);
    } else {
      this.byOwner.delete(stored.ownerId);
      this.ownerBytes.delete(stored.ownerId);
    }
  }

  /** The image behind an upload URL, or undefined (never uploaded, or gone). */
  byUrl(url: string): StoredImage | undefined {
    return this.images.get(url.replace(/^\/api\/community\/image\//, ''));
  }

  get(name: string): StoredImage | undefined {
    return this.images.get(name);
  }
}

/** PNG, JPEG, GIF or WebP by the bytes themselves (a renamed text file is none of them), with its size. */
export function inspectImage(bytes: Buffer): { type: ImageType; width: number; height: number } | null {
  try {
    const { type, width, height } = imageSize(bytes);
    if (!type || !(type in MIME) || !width || !height) return null;
    return { type: type as ImageType, width, height };
  } catch {
    return null;
  }
}

/**
 * POST /community/upload (multipart field `file`) and GET /community/image/{name}. Registered in
 * its own scope so that only this route parses multipart and accepts a body past 64 KB.
 */
export function registerImageUploads(app: FastifyInstance, store: MockStore, uploads: ImageUploads, slots = new UploadSlots()): void {
  markHandled(app, uploadImage);
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: COMMUNITY_LIMITS.imageBytesMax, files: 1, fields: 4, parts: 5 } });
    scope.setErrorHandler((error, _request, reply) => {
      const tooLarge =
        (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413;
      if (tooLarge)
        return reply.send({ code: CODE_IMAGE_TOO_LARGE, msg: `图片不能超过 ${COMMUNITY_LIMITS.imageBytesMax / 1024 / 1024} MB` });
      const { status, body } = errorReply(error);
      return reply.code(status).send(body);
    });

    // Before the body: a visitor is answered 401 and a third upload at once 429, unread (upload-gate.ts).
    const gate = uploadGate({
      slots,
      accountOf: (request) => store.accountByToken(typeof request.headers.token === 'string' ? request.headers.token : undefined)?.id,
      addressOf: (request) => mockClientAddress(request.headers, request.socket.remoteAddress),
    });
    scope.post(
      uploadImage.path,
      { bodyLimit: COMMUNITY_LIMITS.uploadBodyMax, onRequest: gate.onRequest, onResponse: gate.onResponse },
      async (request) => {
        if (!request.isMultipart()) throw new BusinessError(CODE_INVALID, '请以 multipart/form-data 上传图片');
        const token = request.headers.token;
        const account = store.accountByToken(typeof token === 'string' ? token : undefined);
        if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '登录已失效，请重新登录');
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw new BusinessError(CODE_INVALID, '请选择要上传的图片');
        const bytes = await file.toBuffer();
        if (bytes.length === 0) throw new BusinessError(CODE_NOT_AN_IMAGE, '图片是空的，请重新选择');
        const image = inspectImage(bytes);
        if (!image) throw new BusinessError(CODE_NOT_AN_IMAGE, '只能上传 PNG、JPG、GIF 或 WebP 图片');
        const url = uploads.add(
          { bytes, mime: MIME[image.type], ownerId: account.id, width: image.width, height: image.height },
          image.type,
          { keep: account.avatar },
        );
        if (!url) throw new BusinessError(CODE_UPLOADS_FULL, '图片存储空间已满，请稍后再试');
        return { code: 0, msg: 'success', data: { url, width: image.width, height: image.height } };
      },
    );

    scope.get<{ Params: { file: string } }>('/community/image/:file', async (request, reply) => {
      const image = /^[\w-]{1,32}\.(png|jpg|gif|webp)$/.test(request.params.file) ? uploads.get(request.params.file) : undefined;
      if (!image) return reply.code(404).send({ code: 404, msg: '图片不存在' });
      // nosniff and a sandboxing CSP: an image URL opened on its own can never run as a page.
      return reply
        .header('content-type', image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    });
  });
}
