import type { CommunityFeedTab } from '@shared/schemas/community';

// Apart from get-feed.ts so the ask form can name the feed without bringing the feed's query code into its page.

/** Every tab and topic of the feed (what a new post or question makes stale). */
export const ALL_FEEDS_KEY = ['community', 'feed'] as const;
/** ['community', 'feed', tab, topicId or 0]: the 关注 tab's key is invalidated by a follow. */
export const feedKey = (tab: CommunityFeedTab, topicId?: number) => [...ALL_FEEDS_KEY, tab, topicId ?? 0] as const;
