import { createHash } from 'node:crypto';
import { CODE_CERTIFICATE_QUERY_CHALLENGE, CODE_CERTIFICATE_QUERY_LIMITED } from '@shared/api/certification';
import { CERTIFICATE_QUERY_LIMITS } from '@shared/lib/certification-journey';
import { normaliseIdNumber } from '@shared/lib/id-card-rules';
import { DAY, HOUR, MINUTE } from '../core/rolling';
import { BusinessError } from '../core/define-handler';
import { ExpiringMap } from '../core/expiring-map';
import { when } from './journey-links';
import { QueryChallenges } from './query-challenges';
import { beijingDayStart } from './schedule';

/** Public verification by number (the QR code's page): generous, but no crawling the register. */
export const VERIFY_LIMIT_PER_MINUTE = 60;
/** Challenges one address may fetch a minute: a person needs one per query. */
export const CHALLENGES_PER_MINUTE = 10;

interface Counted {
  start: number;
  count: number;
}

/** Fixed windows per key (each starts at the key's first call in it), bounded and forgotten when idle. */
class Windows {
  private readonly entries: ExpiringMap<string, Counted[]>;

  constructor(
    private readonly now: () => number,
    private readonly limits: readonly { ms: number; max: number }[],
    maxKeys: number,
  ) {
    this.entries = new ExpiringMap({ ttlMs: Math.max(...limits.map((limit) => limit.ms)), maxEntries: maxKeys, now });
  }

  /** Counts a call; when a window is full, counts nothing and answers when the fullest one reopens. */
  take(key: string): number | null {
    const now = this.now();
    const windows = (this.entries.get(key) ?? this.limits.map(() => ({ start: now, count: 0 }))).map((window, index) =>
      now - window.start >= this.limits[index]!.ms ? { start: now, count: 0 } : window,
    );
    const full = windows.map((window, index) => (window.count >= this.limits[index]!.max ? window.start + this.limits[index]!.ms : 0));
    const retryAt = Math.max(...full);
    if (retryAt > 0) return retryAt;
    this.entries.set(
      key,
      windows.map((window) => ({ ...window, count: window.count + 1 })),
    );
    return null;
  }
}

/** Retry times are said to the minute, rounded up: never earlier than the window reopens. */
const nextMinute = (at: number) => Math.ceil(at / MINUTE) * MINUTE;

/** An answered challenge sent with a query. */
export interface ChallengeAnswer {
  id: string;
  answer: string;
}

/**
 * 证书查询 and verification limits (CERTIFICATE_QUERY_LIMITS): per client address (the site's, as it
 * forwards it; the in-process SSR calls pass it too) a few queries a minute and an hour; per ID number
 * and client a Beijing day; and per ID number a day, past which every query needs an answered
 * challenge — a flood of wrong names from elsewhere slows that number down, it never locks its holder
 * out. All counted whether or not the number is in the register, so a flood learns nothing. ID
 * numbers are kept here only as a hash.
 */
export class CertificateQueryLimits {
  private readonly queries: Windows;
  private readonly verifications: Windows;
  private readonly challengesIssued: Windows;
  private readonly perIdNumber: ExpiringMap<string, { day: number; count: number }>;
  private readonly perIdNumberAndClient: ExpiringMap<string, { day: number; count: number }>;
  readonly challenges: QueryChallenges;

  constructor(private readonly now: () => number) {
    this.queries = new Windows(
      now,
      [
        { ms: MINUTE, max: CERTIFICATE_QUERY_LIMITS.perAddressPerMinute },
        { ms: HOUR, max: CERTIFICATE_QUERY_LIMITS.perAddressPerHour },
      ],
      50_000,
    );
    this.verifications = new Windows(now, [{ ms: MINUTE, max: VERIFY_LIMIT_PER_MINUTE }], 50_000);
    this.challengesIssued = new Windows(now, [{ ms: MINUTE, max: CHALLENGES_PER_MINUTE }], 50_000);
    this.perIdNumber = new ExpiringMap({ ttlMs: DAY + HOUR, maxEntries: 100_000, now });
    this.perIdNumberAndClient = new ExpiringMap({ ttlMs: DAY + HOUR, maxEntries: 200_000, now });
    this.challenges = new QueryChallenges(now);
  }

  /** One verification from `address`: 1316 when it has verified too many this minute. */
  verify(address: string): void {
    const retryAt = this.verifications.take(address);
    if (retryAt !== null) throw limited(`核验过于频繁，请于 ${when(nextMinute(retryAt))} 后再试`);
  }

  /** A new challenge for `address`: 1316 past a few a minute. */
  challenge(address: string): ReturnType<QueryChallenges['issue']> {
    const retryAt = this.challengesIssued.take(address);
    if (retryAt !== null) throw limited(`获取验证题过于频繁，请于 ${when(nextMinute(retryAt))} 后再试`);
    return this.challenges.issue();
  }

  /**
   * One query from `address` for `idNumber`: 1316 past the address's limits or its own limit for
   * this number today; 1317 when the number has been asked about unusually often today and no right
   * answer to a challenge came with it (a challenge sent is used up, answered right or wrong).
   */
  query(address: string, idNumber: string, challenge?: ChallengeAnswer): void {
    const retryAt = this.queries.take(address);
    if (retryAt !== null) throw limited(`查询过于频繁，请于 ${when(nextMinute(retryAt))} 后再试`);
    const numberKey = createHash('sha256').update(normaliseIdNumber(idNumber)).digest('hex');
    const clientKey = `${numberKey}|${address}`;
    const today = beijingDayStart(this.now());
    const countOf = (counted: { day: number; count: number } | undefined) => (counted?.day === today ? counted.count : 0);
    const byClient = countOf(this.perIdNumberAndClient.get(clientKey));
    if (byClient >= CERTIFICATE_QUERY_LIMITS.perIdNumberPerClientPerDay)
      throw limited(
        `你今日已查询该身份证号 ${CERTIFICATE_QUERY_LIMITS.perIdNumberPerClientPerDay} 次，请核对姓名和身份证号，于 ${when(today + DAY)} 后再试`,
      );
    const byAnyone = countOf(this.perIdNumber.get(numberKey));
    if (byAnyone >= CERTIFICATE_QUERY_LIMITS.challengeAfterPerIdNumberPerDay) {
      if (!challenge) throw challengeNeeded('该身份证号今日查询次数较多，为确认是本人查询，请先回答验证题');
      if (!this.challenges.settle(challenge.id, challenge.answer)) throw challengeNeeded('验证题答案不正确或已过期，请回答新的验证题');
    }
    this.perIdNumberAndClient.set(clientKey, { day: today, count: byClient + 1 });
    this.perIdNumber.set(numberKey, { day: today, count: byAnyone + 1 });
  }
}

const limited = (message: string) => new BusinessError(CODE_CERTIFICATE_QUERY_LIMITED, message);
const challengeNeeded = (message: string) => new BusinessError(CODE_CERTIFICATE_QUERY_CHALLENGE, message);
