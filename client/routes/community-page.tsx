import { useState } from 'react';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { requiresLogin } from '@client/lib/protected-action';
import { useSelf } from '@client/lib/session/get-self';
import { COMMUNITY_TABS, communityHref, parseCommunityQuery } from '@client/features/community/community-feed-query';
import { loadFeedFirstPage, loadSidebar, useSidebar } from '@client/features/community/get-feed';
import { CommunityFeed } from '@client/features/community/components/community-feed';
import { CommunityBanners, HotQuestions, HotTopics } from '@client/features/community/components/community-sidebar';
import { CommunityIcon } from '@client/features/community/components/community-icons';
import styles from '@client/features/community/community-page.module.css';

const loadComposer = () => import('@client/features/community/components/pin-composer');

export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const { queryClient, api, hasToken } = context.get(appContext);
  const query = parseCommunityQuery(new URL(request.url).searchParams);
  // Signed out, the 关注 tab asks to sign in: nothing to fetch.
  const feed = query.tab === 'follow' && !hasToken() ? Promise.resolve() : loadFeedFirstPage(queryClient, api, query.tab, query.topicId);
  await Promise.all([feed, loadSidebar(queryClient, api)]);
  return {
    meta: {
      title: '社区',
      description: '技能学堂社区：学员互相提问解答职业技能问题，分享学习心得与实操照片，观看技能短视频，关注同行，一起进步。',
      canonical: communityHref(query),
    },
  };
}

export function Component() {
  const query = parseCommunityQuery(new URLSearchParams(useLocation().search));
  const self = useSelf();
  const sidebar = useSidebar();
  const [composing, setComposing] = useState(false);
  const composer = useLoadedModule(loadComposer, composing);
  const warmComposer = () => void loadComposer().catch(() => undefined);
  const tabs = COMMUNITY_TABS.filter((tab) => !tab.signedIn || self).map(({ tab, label }) => ({
    key: tab,
    label,
    href: communityHref({ tab }),
    active: query.tab === tab,
  }));
  const topic = query.topicId ? sidebar?.hotTopics.find((item) => item.id === query.topicId) : undefined;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>技能社区</h1>
          <p className={styles.lead}>和同行一起提问、解答、分享实操心得。</p>
        </div>
        <div className={styles.headerActions}>
          <a href="/community/question" className="btn btn-primary" {...requiresLogin}>
            <CommunityIcon name="edit" size={16} />
            提问
          </a>
          <button
            type="button"
            className="btn btn-soft"
            onClick={() => setComposing(true)}
            onPointerEnter={warmComposer}
            onFocus={warmComposer}
            {...requiresLogin}
          >
            <CommunityIcon name="plus" size={16} />
            发想法
          </button>
        </div>
      </header>

      {sidebar ? <CommunityBanners banners={sidebar.banners} slot={4} /> : null}

      <div className={styles.layout}>
        <div className={styles.main}>
          <button
            type="button"
            className={styles.composeCard}
            onClick={() => setComposing(true)}
            onPointerEnter={warmComposer}
            onFocus={warmComposer}
            {...requiresLogin}
          >
            {self ? (
              <img src={self.avatar} alt="" width={36} height={36} className={styles.composeAvatar} />
            ) : (
              <span className={styles.composeAvatar} aria-hidden="true" />
            )}
            <span className={styles.composePrompt}>{self ? `${self.nickname}，分享你的想法…` : '登录后分享你的想法…'}</span>
            <span className={styles.composeIcon} aria-hidden="true">
              <CommunityIcon name="image" size={18} />
            </span>
          </button>

          {/* Plain links (client navigations through the shell's delegation), each tab a shareable URL. */}
          <nav className={styles.tabs} aria-label="社区内容">
            {tabs.map((tab) => (
              <a
                key={tab.key}
                href={tab.href}
                className={`${styles.tab} ${tab.active ? styles.tabActive : ''}`}
                aria-current={tab.active ? 'page' : undefined}
                data-keep-scroll
              >
                {tab.label}
              </a>
            ))}
          </nav>

          {sidebar?.hotTopics.length ? (
            <nav className={styles.topicStrip} aria-label="热门话题">
              {sidebar.hotTopics.slice(0, 8).map((item) => (
                <a
                  key={item.id}
                  href={communityHref({ tab: 'pin', topicId: item.id })}
                  className={`${styles.topicChip} ${item.id === query.topicId ? styles.topicChipActive : ''}`}
                  aria-current={item.id === query.topicId ? 'true' : undefined}
                  data-keep-scroll
                >
                  #{item.name}
                </a>
              ))}
            </nav>
          ) : null}

          {query.topicId ? (
            <p className={styles.filter} role="status">
              话题：<strong>#{topic?.name ?? query.topicId}</strong>
              <a href={communityHref({ tab: 'pin' })} className={styles.clear} data-keep-scroll>
                清除筛选
              </a>
            </p>
          ) : null}

          {query.tab === 'follow' && !self ? (
            <div className={styles.signIn}>
              <p>登录后查看你关注的人发布的内容。</p>
              <button type="button" className="btn btn-primary" {...requiresLogin}>
                登录
              </button>
            </div>
          ) : (
            <CommunityFeed key={`${query.tab}-${query.topicId ?? 0}`} {...query} />
          )}
        </div>

        <aside className={styles.aside} aria-label="社区侧栏">
          {sidebar ? (
            <>
              <CommunityBanners banners={sidebar.banners} slot={3} />
              <HotTopics sidebar={sidebar} activeTopicId={query.topicId} />
              <HotQuestions sidebar={sidebar} />
            </>
          ) : null}
        </aside>
      </div>

      {composer ? <composer.PinComposer open={composing} onClose={() => setComposing(false)} topicId={query.topicId} /> : null}
    </div>
  );
}
