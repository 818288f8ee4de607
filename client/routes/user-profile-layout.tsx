import { data, Outlet, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { Breadcrumb } from '@client/components/page-heading';
import {
  getProfileQueryOptions,
  PROFILE_TABS,
  profileIdOf,
  profileTabHref,
  profileTabOf,
  useProfile,
} from '@client/features/community/profile/get-profile';
import { ProfileHeader } from '@client/features/community/profile/components/profile-header';
import styles from '@client/features/community/profile/profile.module.css';

export async function loader({ context, params }: LoaderFunctionArgs) {
  const id = profileIdOf(params.id);
  if (id === null) throw data('资源不存在', { status: 404 });
  const { queryClient, api } = context.get(appContext);
  const profile = await loadQuery(queryClient, getProfileQueryOptions(api, id));
  const result: LoaderMeta = {
    meta: {
      title: `${profile.nickname}的个人主页`,
      description: profile.signature || `${profile.nickname}在技能学堂的提问、回答与想法。`,
      canonical: `/user/${id}`,
    },
  };
  return result;
}

/** /user/{id}: the header, the tabs (动态 / 收藏 / 点赞 / 关注 / 粉丝) and the tab's list. */
export function Component() {
  const id = profileIdOf(useParams().id)!;
  const profile = useProfile(id);
  const current = profileTabOf(useLocation().pathname);
  if (!profile) return null;
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <ProfileHeader profile={profile} />
      <nav className={styles.tabs} aria-label="个人主页">
        {PROFILE_TABS.map(({ tab, label, path }) => (
          <a
            key={tab}
            href={profileTabHref(id, path)}
            className={`${styles.tab} ${tab === current ? styles.tabActive : ''}`}
            aria-current={tab === current ? 'page' : undefined}
            data-keep-scroll
          >
            {label}
          </a>
        ))}
      </nav>
      <section className={styles.panel} aria-label={PROFILE_TABS.find((item) => item.tab === current)!.label}>
        <Outlet />
      </section>
    </div>
  );
}
