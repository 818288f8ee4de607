import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { Pagination } from '@client/components/pagination/pagination';
import { ProfessionCard } from '@client/features/professions/components/profession-card';
import { ProfessionFilters } from '@client/features/professions/components/profession-filters';
import { getProfessionsQueryOptions, useProfessions } from '@client/features/professions/get-professions';
import { parseProfessionListQuery, PROFESSION_PAGE_SIZE, professionListHref } from '@client/features/professions/profession-list-query';
import { EmptyState } from '@client/components/empty-state/empty-state';
import styles from '@client/features/professions/profession-list-page.module.css';

export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const { queryClient, api } = context.get(appContext);
  await loadQuery(queryClient, getProfessionsQueryOptions(api, parseProfessionListQuery(new URL(request.url).searchParams)));
  return {
    meta: {
      title: '职业',
      description:
        '职业大全：按职业技能、职业资格、兴趣爱好、公益分类与行业浏览 40 个热门职业，了解职业编码、技能等级与就业前景，按等级查看学习路径、报名计划与考试。',
    },
  };
}

export function Component() {
  const location = useLocation();
  const filters = parseProfessionListQuery(new URLSearchParams(location.search));
  const professions = useProfessions(filters);
  const total = professions?.total ?? 0;
  const list = professions?.list ?? [];
  return (
    <div className={styles.page}>
      <PageHeading>
        <p className={styles.summary}>
          {filters.keyword ? <>“{filters.keyword}”：</> : null}共 <strong>{total}</strong> 个职业
        </p>
      </PageHeading>
      <ProfessionFilters filters={filters} counts={professions?.counts} />
      <h2 className="sr-only">职业列表</h2>
      {list.length > 0 ? (
        <div className={styles.grid}>
          {list.map((profession) => (
            <ProfessionCard key={profession.id} profession={profession} />
          ))}
        </div>
      ) : (
        <EmptyState
          title={total > 0 ? '这一页没有职业了' : '没有找到符合条件的职业'}
          text={total > 0 ? '列表没有这么多页。' : '换个分类或关键词试试。'}
          action={
            total > 0 ? { to: professionListHref(filters, { page: 1 }), label: '回到第一页' } : { to: '/profession', label: '查看全部职业' }
          }
        />
      )}
      <Pagination page={filters.page} total={total} size={PROFESSION_PAGE_SIZE} hrefOf={(page) => professionListHref(filters, { page })} />
    </div>
  );
}
