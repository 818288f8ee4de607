import { useParams } from 'react-router';
import { bundlePageLoader } from '@client/features/course-bundles/bundle-page-loader';
import { BundleView } from '@client/features/course-bundles/components/bundle-view';

/** /course/group/{id}: a series (系列课, product type 3). */
export const loader = bundlePageLoader('series');

export function Component() {
  return <BundleView kind="series" id={Number(useParams().id)} />;
}
