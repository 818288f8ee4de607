import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@shared/api/api-client';
import { CODE_FAVORITES_PRIVATE } from '@shared/api/community';
import { appContext } from '@client/lib/app-context';
import { pageParam } from '@client/lib/url-query';
import { EmptyState } from '@client/components/empty-state/empty-state';
import { Pagination } from '@client/components/pagination/pagination';
import { FeedItemCard } from '@client/features/community/components/feed-item-card';
import {
  getProfileFeedQueryOptions,
  PROFILE_PAGE_SIZE,
  PROFILE_TABS,
  profileIdOf,
  profileTabHref,
  profileTabOf,
  useProfile,
  useProfileFeed,
  type ProfileFeedTab,
} from '@client/features/community/profile/get-profile';
import styles from '@client/features/community/profile/profile.module.css';

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const id = profileIdOf(params.id);
  if (id === null) return null;
  const url = new URL(request.url);
  const { queryClient, api } = context.get(appContext);
  // A private favourites list is a state of the page, not an error of it (the query keeps the refusal).
  await queryClient.prefetchQuery(
    getProfileFeedQueryOptions(api, id, profileTabOf(url.pathname) as ProfileFeedTab, pageParam(url.searchParams)),
  );
  return null;
}

const EMPTY: Record<ProfileFeedTab, [string, string]> = {
  dynamic: ['还没有动态', '提问、回答和想法都会出现在这里。'],
  favorite: ['还没有收藏', '收藏的问答、想法和视频会出现在这里。'],
  like: ['还没有点赞', '赞过的内容会出现在这里。'],
};

/** 动态 / 收藏 / 点赞: the person's items as feed cards, page by page. */
export function Component() {
  const id = profileIdOf(useParams().id)!;
  const location = useLocation();
  const tab = profileTabOf(location.pathname) as ProfileFeedTab;
  const page = pageParam(new URLSearchParams(location.search));
  const profile = useProfile(id);
  const { data, error } = useProfileFeed(id, tab, page);
  const path = PROFILE_TABS.find((item) => item.tab === tab)!.path;

  if (isApiError(error) && error.code === CODE_FAVORITES_PRIVATE) {
    return (
      <div className={styles.private} role="status">
        <h2>该用户未公开收藏</h2>
        <p>{profile?.nickname ?? '这位学员'}设置了收藏仅自己可见。</p>
      </div>
    );
  }
  if (!data) return null;
  if (!data.list.length) {
    const [title, text] = EMPTY[tab];
    return <EmptyState title={title} text={text} action={{ to: '/community', label: '去社区看看' }} />;
  }
  return (
    <>
      <ul className={styles.feed} aria-label={`${profile?.nickname ?? ''}的${PROFILE_TABS.find((item) => item.tab === tab)!.label}`}>
        {data.list.map((item) => {
          const record =
            item.kind === 'question' ? item.question : item.kind === 'answer' ? item.answer : item.kind === 'pin' ? item.pin : item.video;
          return (
            <li key={`${item.kind}-${record.id}`}>
              <FeedItemCard item={item} headingLevel={2} />
            </li>
          );
        })}
      </ul>
      <Pagination page={page} total={data.total} size={PROFILE_PAGE_SIZE} hrefOf={(target) => profileTabHref(id, path, target)} />
    </>
  );
}
