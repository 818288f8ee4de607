import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CODE_IMAGE_TOO_LARGE, CODE_NOT_AN_IMAGE, uploadImage } from '@shared/api/community';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { BusinessError, CODE_INVALID, CODE_UNAUTHORIZED, errorReply, markHandled } from '../core/define-handler';
import type { MockStore } from '../core/store';
import { mockClientAddress } from '../live/socket-limits';
import { IMAGE_MIME, inspectImage, type ImageUploads } from './image-uploads';
import { UploadSlots, uploadGate } from '@shared/lib/upload-gate';

/** The store is full for everyone (the quota per account keeps one learner from causing it): try later. */
const CODE_UPLOADS_FULL = 503;

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
          { bytes, mime: IMAGE_MIME[image.type], ownerId: account.id, width: image.width, height: image.height },
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
