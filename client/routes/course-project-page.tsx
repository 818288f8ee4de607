import { useParams } from 'react-router';
import { bundlePageLoader } from '@client/features/course-bundles/bundle-page-loader';
import { BundleView } from '@client/features/course-bundles/components/bundle-view';

/** /course/project/{id}: a course pack (课程包, product type 2). */
export const loader = bundlePageLoader('pack');

export function Component() {
  return <BundleView kind="pack" id={Number(useParams().id)} />;
}
