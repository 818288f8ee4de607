/**
 * The /community feed: the first page as the route loader put it in the cache (server-rendered),
 * further pages as the end of the list nears the viewport (IntersectionObserver), with a 加载更多
 * button for when that does not fire (no observer, a failed page, keyboard users).
 */
import { useEffect, useRef } from 'react';
import { errorMessage } from '@shared/api/api-client';
import type { FeedItem } from '@shared/schemas/community';
import type { CommunityQuery } from '../community-feed-query';
import { useFeed } from '../get-feed';
import { FeedItemCard } from './feed-item-card';
import styles from './community-feed.module.css';

const EMPTY_TEXT: Record<CommunityQuery['tab'], string> = {
  recommend: '社区里还没有内容，来发第一条想法吧。',
  question: '还没有人提问，来问第一个问题吧。',
  pin: '还没有想法，来分享你的第一条想法吧。',
  video: '还没有视频。',
  follow: '你关注的人还没有发布内容，去推荐里找找感兴趣的人吧。',
};

const itemKey = (item: FeedItem) =>
  `${item.kind}-${item.kind === 'question' ? item.question.id : item.kind === 'answer' ? item.answer.id : item.kind === 'pin' ? item.pin.id : item.video.id}`;

export function CommunityFeed({ tab, topicId }: CommunityQuery) {
  const feed = useFeed(tab, topicId);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchingNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void fetchNextPage(), {
      rootMargin: '0px 0px 800px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const seen = new Set<string>();
  const items = (feed.data?.pages.flatMap((page) => page.list) ?? []).filter((item) => {
    const key = itemKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  if (feed.isError && !feed.data) {
    return (
      <div className={styles.state} role="alert">
        <p>{errorMessage(feed.error, '内容加载失败，请稍后重试')}</p>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void feed.refetch()}>
          重试
        </button>
      </div>
    );
  }
  if (!items.length) {
    return (
      <div className={styles.state} role="status">
        <p>{feed.isPending ? '加载中…' : EMPTY_TEXT[tab]}</p>
      </div>
    );
  }
  return (
    <div className={styles.feed}>
      <ol className={styles.list} aria-label="社区内容" aria-busy={isFetchingNextPage || undefined}>
        {items.map((item) => (
          <li key={itemKey(item)}>
            <FeedItemCard item={item} showKind={tab === 'recommend' || tab === 'follow'} headingLevel={2} />
          </li>
        ))}
      </ol>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {hasNextPage ? (
        <div className={styles.more}>
          {isFetchNextPageError ? <p role="alert">{errorMessage(feed.error, '加载失败，请稍后重试')}</p> : null}
          <button type="button" className="btn btn-ghost" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? '加载中…' : isFetchNextPageError ? '重试' : '加载更多'}
          </button>
        </div>
      ) : (
        <p className={styles.end}>已经到底了</p>
      )}
    </div>
  );
}
