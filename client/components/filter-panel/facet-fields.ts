import type { CourseFacets } from '@shared/schemas/course';
import { fields, type Viewed } from '@client/lib/data-view';

/** What the category and profession rows read of the catalogue's facets (docs/decisions/017): names and ids, no counts. */
export const facetFields = fields<CourseFacets>()({ categories: { name: true }, professions: { id: true, name: true, category: true } });
export type FacetsView = Viewed<CourseFacets, typeof facetFields>;
