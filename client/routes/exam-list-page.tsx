import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { Pagination } from '@client/components/pagination/pagination';
import { getCourseFacetsQueryOptions, useCourseFacets } from '@client/features/courses/get-courses';
import { ExamGrid } from '@client/features/exams/components/exam-card';
import { ExamFilters } from '@client/features/exams/components/exam-filters';
import {
  EXAM_PAGE_SIZE,
  examListHref,
  examListSearch,
  parseExamListQuery,
  type ExamListFilters,
} from '@client/features/exams/exam-list-query';
import { getExamsQueryOptions, useExams } from '@client/features/exams/get-exams';
import { EmptyState } from '@client/components/empty-state/empty-state';
import styles from '@client/features/exams/exam-list-page.module.css';

/** The professions come from the course facets (the same cache as /course): every profession has its exams. */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderMeta & { now: number }> {
  const { queryClient, api } = context.get(appContext);
  const filters = parseExamListQuery(new URL(request.url).searchParams);
  await Promise.all([loadQuery(queryClient, getExamsQueryOptions(api, filters)), loadQuery(queryClient, getCourseFacetsQueryOptions(api))]);
  return {
    // An official exam's 开放中 / 未开始 / 已结束 is the server's, kept for hydration.
    now: Date.now(),
    meta: {
      title: '考试',
      description: '技能学堂考试：职业技能等级认定理论知识正式考试、全真模拟考试与专项练习，按职业与技能等级筛选，交卷即出成绩与解析。',
      canonical: `/exam${examListSearch(filters)}`,
    },
  };
}

function NoExams({ filters, pastTheEnd }: { filters: ExamListFilters; pastTheEnd: boolean }) {
  const [title, text, to, label] = pastTheEnd
    ? ['这一页没有考试了', '考试列表没有这么多页。', examListHref(filters, { page: 1 }), '回到第一页']
    : ['没有符合条件的考试', '换个筛选条件试试，或者看看全部考试。', '/exam', '查看全部考试'];
  return (
    <EmptyState
      title={title}
      text={text}
      action={{ to, label }}
      illustration={
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <rect x="12" y="8" width="40" height="48" rx="7" fill="currentColor" opacity=".12" />
          <path d="M22 22h20M22 30h14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity=".5" />
          <circle cx="46" cy="44" r="9" fill="var(--surface)" stroke="currentColor" strokeWidth="3" opacity=".6" />
          <path d="m52.5 50.5 5 5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity=".6" />
        </svg>
      }
    />
  );
}

export function Component() {
  const filters = parseExamListQuery(new URLSearchParams(useLocation().search));
  const { now } = useLoaderData<typeof loader>();
  const exams = useExams(filters);
  const facets = useCourseFacets();
  const total = exams?.total ?? 0;
  const list = exams?.list ?? [];
  return (
    <div className={styles.page}>
      <PageHeading>
        <p className={styles.summary}>
          共 <strong>{total}</strong> 场考试
        </p>
      </PageHeading>
      <p className={styles.lead}>正式考试须在开放时间内参加；模拟考试与练习随时可考，交卷即出成绩与逐题解析。</p>
      <ExamFilters filters={filters} facets={facets} />
      {/* The cards' titles are h3: the outline needs the level between them and the page's h1. */}
      <h2 className="sr-only">考试列表</h2>
      {list.length > 0 ? <ExamGrid exams={list} now={now} /> : <NoExams filters={filters} pastTheEnd={total > 0} />}
      <Pagination page={filters.page} total={total} size={EXAM_PAGE_SIZE} hrefOf={(page) => examListHref(filters, { page })} />
    </div>
  );
}
