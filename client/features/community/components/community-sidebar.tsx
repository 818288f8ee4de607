/**
 * The /community side column and its phone strip: banner slots 3 (desktop) and 4 (phones), hot
 * topics (a click filters the 想法 tab by that topic) and hot questions. Both banner slots are in
 * the page and CSS shows one; the hidden one's images are never fetched (a blank <source>).
 */
import type { Banner } from '@shared/schemas/home';
import type { CommunitySidebar as Sidebar } from '@shared/schemas/community';
import { communityHref } from '../community-feed-query';
import { formatCount, questionHref } from '../community-format';
import { CommunityIcon } from './community-icons';
import styles from './community-sidebar.module.css';

const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const PHONE_QUERY = '(max-width: 960px)';
const DESKTOP_QUERY = '(min-width: 961px)';

/**
 * The phone strip's first banner is the page's largest paint on a phone: fetched at once and first, like
 * the home page's hero, instead of lazily after layout (which put the largest paint ~0.1–0.2 s after the
 * first one). The rest, off to the side of the strip, stay lazy.
 */
const FIRST_BANNER_LOADING = { loading: 'eager', fetchPriority: 'high' } as const;
const LATER_BANNER_LOADING = { loading: 'lazy', decoding: 'async' } as const;

export function CommunityBanners({ banners, slot }: { banners: readonly Banner[]; slot: 3 | 4 }) {
  // The side column shows two (the hot topics stay in view); the phone strip scrolls through all.
  const shown = banners.filter((banner) => banner.slot === slot).slice(0, slot === 3 ? 2 : undefined);
  if (!shown.length) return null;
  const blankOn = slot === 3 ? PHONE_QUERY : DESKTOP_QUERY;
  return (
    <section className={slot === 3 ? styles.desktopBanners : styles.phoneBanners} aria-label="社区推荐">
      <ul className={styles.bannerTrack}>
        {shown.map((banner, index) => (
          <li key={banner.id} className={`${styles.banner} accent-${banner.accent}`}>
            <a href={banner.link} className={styles.bannerLink}>
              <picture>
                <source media={blankOn} srcSet={BLANK_IMAGE} />
                <img
                  src={banner.image}
                  alt=""
                  className={styles.bannerImage}
                  width={slot === 3 ? 600 : 750}
                  height={slot === 3 ? 240 : 300}
                  {...(index === 0 ? FIRST_BANNER_LOADING : LATER_BANNER_LOADING)}
                />
              </picture>
              <span className={styles.bannerText}>
                <span className={styles.bannerTitle}>{banner.title}</span>
                <span className={styles.bannerSubtitle}>{banner.subtitle}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HotTopics({ sidebar, activeTopicId }: { sidebar: Sidebar; activeTopicId?: number }) {
  if (!sidebar.hotTopics.length) return null;
  return (
    <section className={styles.card} aria-labelledby="community-hot-topics">
      <h2 id="community-hot-topics" className={styles.cardTitle}>
        <CommunityIcon name="hash" size={16} />
        热门话题
      </h2>
      <ul className={styles.topics}>
        {sidebar.hotTopics.map((topic) => (
          <li key={topic.id}>
            <a
              href={communityHref({ tab: 'pin', topicId: topic.id })}
              className={`${styles.topic} ${activeTopicId === topic.id ? styles.topicActive : ''}`}
              aria-current={activeTopicId === topic.id ? 'true' : undefined}
              data-keep-scroll
            >
              <span className={styles.topicName}>#{topic.name}</span>
              <span className={styles.topicCount}>{formatCount(topic.pinCount)} 条想法</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HotQuestions({ sidebar }: { sidebar: Sidebar }) {
  if (!sidebar.hotQuestions.length) return null;
  return (
    <section className={styles.card} aria-labelledby="community-hot-questions">
      <h2 id="community-hot-questions" className={styles.cardTitle}>
        <CommunityIcon name="fire" size={16} />
        热门问题
      </h2>
      <ol className={styles.questions}>
        {sidebar.hotQuestions.map((question, index) => (
          <li key={question.id} className={styles.question}>
            <span className={`${styles.rank} ${index < 3 ? styles.rankTop : ''}`} aria-hidden="true">
              {index + 1}
            </span>
            <a href={questionHref(question.id)} className={styles.questionLink}>
              {question.title}
            </a>
            <span className={styles.questionMeta}>{formatCount(question.answerCount)} 回答</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
