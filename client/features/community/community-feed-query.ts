import { COMMUNITY_FEED_TABS, type CommunityFeedTab } from '@shared/schemas/community';
import { intIn, oneOf } from '@client/lib/url-query';

/** /community as the URL holds it: `?tab=` one of the feed tabs, `?topic=` a topic of the 想法 tab. */
export interface CommunityQuery {
  tab: CommunityFeedTab;
  topicId?: number;
}

export const COMMUNITY_TABS: readonly { tab: CommunityFeedTab; label: string; signedIn?: boolean }[] = [
  { tab: 'recommend', label: '推荐' },
  { tab: 'question', label: '问答' },
  { tab: 'pin', label: '想法' },
  { tab: 'video', label: '视频' },
  { tab: 'follow', label: '关注', signedIn: true },
];

export function parseCommunityQuery(search: URLSearchParams): CommunityQuery {
  const tab = oneOf(search.get('tab'), COMMUNITY_FEED_TABS) ?? 'recommend';
  const topicId = tab === 'pin' ? intIn(search.get('topic'), 1, 999_999_999) : undefined;
  return topicId ? { tab, topicId } : { tab };
}

export function communityHref({ tab, topicId }: CommunityQuery): string {
  const search = new URLSearchParams();
  if (tab !== 'recommend') search.set('tab', tab);
  if (topicId && tab === 'pin') search.set('topic', String(topicId));
  const text = search.toString();
  return text ? `/community?${text}` : '/community';
}
