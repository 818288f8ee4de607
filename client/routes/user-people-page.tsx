import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { pageParam } from '@client/lib/url-query';
import { loadQuery } from '@client/lib/load-query';
import { EmptyState } from '@client/components/empty-state/empty-state';
import { Pagination } from '@client/components/pagination/pagination';
import { FollowButton } from '@client/features/community/components/follow-button';
import { formatCount } from '@client/features/community/community-format';
import {
  getProfilePeopleQueryOptions,
  PROFILE_PAGE_SIZE,
  PROFILE_TABS,
  profileIdOf,
  profileTabHref,
  profileTabOf,
  useProfile,
  useProfilePeople,
  type ProfilePeopleTab,
} from '@client/features/community/profile/get-profile';
import styles from '@client/features/community/profile/profile.module.css';

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const id = profileIdOf(params.id);
  if (id === null) return null;
  const url = new URL(request.url);
  const { queryClient, api } = context.get(appContext);
  await loadQuery(
    queryClient,
    getProfilePeopleQueryOptions(api, id, profileTabOf(url.pathname) as ProfilePeopleTab, pageParam(url.searchParams)),
  );
  return null;
}

/** 关注 / 粉丝: people cards with their own 关注 buttons. */
export function Component() {
  const id = profileIdOf(useParams().id)!;
  const location = useLocation();
  const tab = profileTabOf(location.pathname) as ProfilePeopleTab;
  const page = pageParam(new URLSearchParams(location.search));
  const profile = useProfile(id);
  const data = useProfilePeople(id, tab, page).data;
  const { label, path } = PROFILE_TABS.find((item) => item.tab === tab)!;
  if (!data) return null;
  if (!data.list.length) {
    return (
      <EmptyState
        title={tab === 'fans' ? '还没有粉丝' : '还没有关注任何人'}
        text={tab === 'fans' ? '多分享经验，会有更多同行关注你。' : '在社区里关注感兴趣的学员和老师。'}
        action={{ to: '/community', label: '去社区看看' }}
      />
    );
  }
  return (
    <>
      <ul className={styles.people} aria-label={`${profile?.nickname ?? ''}的${label}`}>
        {data.list.map((person) => (
          <li key={person.id} className={styles.person} data-testid="person-card" data-id={person.id}>
            <a href={`/user/${person.id}`} className={styles.personLink}>
              <img className={styles.personAvatar} src={person.avatar} alt="" width={48} height={48} loading="lazy" />
              <span className={styles.personText}>
                <span className={styles.personName}>{person.nickname}</span>
                <span className={styles.personHeadline}>{person.headline || '这个人还没有写简介。'}</span>
                <span className={styles.personFans}>{formatCount(person.fansCount)} 粉丝</span>
              </span>
            </a>
            {person.isSelf ? (
              <span className={styles.selfTag}>我</span>
            ) : (
              <FollowButton userId={person.id} followed={person.followed} size="sm" />
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page} total={data.total} size={PROFILE_PAGE_SIZE} hrefOf={(target) => profileTabHref(id, path, target)} />
    </>
  );
}
