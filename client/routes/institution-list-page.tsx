import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { Pagination } from '@client/components/pagination/pagination';
import { InstitutionGrid } from '@client/features/institutions/components/institution-card';
import { InstitutionFilters, InstitutionSearch, InstitutionSortBar } from '@client/features/institutions/components/institution-filters';
import {
  INSTITUTION_PAGE_SIZE,
  institutionListHref,
  institutionListSearch,
  parseInstitutionListQuery,
  withKnownRegion,
} from '@client/features/institutions/institution-list-query';
import {
  getInstitutionFacetsQueryOptions,
  getInstitutionsQueryOptions,
  useInstitutionFacets,
  useInstitutions,
} from '@client/features/institutions/get-institutions';
import { EmptyState } from '@client/components/empty-state/empty-state';
import styles from '@client/features/institutions/institution-list-page.module.css';

export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const { queryClient, api } = context.get(appContext);
  const parsed = parseInstitutionListQuery(new URL(request.url).searchParams);
  const facetsLoading = loadQuery(queryClient, getInstitutionFacetsQueryOptions(api));
  // A region is checked against the ones that exist before the list is asked for; without one, both at once.
  const filters = parsed.region ? withKnownRegion(parsed, await facetsLoading) : parsed;
  const [page] = await Promise.all([loadQuery(queryClient, getInstitutionsQueryOptions(api, filters)), facetsLoading]);
  return {
    meta: {
      title: '机构',
      description: `技能学堂入驻机构：${page.total} 家职业院校、培训机构、企业与名师工作室，按类型、分类与地区查找，查看机构简介、课程与讲师。`,
      canonical: `/institutional${institutionListSearch(filters)}`,
    },
  };
}

function NoInstitutions({ pastTheEnd }: { pastTheEnd: boolean }) {
  return (
    <EmptyState
      title={pastTheEnd ? '这一页没有机构了' : '没有找到符合条件的机构'}
      text={pastTheEnd ? '机构列表没有这么多页。' : '换个筛选条件或关键词试试，或者看看全部机构。'}
      action={{ to: '/institutional', label: '查看全部机构' }}
      illustration={
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <rect x="12" y="22" width="40" height="30" rx="4" fill="currentColor" opacity=".12" />
          <path
            d="M20 22V14h24v8M24 32h6M34 32h6M24 40h6M34 40h6"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            opacity=".5"
            fill="none"
          />
        </svg>
      }
    />
  );
}

export function Component() {
  const location = useLocation();
  const facets = useInstitutionFacets();
  const filters = withKnownRegion(parseInstitutionListQuery(new URLSearchParams(location.search)), facets);
  const institutions = useInstitutions(filters);
  const total = institutions?.total ?? 0;
  const list = institutions?.list ?? [];
  return (
    <div className={styles.page}>
      <PageHeading>
        <InstitutionSearch filters={filters} />
      </PageHeading>
      <p className={styles.lead}>职业院校、培训机构、行业协会与名师工作室，课程均经平台审核上线。</p>
      <InstitutionFilters filters={filters} facets={facets} />
      <InstitutionSortBar filters={filters} total={total} />
      <h2 className="sr-only">机构列表</h2>
      {list.length > 0 ? (
        <InstitutionGrid institutions={list} eagerCount={filters.page === 1 ? 3 : 0} />
      ) : (
        <NoInstitutions pastTheEnd={total > 0} />
      )}
      <Pagination
        page={filters.page}
        total={total}
        size={INSTITUTION_PAGE_SIZE}
        hrefOf={(page) => institutionListHref(filters, { page })}
      />
    </div>
  );
}
