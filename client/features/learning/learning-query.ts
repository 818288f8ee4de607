import type { FavoriteKind } from '@shared/schemas/learning';
import { oneOf, pageParam } from '@client/lib/url-query';

/** /study's and /collect's page sizes: a list of rows, a grid of four columns. */
export const MY_COURSES_PAGE_SIZE = 10;
export const FAVORITES_PAGE_SIZE = 12;

/** Learning progress (spec §3) to filter /study by: 1 未开始, 2 学习中, 3 已完成; anything else is none. */
export type ProgressFilter = 1 | 2 | 3 | undefined;
const PROGRESS_FILTERS = [1, 2, 3] as const;

export interface StudyQuery {
  page: number;
  progress: ProgressFilter;
}

export function parseStudyQuery(search: URLSearchParams): StudyQuery {
  return {
    page: pageParam(search),
    progress: oneOf(search.get('progress'), PROGRESS_FILTERS),
  };
}

/** The /study URL of a query; the defaults are left out, so the plain list is just `/study`. */
export function studyHref({ page, progress }: StudyQuery): string {
  const search = new URLSearchParams();
  if (progress) search.set('progress', String(progress));
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `/study?${text}` : '/study';
}

/**
 * /collect's tabs in their order, each kind with its label and its empty state's way to find things
 * (spelled here, not read from the contract's FAVORITE_KINDS: no schema module in the browser).
 */
export const COLLECT_TABS: readonly { kind: FavoriteKind; label: string; empty: { text: string; href: string; action: string } }[] = [
  {
    kind: 'course',
    label: '课程',
    empty: { text: '在课程页点击「收藏」，喜欢的课程会出现在这里，方便以后再来学习。', href: '/course', action: '去发现好课' },
  },
  {
    kind: 'live',
    label: '直播',
    empty: { text: '在直播详情页点击「收藏」，想看的直播和回放会出现在这里。', href: '/live', action: '去看直播' },
  },
  {
    kind: 'exam',
    label: '考试',
    empty: { text: '在考试详情页点击「收藏」，要练的模拟考试和练习会出现在这里。', href: '/exam', action: '去找考试' },
  },
  {
    kind: 'question',
    label: '问答',
    empty: { text: '在社区的问题下点击「收藏」，有用的问答会出现在这里。', href: '/community?tab=question', action: '去社区看看' },
  },
  {
    kind: 'answer',
    label: '回答',
    empty: { text: '在问题的回答下点击「收藏」，讲得好的回答会出现在这里。', href: '/community?tab=question', action: '去社区看看' },
  },
  {
    kind: 'pin',
    label: '想法',
    empty: { text: '在社区的想法下点击「收藏」，喜欢的想法会出现在这里。', href: '/community?tab=pin', action: '去社区看看' },
  },
  {
    kind: 'video',
    label: '视频',
    empty: { text: '在社区的视频下点击「收藏」，想再看的视频会出现在这里。', href: '/community?tab=video', action: '去社区看看' },
  },
  {
    kind: 'news',
    label: '资讯',
    empty: { text: '在资讯文章页点击「收藏」，想再读的政策和动态会出现在这里。', href: '/news', action: '去看资讯' },
  },
];

export interface CollectQuery {
  kind: FavoriteKind;
  page: number;
}

/** `?kind=` and `?page=` of /collect; anything unknown is the default (courses, page 1). */
export function parseCollectQuery(search: URLSearchParams): CollectQuery {
  return {
    kind:
      oneOf(
        search.get('kind'),
        COLLECT_TABS.map((tab) => tab.kind),
      ) ?? 'course',
    page: pageParam(search),
  };
}

/** The /collect URL of a tab and page; the defaults are left out. */
export function collectHref(page: number, kind: FavoriteKind = 'course'): string {
  const search = new URLSearchParams();
  if (kind !== 'course') search.set('kind', kind);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `/collect?${text}` : '/collect';
}
