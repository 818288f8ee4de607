import { useEffect, useState } from 'react';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { WRONG_BOOK_PATH } from '@shared/lib/wrong-book-rules';
import type { WrongBookEntry, WrongBookList } from '@shared/schemas/wrong-book';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { Pagination } from '@client/components/pagination/pagination';
import { EmptyState } from '@client/components/empty-state/empty-state';
import { getWrongBookQueryOptions, useWrongBook, WRONG_BOOK_QUERY_KEY } from '@client/features/wrong-book/get-wrong-book';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@client/lib/api-context';
import { EXAM_GOAL_QUERY_KEY, getExamGoalQueryOptions, useExamGoal } from '@client/features/exam-goal/get-exam-goal';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { ExamGoalPanel } from '@client/features/exam-goal/components/exam-goal-panel';
import type { ExamGoal } from '@shared/schemas/exam-goal';
import {
  hasFilters,
  NO_FILTERS,
  parseWrongBookListQuery,
  reviewHref,
  WRONG_BOOK_PAGE_SIZE,
  wrongBookHref,
  type WrongBookListQuery,
} from '@client/features/wrong-book/wrong-book-list-query';
import { useEntryActions, useSavedEntry } from '@client/features/wrong-book/use-entry-actions';
import { useWrongBookEditors } from '@client/features/wrong-book/use-wrong-book-editors';
import { EntryCard } from '@client/features/wrong-book/components/entry-card';
import { WrongBookFilters, WrongBookTabs } from '@client/features/wrong-book/components/wrong-book-filters';
import styles from '@client/features/wrong-book/wrong-book-page.module.css';

/** /study/wrong-book is protected: the route guard has already sent a signed-out visitor to sign in. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await Promise.all([
    loadFresh(queryClient, getWrongBookQueryOptions(api, parseWrongBookListQuery(new URL(request.url).searchParams))),
    loadFresh(queryClient, getExamGoalQueryOptions(api)),
  ]);
  return null;
}

/** What an empty view says, and the way on. */
function emptyOf(query: WrongBookListQuery, data: WrongBookList): { title: string; text: string; action: { to: string; label: string } } {
  const { counts } = data;
  if (query.question)
    return {
      title: '找不到这道题',
      text: '它不在你的错题本和收藏里，可能已经移出了。',
      action: { to: wrongBookHref(query, {}), label: '查看全部错题' },
    };
  if (counts.total === 0 && counts.favourite === 0)
    return {
      title: '错题本还是空的',
      text: '模拟考试和练习中答错的客观题会自动记入错题本，并在你快要忘记时提醒你复习。',
      action: { to: '/exam?mode=2', label: '去做模拟考试' },
    };
  if (hasFilters(query))
    return { title: '没有符合条件的错题', text: '换个筛选条件看看。', action: { to: wrongBookHref(query, NO_FILTERS), label: '清除筛选' } };
  if (data.total > 0)
    return { title: '这一页没有错题了', text: '列表没有这么多页。', action: { to: wrongBookHref(query, {}), label: '回到第一页' } };
  const all = { to: WRONG_BOOK_PATH, label: '查看全部错题' };
  switch (query.status) {
    case 'due':
      return { title: '今天没有待复习的错题', text: '做得好！错题会在快要忘记时出现在这里，按时复习就能牢牢记住。', action: all };
    case 'learning':
      return { title: '没有学习中的错题', text: '错题都已掌握，继续保持。', action: all };
    case 'mastered':
      return { title: '还没有已掌握的错题', text: '预计考试当天（没有考试日期时，30 天后）仍能记住的错题，会出现在这里。', action: all };
    case 'favourite':
      return { title: '还没有收藏题目', text: '在错题上点「收藏」，重要的题目会出现在这里，移出错题本后也不会丢。', action: all };
    default:
      return {
        title: '错题本里还没有错题',
        text: '你收藏的题目在「收藏」里。',
        action: { to: `${WRONG_BOOK_PATH}?status=favourite`, label: '查看收藏' },
      };
  }
}

// Setting an exam date is a natural moment to offer WeChat reminders (issue 36 §4): loaded only then.
const loadPrompt = () => import('@client/features/reminders/components/wechat-subscribe-prompt');

