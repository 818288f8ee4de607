import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { imageSize } from 'image-size';
import { CODE_IMAGE_TOO_LARGE, CODE_NOT_AN_IMAGE, uploadImage } from '@shared/api/community';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { BusinessError, CODE_INVALID, CODE_UNAUTHORIZED, errorReply, markHandled } from '../define-handler';
import type { MockStore } from '../store';

const MIME = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
type ImageType = keyof typeof MIME;

export interface StoredImage {
  bytes: Buffer;
  mime: string;
  ownerId: number;
  width: number;
  height: number;
}

/**
 * Uploaded pictures, in memory and bounded by count and bytes (the oldest go first). A real
 * service would put them in object storage; the site sees the same URLs either way.
 */
export class ImageUploads {
  private readonly images = new Map<string, StoredImage>();
  private totalBytes = 0;

  constructor(private readonly limits = { count: 500, bytes: 96 * 1024 * 1024 }) {}

  add(image: StoredImage, type: ImageType): string {
    const name = `${randomBytes(9).toString('base64url')}.${type}`;
    this.images.set(name, image);
    this.totalBytes += image.bytes.length;
    while (this.images.size > this.limits.count || this.totalBytes > this.limits.bytes) {
      const [oldest, stored] = this.images.entries().next().value!;
      this.images.delete(oldest);
      this.totalBytes -= stored.bytes.length;
    }
    return `/api/community/image/${name}`;
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
export function registerImageUploads(app: FastifyInstance, store: MockStore, uploads: ImageUploads): void {
  markHandled(app, uploadImage);
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: COMMUNITY_LIMITS.imageBytesMax, files: 1, fields: 4, parts: 5 } });
    scope.setErrorHandler((error, _request, reply) => {
      const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413;
      if (tooLarge) return reply.send({ code: CODE_IMAGE_TOO_LARGE, msg: `图片不能超过 ${COMMUNITY_LIMITS.imageBytesMax / 1024 / 1024} MB` });
      const { status, body } = errorReply(error);
      return reply.code(status).send(body);
    });

    scope.post(uploadImage.path, { bodyLimit: COMMUNITY_LIMITS.uploadBodyMax }, async (request) => {
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
      const url = uploads.add({ bytes, mime: MIME[image.type], ownerId: account.id, width: image.width, height: image.height }, image.type);
      return { code: 0, msg: 'success', data: { url, width: image.width, height: image.height } };
    });

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
