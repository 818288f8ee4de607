import { BusinessError } from '../core/define-handler';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import { MENTION } from './community-messages';

/** How much one account may post (questions, answers, ideas, comments and replies together). */
export const POST_LIMITS = Object.freeze({
  /** Posts in a row before the pace applies… */
  burst: 5,
  /** …then one more every this many milliseconds. */
  refillMs: 10_000,
  /** Posts per Beijing calendar day. */
  perDay: 100,
  /** Different people one post may @ (each is a message in their 我的消息). */
  mentionsPerPost: 10,
});

/** Beijing calendar day of a moment. */
const beijingDay = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Per-account pace of community posts: a token bucket (a few at once, then one per interval) and
 * a daily cap. Without it one script posted 300 comments in 0.9 s, each an @-message to someone.
 * Counted on the mock's clock, so tests move time instead of waiting.
 */
export class PostLimits implements AccountScopedState {
  private readonly buckets = new Map<number, { tokens: number; at: number; day: string; posts: number }>();

  constructor(
    states: AccountStateRegistry,
    private readonly now: () => number,
    private readonly codes: { tooFast: number; daily: number },
  ) {
    states.register(this);
  }

  dropAccount(accountId: number): void {
    this.buckets.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    return this.buckets.has(accountId);
  }

  /** Spends one post of the account's allowance, or refuses in Chinese (nothing spent). */
  take(accountId: number): void {
    const now = this.now();
    const day = beijingDay(now);
    const bucket = this.buckets.get(accountId) ?? { tokens: POST_LIMITS.burst, at: now, day, posts: 0 };
    const refilled = Math.min(POST_LIMITS.burst, bucket.tokens + Math.max(0, now - bucket.at) / POST_LIMITS.refillMs);
    const posts = bucket.day === day ? bucket.posts : 0;
    if (posts >= POST_LIMITS.perDay)
      throw new BusinessError(this.codes.daily, `今天发布的内容已达 ${POST_LIMITS.perDay} 条上限，请明天再来`);
    if (refilled < 1) {
      const wait = Math.ceil(((1 - refilled) * POST_LIMITS.refillMs) / 1000);
      throw new BusinessError(this.codes.tooFast, `发布太频繁了，请 ${wait} 秒后再试`);
    }
    this.buckets.set(accountId, { tokens: refilled - 1, at: now, day, posts: posts + 1 });
    // A demo never gets near this; a long run forgets the quietest accounts (a full bucket).
    if (this.buckets.size > 50_000) for (const [id, old] of this.buckets) if (old.day !== day) this.buckets.delete(id);
  }
}

/** Refuses a post that @s more people than one post may. */
export function checkMentionCount(ids: readonly number[], text: string, code: number): void {
  const names = new Set([...text.matchAll(MENTION)].map((match) => match[1]));
  if (Math.max(new Set(ids).size, names.size) > POST_LIMITS.mentionsPerPost) {
    throw new BusinessError(code, `一条内容最多 @ ${POST_LIMITS.mentionsPerPost} 个人`);
  }
}
