import { randomBytes, randomInt } from 'node:crypto';
import { MINUTE } from '../core/rolling';
import { ExpiringMap } from '../core/expiring-map';
import { shanghaiIso } from '../core/faker';

/** How long an issued challenge can be answered. */
export const CHALLENGE_TTL_MS = 5 * MINUTE;

/**
 * 证书查询's challenge when an ID number is asked about unusually often (query-limits.ts): a sum
 * or difference of two two-digit numbers, written as a person reads it. It is no CAPTCHA — a
 * program can answer it — but it costs every further query a round trip and a fresh, single-use
 * question, and it never locks the number against its holder, whoever flooded it.
 */
export class QueryChallenges {
  private readonly open: ExpiringMap<string, number>;

  constructor(private readonly now: () => number) {
    this.open = new ExpiringMap({ ttlMs: CHALLENGE_TTL_MS, maxEntries: 50_000, now });
  }

  issue(): { id: string; question: string; expiresAt: string } {
    const a = randomInt(10, 100);
    const b = randomInt(10, 100);
    const [question, answer] = randomInt(2) === 0 || a < b ? [`${a} 加 ${b} 等于多少？`, a + b] : [`${a} 减 ${b} 等于多少？`, a - b];
    const id = randomBytes(18).toString('base64url');
    this.open.set(id, answer);
    return { id, question, expiresAt: shanghaiIso(this.now() + CHALLENGE_TTL_MS) };
  }

  /** Whether `answer` answers challenge `id`; either way the challenge is used up. */
  settle(id: string, answer: string): boolean {
    const expected = this.open.get(id);
    this.open.delete(id);
    // Digits typed with a Chinese keyboard's full-width forms count as the same digits.
    const typed = answer.trim().replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
    return expected !== undefined && typed === String(expected);
  }
}
