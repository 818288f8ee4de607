import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getUserProfile, listUserDynamic, listUserFans, listUserFavorites, listUserFollows, listUserLikes } from '@shared/api/user-profile';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

export const PROFILE_PAGE_SIZE = 10;

/** The tabs of a profile: spec §3 profile tabs 1 动态 / 2 收藏 / 3 点赞, and the two relation lists. */
export type ProfileFeedTab = 'dynamic' | 'favorite' | 'like';
export type ProfilePeopleTab = 'fans' | 'follow';
export type ProfileTab = ProfileFeedTab | ProfilePeopleTab;

export const PROFILE_TABS: readonly { tab: ProfileTab; label: string; path: string }[] = [
  { tab: 'dynamic', label: '动态', path: 'dynamic' },
  { tab: 'favorite', label: '收藏', path: 'favorite' },
  { tab: 'like', label: '点赞', path: 'like' },
  { tab: 'follow', label: '关注', path: 'relation/follow' },
  { tab: 'fans', label: '粉丝', path: 'relation/fans' },
];

/** Every profile query starts with ['profile']: a follow anywhere invalidates them (community actions). */
export const profileKey = (id: number) => ['profile', id] as const;
export const profileListKey = (id: number, tab: ProfileTab, page: number) => ['profile', id, tab, page] as const;

export const getProfileQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: profileKey(id), queryFn: () => api.call(getUserProfile, { params: { id } }), staleTime: 60_000 });

const feedEndpoint = { dynamic: listUserDynamic, favorite: listUserFavorites, like: listUserLikes } as const;
const peopleEndpoint = { fans: listUserFans, follow: listUserFollows } as const;

export const getProfileFeedQueryOptions = (api: ApiClient, id: number, tab: ProfileFeedTab, page: number) =>
  queryOptions({
    queryKey: profileListKey(id, tab, page),
    queryFn: ({ signal }) => api.call(feedEndpoint[tab], { params: { id }, query: { page, size: PROFILE_PAGE_SIZE }, signal }),
    staleTime: 30_000,
  });

export const getProfilePeopleQueryOptions = (api: ApiClient, id: number, tab: ProfilePeopleTab, page: number) =>
  queryOptions({
    queryKey: profileListKey(id, tab, page),
    queryFn: ({ signal }) => api.call(peopleEndpoint[tab], { params: { id }, query: { page, size: PROFILE_PAGE_SIZE }, signal }),
    staleTime: 30_000,
  });

export const useProfile = (id: number) => useCachedQueryData(getProfileQueryOptions(useApi(), id));
export const useProfileFeed = (id: number, tab: ProfileFeedTab, page: number) =>
  useQuery({ ...getProfileFeedQueryOptions(useApi(), id, tab, page), placeholderData: (previous) => previous, retry: false });
export const useProfilePeople = (id: number, tab: ProfilePeopleTab, page: number) =>
  useQuery({ ...getProfilePeopleQueryOptions(useApi(), id, tab, page), placeholderData: (previous) => previous });

export const profileIdOf = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export const profileTabHref = (id: number, path: string, page = 1) => `/user/${id}/${path}${page > 1 ? `?page=${page}` : ''}`;

/** The tab a /user/{id}/… path shows (the bare profile is 动态). */
export function profileTabOf(pathname: string): ProfileTab {
  if (pathname.endsWith('/relation/fans')) return 'fans';
  if (pathname.endsWith('/relation/follow')) return 'follow';
  if (pathname.endsWith('/favorite')) return 'favorite';
  if (pathname.endsWith('/like')) return 'like';
  return 'dynamic';
}
