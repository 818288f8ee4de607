import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '@shared/lib/content-disposition';
import type { CatalogueCourse } from '../catalogue/catalogue';
import type { LessonMaterial } from '@shared/schemas/player';
import { generateLessonMaterials, type LessonMaterialRecord } from './lesson-materials';
import { lessonIndex, lockedMessage, lockReasonOf } from '../player/lesson-access';
import { materialFile } from './lesson-material-files';
import type { MockStore } from '../core/store';

export const MATERIAL_ROUTE = '/lesson/material/:id';
const materialUrl = (id: number) => `/api/lesson/material/${id}`;

interface MaterialIndex {
  byId: ReadonlyMap<number, LessonMaterialRecord>;
  byLesson: ReadonlyMap<number, readonly LessonMaterialRecord[]>;
}
const indexes = new WeakMap<MockStore, MaterialIndex>();

/** The catalogue's materials, by id and by lesson, built once per mock from the syllabus. */
export function materialIndex(store: MockStore): MaterialIndex {
  let index = indexes.get(store);
  if (!index) {
    const all = generateLessonMaterials(store.catalogue.courses, store.catalogue.courseExtras);
    const byLesson = new Map<number, LessonMaterialRecord[]>();
    for (const material of all) byLesson.set(material.lessonId, [...(byLesson.get(material.lessonId) ?? []), material]);
    indexes.set(store, (index = { byId: new Map(all.map((material) => [material.id, material])), byLesson }));
  }
  return index;
}

/** A lesson's materials as the player lists them: names and sizes for all, the download URL only when the lesson is open to the learner. */
export async function materialsForPlay(
  store: MockStore,
  course: CatalogueCourse,
  lessonId: number,
  open: boolean,
): Promise<LessonMaterial[]> {
  const records = materialIndex(store).byLesson.get(lessonId) ?? [];
  return Promise.all(
    records.map(async (record) => {
      const file = await materialFile(record, course.title);
      return {
        id: record.id,
        name: file.name,
        type: file.type.split(';')[0]!,
        sizeBytes: file.bytes.length,
        url: open ? materialUrl(record.id) : null,
      };
    }),
  );
}

const refuse = (status: number, msg: string) => ({ status, body: { code: status, msg } });

/**
 * GET /lesson/material/{id}: the file, only to a signed-in learner who may study its lesson (the
 * player's rule: a free preview, or enrolled; a paid course bought). Signed out → 401, no access →
 * 403, unknown → 404, each with a Chinese `msg`. Saved under its Chinese name (Content-Disposition's
 * filename*), never sniffed into something else, cached by the learner's browser only.
 */
export function registerLessonMaterialRoutes(app: FastifyInstance, store: MockStore): void {
  const lessons = lessonIndex(store);
  app.get<{ Params: { id: string } }>(MATERIAL_ROUTE, async (request, reply) => {
    const token = request.headers.token;
    const account = store.accountByToken(typeof token === 'string' ? token : undefined);
    const id = /^[1-9]\d{0,8}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const material = materialIndex(store).byId.get(id);
    const entry = material && lessons.get(material.lessonId);
    let refusal: ReturnType<typeof refuse> | undefined;
    if (!account) refusal = refuse(401, '请先登录后再下载课时资料');
    else if (!material || !entry) refusal = refuse(404, '资料不存在或已下架');
    else {
      const reason = lockReasonOf(store, account.id, entry.course, entry.lesson);
      if (reason) refusal = refuse(403, lockedMessage(reason, '下载本课时资料'));
    }
    if (refusal || !material || !entry) {
      const { status, body } = refusal ?? refuse(404, '资料不存在或已下架');
      return reply.code(status).header('cache-control', 'no-store').send(body);
    }
    const file = await materialFile(material, entry.course.title);
    return reply
      .header('content-type', file.type)
      .header('content-disposition', contentDisposition(file.name, 'attachment'))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=3600')
      .send(file.bytes);
  });
}
