import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { suggestMentions } from '@shared/api/community-edits';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';

/** What follows an @ typed just before the caret (null: not in an @ name). The same characters a posted @昵称 may hold. */
export function mentionQueryBefore(text: string): string | null {
  const match = /(?:^|[\s\u3000])@([^\s@，。！？、,.!?:：；;]{0,16})$/.exec(text);
  return match ? match[1]! : null;
}

export const getMentionSuggestionsQueryOptions = (api: ApiClient, q: string) =>
  queryOptions({
    queryKey: ['community', 'mention-suggestions', q] as const,
    queryFn: () => api.call(suggestMentions, { query: { q } }),
    staleTime: 60_000,
  });

/** Members to suggest for `query` (null or too short: none asked for). */
export function useMentionSuggestions(query: string | null) {
  const api = useApi();
  const q = (query ?? '').trim();
  const wanted = q.length >= COMMUNITY_LIMITS.mentionQuery.min && q.length <= COMMUNITY_LIMITS.mentionQuery.max;
  const result = useQuery({ ...getMentionSuggestionsQueryOptions(api, q), enabled: wanted, placeholderData: keepPreviousData });
  return wanted ? (result.data ?? []) : [];
}
