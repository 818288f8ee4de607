import type { FastifyInstance } from 'fastify';
import { getInstitution, getInstitutionFacets, listInstitutionCourses, listInstitutions } from '@shared/api/institution';
import type { CatalogueCourse } from '../catalogue/catalogue';
import type { InstitutionDetail, InstitutionSort, InstitutionSummary } from '@shared/schemas/institution';
import { InstitutionCategory, InstitutionType } from '@shared/enums/platform';
import { accentOf } from '@shared/design/palette';
import { escapeHtml } from '@shared/lib/escape-html';
import { BusinessError, CODE_NOT_FOUND, handle } from '../core/define-handler';
import { deepFreeze, type MockStore } from '../core/store';

type Compare = (a: InstitutionSummary, b: InstitutionSummary) => number;

const SORTS: Record<InstitutionSort, Compare> = {
  recommend: (a, b) => Number(b.featured) - Number(a.featured) || b.learnerCount - a.learnerCount || a.id - b.id,
  courses: (a, b) => b.courseCount - a.courseCount || b.learnerCount - a.learnerCount || a.id - b.id,
  learners: (a, b) => b.learnerCount - a.learnerCount || a.id - b.id,
  rating: (a, b) => b.rating - a.rating || b.courseCount - a.courseCount || a.id - b.id,
};

/** The list's fields of an institution: everything but the detail page's intro, teachers and code. */
function summaryOf({ intro, creditCode, teachers, categories, ...summary }: InstitutionDetail): InstitutionSummary {
  void intro;
  void creditCode;
  void teachers;
  void categories;
  return summary;
}

/** A rounded-square monogram: an organisation's first two characters, an individual's surname. */
export function institutionLogo(institution: Pick<InstitutionDetail, 'id' | 'name' | 'type'>): string {
  const [strong] = accentOf(institution.id - 1);
  const [next] = accentOf(institution.id + 1);
  const glyphs = institution.type === 2 ? institution.name.slice(0, 1) : institution.name.slice(0, 2);
  const size = glyphs.length === 1 ? 56 : 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${strong}"/><stop offset="1" stop-color="${next}"/></linearGradient></defs>
<rect width="120" height="120" rx="28" fill="url(#g)"/>
<circle cx="104" cy="16" r="40" fill="#fff" fill-opacity=".14"/>
<text x="60" y="${60 + size * 0.36}" text-anchor="middle" font-family="'WenQuanYi Micro Hei','PingFang SC','Microsoft YaHei',sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeHtml(glyphs)}</text>
</svg>`;
}

/** Organisations (type 1) in the list's default order, featured first: the home page's 合作机构. */
export function recommendedOrganisations(store: MockStore, count: number): InstitutionSummary[] {
  return store.content.institutions
    .filter((institution) => institution.type === 1)
    .map(summaryOf)
    .sort(SORTS.recommend)
    .slice(0, count);
}

export function registerInstitutionRoutes(app: FastifyInstance, store: MockStore): void {
  const institutions = store.content.institutions;
  const byId = new Map(institutions.map((institution) => [institution.id, institution]));
  const summaries = institutions.map(summaryOf);
  // Each sort once: the data is frozen, and every list request reuses them.
  const sorted = new Map((Object.keys(SORTS) as InstitutionSort[]).map((sort) => [sort, deepFreeze([...summaries].sort(SORTS[sort]))]));
  const coursesOf = new Map<number, readonly CatalogueCourse[]>(
    institutions.map((institution) => [
      institution.id,
      store.catalogue.courses
        .filter((course) => course.institutionId === institution.id)
        .sort((a, b) => b.learnerCount - a.learnerCount || a.id - b.id),
    ]),
  );
  const countWhere = (matches: (institution: InstitutionSummary) => boolean) => summaries.filter(matches).length;
  const facets = deepFreeze({
    types: InstitutionType.values.map((value) => ({ value, count: countWhere((institution) => institution.type === value) })),
    categories: InstitutionCategory.values.map((value) => ({ value, count: countWhere((institution) => institution.category === value) })),
    regions: [...new Set(summaries.map((institution) => institution.region))]
      .map((name) => ({ name, count: countWhere((institution) => institution.region === name) }))
      .sort((a, b) => b.count - a.count),
  });

  const institutionOf = (id: number) => {
    const institution = byId.get(id);
    if (!institution) throw new BusinessError(CODE_NOT_FOUND, '机构不存在或已下线');
    return institution;
  };

  handle(app, listInstitutions, ({ query }) => {
    const keyword = query.keyword?.toLowerCase();
    const list = sorted
      .get(query.sort)!
      .filter(
        (institution) =>
          (!query.type || institution.type === query.type) &&
          (!query.category || institution.category === query.category) &&
          (!query.region || institution.region === query.region) &&
          (!keyword || institution.name.toLowerCase().includes(keyword) || institution.tags.some((tag) => tag.includes(keyword))),
      );
    const start = (query.page - 1) * query.size;
    return { list: list.slice(start, start + query.size), total: list.length, page: query.page, size: query.size };
  });

  handle(app, getInstitutionFacets, () => facets);

  handle(app, getInstitution, ({ params }) => institutionOf(params.id));

  handle(app, listInstitutionCourses, ({ params, query }) => {
    institutionOf(params.id);
    const courses = coursesOf.get(params.id)!;
    const start = (query.page - 1) * query.size;
    return {
      list: courses.slice(start, start + query.size).map((course) => store.reviews.rated(course)),
      total: courses.length,
      page: query.page,
      size: query.size,
    };
  });

  // A static segment: Fastify prefers it to media.ts's /media/:kind/:file.
  app.get<{ Params: { file: string } }>('/media/logo/:file', async (request, reply) => {
    const id = Number(/^(\d{1,6})\.svg$/.exec(request.params.file)?.[1]);
    const institution = byId.get(id);
    if (!institution) return reply.code(404).send({ code: 404, msg: '资源不存在' });
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(institutionLogo(institution));
  });
}