/** Today's reviews: how many are due and the way in; beside them, the exam goal the schedule aims at. */
function DueOverview({ query, data, goal }: { query: WrongBookListQuery; data: WrongBookList; goal: ExamGoal }) {
  const { due, total } = data.counts;
  const api = useApi();
  const queryClient = useQueryClient();
  // Every due day moves with the goal: the book's views are stale, this one is asked again now.
  const [dateSet, setDateSet] = useState(false);
  const prompt = useLoadedModule(loadPrompt, dateSet);
  const onGoalSaved = async () => {
    await queryClient.invalidateQueries({ queryKey: WRONG_BOOK_QUERY_KEY, refetchType: 'none' });
    await queryClient.fetchQuery({ ...getWrongBookQueryOptions(api, query), staleTime: 0 });
    setDateSet(queryClient.getQueryData<ExamGoal>(EXAM_GOAL_QUERY_KEY)?.examDate != null);
  };
  return (
    <div className={styles.overview}>
      <section className={styles.due} aria-labelledby="due-title">
        <h2 id="due-title" className={styles.dueTitle}>
          今日待复习
        </h2>
        <p className={styles.dueCount} data-testid="due-count">
          <strong>{due}</strong> 题
        </p>
        <p className={styles.dueHint}>
          {due > 0
            ? '这些题记住的把握已降到目标，今天复习最省力。答题后可以说说感觉如何，下次复习据此安排。'
            : total > 0
              ? '今天的复习都完成了，错题会在快要忘记时再出现。'
              : '答错的题会在第二天出现在这里。'}
        </p>
        {due > 0 ? (
          <a
            href={query.status === 'due' ? reviewHref(query) : reviewHref({ ...query, ...NO_FILTERS })}
            className={`btn btn-primary btn-lg ${styles.start}`}
          >
            开始复习
          </a>
        ) : null}
      </section>
      <ExamGoalPanel goal={goal} counts={data.counts} onSaved={onGoalSaved} />
      {dateSet && prompt ? (
        <prompt.WechatSubscribePrompt
          events={['examTomorrow', 'reviewDue', 'todayPlan']}
          from="/study/wrong-book"
          lead="考试日期已设定。"
        />
      ) : null}
    </div>
  );
}

export function Component() {
  const query = parseWrongBookListQuery(new URLSearchParams(useLocation().search));
  const data = useWrongBook(query);
  const goal = useExamGoal();
  const actions = useEntryActions(query);
  const saved = useSavedEntry();
  const [reporting, setReporting] = useState<WrongBookEntry | null>(null);
  const [removing, setRemoving] = useState<WrongBookEntry | null>(null);
  const editors = useWrongBookEditors(reporting !== null || removing !== null);
  const highlighted = query.question;

  // A 纠错 reply's link (?question=) shows that question alone, marked, and scrolls to it.
  useEffect(() => {
    if (highlighted) document.getElementById(`question-${highlighted}`)?.scrollIntoView({ block: 'center' });
  }, [highlighted]);

  if (!data || !goal) return null;

  const empty = data.list.length === 0 ? emptyOf(query, data) : null;
  return (
    <div className={styles.page}>
      <PageHeading />
      <DueOverview query={query} data={data} goal={goal} />
      <WrongBookTabs query={query} counts={data.counts} />
      {!highlighted && (data.counts.total > 0 || data.counts.favourite > 0) ? (
        <WrongBookFilters query={query} groups={data.groups} />
      ) : null}
      <h2 className="sr-only">错题列表</h2>
      {empty ? (
        <EmptyState
          title={empty.title}
          text={empty.text}
          action={empty.action}
          illustration={
            <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
              <rect x="12" y="8" width="36" height="48" rx="7" fill="currentColor" opacity=".12" />
              <path d="M21 22h18M21 30h18M21 38h10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity=".5" />
              <circle cx="46" cy="44" r="10" fill="currentColor" opacity=".9" />
              <path
                className={styles.emptyTick}
                d="m41.5 44 3 3 6-6"
                fill="none"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          }
        />
      ) : (
        <>
          {highlighted ? (
            <p className={styles.total}>
              纠错回复提到的题目 · <a href={wrongBookHref(query, {})}>查看全部错题</a>
            </p>
          ) : (
            <p className={styles.total}>
              共 <strong>{data.total}</strong> 题 · 最近答错或修改的在前
            </p>
          )}
          <ol className={styles.list}>
            {data.list.map((entry) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                today={data.today}
                actions={actions}
                onReviewed={(result) => saved(result.entry)}
                onReport={setReporting}
                onRemove={setRemoving}
                highlighted={entry.question.id === highlighted}
              />
            ))}
          </ol>
        </>
      )}
      <Pagination page={query.page} total={data.total} size={WRONG_BOOK_PAGE_SIZE} hrefOf={(page) => wrongBookHref(query, { page })} />
      {editors && reporting ? <editors.ReportDialog entry={reporting} open onClose={() => setReporting(null)} /> : null}
      {editors && removing ? (
        <editors.ConfirmDialog
          open
          onClose={() => setRemoving(null)}
          title="移出错题本？"
          description={
            removing.favourite || removing.note
              ? '这道题的答错记录和复习进度将被删除；它已收藏或写了笔记，仍会保留在「收藏」中。'
              : '这道题的答错记录和复习进度将被删除。以后再次答错，会重新记入错题本。'
          }
          confirmLabel="移出"
          onConfirm={() => actions.remove(removing)}
        />
      ) : null}
    </div>
  );
}
