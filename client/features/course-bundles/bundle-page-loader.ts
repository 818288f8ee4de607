import type { LoaderFunctionArgs } from 'react-router';
import type { CourseBundleKind } from '@shared/schemas/course-bundle';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { getCourseBundleQueryOptions } from './get-course-bundle';

/** The loader of a series or pack page: a malformed or unknown id is the 404 page; the page is named after the bundle. */
export function bundlePageLoader(kind: CourseBundleKind) {
  return async ({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> => {
    const id = routeId(params.id, request);
    const { queryClient, api } = context.get(appContext);
    const bundle = await loadQuery(queryClient, getCourseBundleQueryOptions(api, kind, id));
    return { meta: { title: bundle.title, description: `${bundle.subtitle}。${bundle.summary}`, image: bundle.cover } };
  };
}
