import { describe, expect, it } from 'vitest';
import { communityHref, parseCommunityQuery } from './community-feed-query';

const parse = (search: string) => parseCommunityQuery(new URLSearchParams(search));

describe('the /community query', () => {
  it('reads a known tab and a topic of the 想法 tab, ignoring anything else', () => {
    expect(parse('')).toEqual({ tab: 'recommend' });
    expect(parse('tab=video')).toEqual({ tab: 'video' });
    expect(parse('tab=pin&topic=3')).toEqual({ tab: 'pin', topicId: 3 });
    expect(parse('tab=question&topic=3')).toEqual({ tab: 'question' });
    expect(parse('tab=<script>&topic=-1')).toEqual({ tab: 'recommend' });
    expect(parse('tab=pin&topic=1e3')).toEqual({ tab: 'pin' });
  });

  it('writes the shortest URL back', () => {
    expect(communityHref({ tab: 'recommend' })).toBe('/community');
    expect(communityHref({ tab: 'follow' })).toBe('/community?tab=follow');
    expect(communityHref({ tab: 'pin', topicId: 4 })).toBe('/community?tab=pin&topic=4');
  });
});
