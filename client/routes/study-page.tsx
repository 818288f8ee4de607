import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { Pagination } from '@client/components/pagination/pagination';
import { getMyCoursesQueryOptions, useMyCourses } from '@client/features/learning/get-learning-lists';
import { MY_COURSES_PAGE_SIZE, parseStudyQuery, studyHref, type ProgressFilter } from '@client/features/learning/learning-query';
import { MyCourseItem } from '@client/features/learning/components/my-course-item';
import { LearningEmpty } from '@client/features/learning/components/learning-empty';
import { StudyStatsPanel } from '@client/features/learning/components/study-stats';
import { getStudyStatsQueryOptions, useStudyStats } from '@client/features/learning/get-study-stats';
import { getWrongBookSummaryQueryOptions, useWrongBookSummary } from '@client/features/wrong-book/get-wrong-book-summary';
import { WrongBookStudyCard } from '@client/features/wrong-book/components/wrong-book-study-card';
import { getStudyPlanQueryOptions, useStudyPlan } from '@client/features/study-plan/get-study-plan';
import { TodayTasks } from '@client/features/study-plan/components/today-tasks';
import styles from '@client/features/learning/study-page.module.css';

/** /study is protected: the route guard has already sent a signed-out visitor to sign in. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await Promise.all([
    loadFresh(queryClient, getMyCoursesQueryOptions(api, parseStudyQuery(new URL(request.url).searchParams))),
    // The 错题本 line is a bonus: without it the courses still show.
    loadFresh(queryClient, getWrongBookSummaryQueryOptions(api), () => null),
    // So are the statistics and today's tasks.
    loadFresh(queryClient, getStudyStatsQueryOptions(api), () => null),
    loadFresh(queryClient, getStudyPlanQueryOptions(api), () => null),
  ]);
  return null;
}

const TABS: readonly [ProgressFilter, string][] = [
  [undefined, '全部'],
  [2, '学习中'],
  [1, '未开始'],
  [3, '已完成'],
];

export function Component() {
  const query = parseStudyQuery(new URLSearchParams(useLocation().search));
  const data = useMyCourses(query);
  const wrongBook = useWrongBookSummary();
  const stats = useStudyStats();
  const plan = useStudyPlan();
  if (!data) return null;
  const { summary, list, total } = data;
  return (
    <div className={styles.page}>
      <PageHeading>
        <a href="/study/notes" className="btn btn-soft btn-sm">
          我的笔记
        </a>
        <a href="/study/certification" className="btn btn-soft btn-sm">
          我的考证
        </a>
      </PageHeading>
      {plan ? <TodayTasks plan={plan} /> : null}
      <dl className={styles.summary}>
        <div className={styles.stat}>
          <dt>在学课程</dt>
          <dd>{summary.enrolled}</dd>
        </div>
        <div className={styles.stat}>
          <dt>已学完</dt>
          <dd>{summary.completed}</dd>
        </div>
        <div className={styles.stat}>
          <dt>累计完成课时</dt>
          <dd>{summary.completedLessons}</dd>
        </div>
      </dl>
      {stats ? <StudyStatsPanel stats={stats} /> : null}
      {wrongBook ? <WrongBookStudyCard summary={wrongBook} /> : null}
      {summary.enrolled > 0 ? (
        <nav className={styles.tabs} aria-label="按学习进度筛选">
          {TABS.map(([progress, label]) => (
            <a key={label} href={studyHref({ page: 1, progress })} aria-current={query.progress === progress ? 'true' : undefined}>
              {label}
            </a>
          ))}
        </nav>
      ) : null}
      <h2 className="sr-only">课程列表</h2>
      {list.length > 0 ? (
        <ol className={styles.list}>
          {list.map((item, index) => (
            <MyCourseItem key={item.course.id} item={item} eager={index < 3} />
          ))}
        </ol>
      ) : (
        <LearningEmpty
          title={summary.enrolled === 0 ? '还没有在学的课程' : total > 0 ? '这一页没有课程了' : '这里还没有课程'}
          text={
            summary.enrolled === 0
              ? '报名一门免费课程或购买课程后，学习进度会记录在这里，随时回来继续学习。'
              : '换个筛选看看，或者去发现更多好课。'
          }
          action={
            <a href={summary.enrolled === 0 ? '/course' : '/study'} className={`btn btn-primary btn-lg ${styles.emptyAction}`}>
              {summary.enrolled === 0 ? '去选课' : '查看全部课程'}
            </a>
          }
        />
      )}
      <Pagination page={query.page} total={total} size={MY_COURSES_PAGE_SIZE} hrefOf={(page) => studyHref({ ...query, page })} />
    </div>
  );
}
