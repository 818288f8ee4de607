import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CODE_MATERIAL_TOO_LARGE, CODE_MATERIAL_TYPE, CODE_PHOTO_RULES, uploadMaterial } from '@shared/api/enrollment';
import { fileRoutes } from '@shared/api/file-routes';
import { checkMaterialFile, checkPhotoSize } from '@shared/lib/application-rules';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { MATERIAL_KINDS, MATERIAL_RULES, type MaterialKind } from '@shared/lib/application-materials';
import { materialKindSchema } from '@shared/schemas/enrollment-application';
import { BusinessError, CODE_INVALID, CODE_UNAUTHORIZED, errorReply, markHandled } from '../core/define-handler';
import type { MockStore } from '../core/store';
import { mockClientAddress } from '../live/socket-limits';
import { MATERIAL_UPLOAD_REFUSALS, UploadSlots, uploadGate } from '@shared/lib/upload-gate';
import { contentDisposition, materialFileName, sniffMaterial } from './material-content';
import { MATERIAL_FILE_LIMITS, materialFileView, type MaterialFiles } from './material-files';

/** The store is full for everyone (the quota per account keeps one learner from causing it): try later. */
const CODE_UPLOADS_FULL = 503;

/** The largest material of any kind: what the multipart parser reads at most. */
const LARGEST_MATERIAL = Math.max(...MATERIAL_KINDS.map((kind) => MATERIAL_RULES[kind].maxBytes));

const MATERIAL_FILE_PATH = fileRoutes.find((route) => route.id === 'enrollment.material')!.path;
const FILE_ID = /^[\w-]{8,40}$/;

/** The browser's words for a file over the kind's limit (an allowed type, one byte too many: checkMaterialFile's size message). */
const tooLarge = (kind: MaterialKind) =>
  new BusinessError(
    CODE_MATERIAL_TOO_LARGE,
    checkMaterialFile(kind, { type: 'image/png', size: MATERIAL_RULES[kind].maxBytes + 1 }) as string,
  );

const isTooLarge = (error: unknown) =>
  (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413;

/** The `kind` of the query (the contract's query schema), or undefined when it names none. */
const kindOf = (query: unknown): MaterialKind | undefined => {
  const parsed = materialKindSchema.safeParse((query as { kind?: unknown } | undefined)?.kind);
  return parsed.success ? parsed.data : undefined;
};

/**
 * POST /enrollment/upload?kind=… (multipart field `file`) and GET /enrollment/file/{id}. In their
 * own scope so that only this route parses multipart and accepts a body past 64 KB. `slots` is the
 * community upload's too: two uploads at once per client, whichever route they go to.
 */
export function registerMaterialUploads(app: FastifyInstance, store: MockStore, files: MaterialFiles, slots = new UploadSlots()): void {
  markHandled(app, uploadMaterial);
  const accountOf = (token: unknown) => store.accountByToken(typeof token === 'string' ? token : undefined);
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: LARGEST_MATERIAL, files: 1, fields: 4, parts: 5 } });
    scope.setErrorHandler((error, request, reply) => {
      if (isTooLarge(error)) {
        const kind = kindOf(request.query);
        const refusal = kind
          ? tooLarge(kind)
          : new BusinessError(CODE_MATERIAL_TOO_LARGE, `文件不能超过 ${LARGEST_MATERIAL / 1024 / 1024} MB`);
        return reply.send({ code: refusal.code, msg: refusal.message });
      }
      const { status, body } = errorReply(error);
      return reply.code(status).send(body);
    });

    // Before the body: a visitor is answered 401 and a third upload at once 429, unread (upload-gate.ts).
    const gate = uploadGate({
      slots,
      accountOf: (request) => accountOf(request.headers.token)?.id,
      addressOf: (request) => mockClientAddress(request.headers, request.socket.remoteAddress),
      refusals: MATERIAL_UPLOAD_REFUSALS,
    });
    scope.post(
      uploadMaterial.path,
      { bodyLimit: COMMUNITY_LIMITS.uploadBodyMax, onRequest: gate.onRequest, onResponse: gate.onResponse },
      async (request) => {
        if (!request.isMultipart()) throw new BusinessError(CODE_INVALID, '请以 multipart/form-data 上传文件');
        const account = accountOf(request.headers.token);
        if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '登录已失效，请重新登录');
        // The kind decides the size limit: known before a byte of the file is read.
        const kind = kindOf(request.query);
        if (!kind) throw new BusinessError(CODE_INVALID, '查询参数错误：请指明材料种类（kind）');
        const rule = MATERIAL_RULES[kind];
        const file = await request.file({ limits: { fileSize: rule.maxBytes } });
        if (!file || file.fieldname !== 'file') throw new BusinessError(CODE_INVALID, '请选择要上传的文件');
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if (isTooLarge(error)) throw tooLarge(kind);
          throw error;
        }
        if (bytes.length === 0) throw new BusinessError(CODE_MATERIAL_TYPE, '文件是空的，请重新选择');
        // By the bytes, whatever the name or the browser's type said.
        const content = sniffMaterial(bytes);
        const verdict = checkMaterialFile(kind, { type: content?.mime ?? '', size: bytes.length });
        if (!content || (content.mime === 'application/pdf' && !rule.pdf)) throw new BusinessError(CODE_MATERIAL_TYPE, verdict as string);
        if (verdict !== true) throw new BusinessError(CODE_MATERIAL_TOO_LARGE, verdict);
        if (rule.photo && content.mime !== 'application/pdf') {
          const photo = checkPhotoSize(content.width, content.height);
          if (photo !== true) throw new BusinessError(CODE_PHOTO_RULES, photo);
        }
        const stored = files.add({
          ownerId: account.id,
          kind,
          name: materialFileName(file.filename, kind, content.mime),
          bytes,
          mime: content.mime,
          ...(content.mime === 'application/pdf' ? {} : { width: content.width, height: content.height }),
        });
        if (stored === 'owner-full')
          throw new BusinessError(
            CODE_INVALID,
            `保存的报名材料已达上限（${MATERIAL_FILE_LIMITS.perAccountCount} 个或 ${MATERIAL_FILE_LIMITS.perAccountBytes / 1024 / 1024} MB）且都在报名中使用，请先撤回不需要的报名`,
          );
        if (stored === 'store-full') throw new BusinessError(CODE_UPLOADS_FULL, '材料存储空间已满，请稍后再试');
        return { code: 0, msg: 'success', data: materialFileView(stored) };
      },
    );

    // Only the owner reads a material: anyone else, signed out, or an unknown id gets the same 404.
    scope.get<{ Params: { file: string } }>(MATERIAL_FILE_PATH, async (request, reply) => {
      const account = accountOf(request.headers.token);
      const id = request.params.file;
      const stored = account && FILE_ID.test(id) ? files.ownedBy(account.id, id) : undefined;
      reply.header('cache-control', 'private, no-store');
      if (!stored) return reply.code(404).send({ code: 404, msg: '文件不存在' });
      // nosniff and a sandboxing CSP: a file opened on its own can never run as a page.
      return reply
        .header('content-type', stored.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', contentDisposition(stored.name, stored.mime === 'application/pdf' ? 'attachment' : 'inline'))
        .send(stored.bytes);
    });
  });
}
