import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { suggestMentions } from '@shared/api/community-edits';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';

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
