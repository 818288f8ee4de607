import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { CourseGrid } from '@client/components/course-card/course-card';
import { pageHasItems } from '@client/components/kept-block';
import { EmptyState } from '@client/components/empty-state/empty-state';
import { Pagination } from '@client/components/pagination/pagination';
import { CourseFilters } from '@client/features/courses/components/course-filters';
import { CourseSortBar } from '@client/features/courses/components/course-sort-bar';
import { COURSE_PAGE_SIZE, courseListHref, courseListSearch, parseCourseListQuery } from '@client/features/courses/course-list-query';
import {
  getBundlesQueryOptions,
  getCourseFacetsQueryOptions,
  getCoursesQueryOptions,
  useBundles,
  useCourseFacets,
  useCourses,
} from '@client/features/courses/get-courses';
import { BundleGrid } from '@client/components/bundle-card/bundle-card';
import styles from '@client/features/courses/course-list-page.module.css';

/** The canonical URL keeps the filters that shape the list, in one order, and drops the rest. */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const { queryClient, api } = context.get(appContext);
  const filters = parseCourseListQuery(new URL(request.url).searchParams);
  await Promise.all([
    filters.type
      ? loadQuery(queryClient, getBundlesQueryOptions(api, filters.type, filters))
      : loadQuery(queryClient, getCoursesQueryOptions(api, filters)),
    loadQuery(queryClient, getCourseFacetsQueryOptions(api)),
  ]);
  return {
    meta: {
      title: filters.type ? BUNDLE_TITLES[filters.type] : '课程',
      description: DESCRIPTION,
      canonical: `/course${courseListSearch(filters)}`,
    },
  };
}

// Here rather than in the route table, whose meta every page's entry chunk carries.
const DESCRIPTION = '技能学堂课程：电工、焊工、养老护理员、人工智能训练师等职业技能课程，按分类、职业、技能等级与价格筛选。';

const BUNDLE_TITLES = { series: '系列课', pack: '课程包' } as const;

/** Above the fold on a desktop: the first row of covers loads eagerly. */
const EAGER_COVERS = 4;

function NoCourses({ pastTheEnd, noun = '课程' }: { pastTheEnd: boolean; noun?: string }) {
  return (
    <EmptyState
      title={pastTheEnd ? `这一页没有${noun}了` : `没有找到符合条件的${noun}`}
      text={pastTheEnd ? '课程列表没有这么多页。' : '换个筛选条件试试，或者看看全部课程。'}
      action={{ to: '/course', label: '查看全部课程' }}
      illustration={
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <rect x="10" y="14" width="44" height="36" rx="8" fill="currentColor" opacity=".12" />
          <path d="M22 28h20M22 36h12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity=".5" />
          <circle cx="46" cy="44" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity=".6" />
          <path d="m52.5 50.5 5 5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity=".6" />
        </svg>
      }
    />
  );
}

export function Component() {
  const location = useLocation();
  const filters = parseCourseListQuery(new URLSearchParams(location.search));
  const courses = useCourses(filters);
  const bundles = useBundles(filters.type, filters);
  const facets = useCourseFacets();
  const total = (filters.type ? bundles?.total : courses?.total) ?? 0;
  // Right after hydration the list is the grid's server markup only (its view keeps it there): the count says whether it has cards.
  const list = courses?.list;
  const hasCourses = pageHasItems(list, total, filters.page, COURSE_PAGE_SIZE);
  const bundleList = bundles?.list ?? [];
  return (
    <div className={styles.page}>
      <PageHeading />
      <CourseFilters filters={filters} facets={facets} />
      {filters.type ? (
        <>
          <p className={styles.bundleCount}>
            共 <strong>{total}</strong> 个{BUNDLE_TITLES[filters.type]}
          </p>
          <h2 className="sr-only">{BUNDLE_TITLES[filters.type]}列表</h2>
          {bundleList.length > 0 ? (
            <BundleGrid bundles={bundleList} />
          ) : (
            <NoCourses pastTheEnd={total > 0} noun={BUNDLE_TITLES[filters.type]} />
          )}
        </>
      ) : (
        <>
          <CourseSortBar filters={filters} total={total} />
          {/* The cards' titles are h3: the outline needs the level between them and the page's h1. */}
          <h2 className="sr-only">课程列表</h2>
          {hasCourses ? (
            <CourseGrid courses={list} eagerCount={filters.page === 1 ? EAGER_COVERS : 0} />
          ) : (
            <NoCourses pastTheEnd={total > 0} />
          )}
        </>
      )}
      <Pagination page={filters.page} total={total} size={COURSE_PAGE_SIZE} hrefOf={(page) => courseListHref(filters, { page })} />
    </div>
  );
}
