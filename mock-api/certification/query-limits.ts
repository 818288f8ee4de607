import { createHash } from 'node:crypto';
import { CODE_CERTIFICATE_QUERY_LIMITED } from '@shared/api/certification';
import { CERTIFICATE_QUERY_LIMITS } from '@shared/lib/certification-journey';
import { normaliseIdNumber } from '@shared/lib/id-card-rules';
import { DAY, HOUR, MINUTE } from '../core/rolling';
import { BusinessError } from '../core/define-handler';
import { ExpiringMap } from '../core/expiring-map';
import { when } from './journey-links';
import { beijingDayStart } from './schedule';

/** Public verification by number (the QR code's page): generous, but no crawling the register. */
export const VERIFY_LIMIT_PER_MINUTE = 60;

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

/**
 * 证书查询 and verification limits (CERTIFICATE_QUERY_LIMITS): per client address (the site's, as it
 * forwards it; the in-process SSR calls pass it too) a few queries a minute and an hour, and per ID
 * number a Beijing day — counted whether or not the number is in the register, so a flood learns
 * nothing. ID numbers are kept here only as a hash.
 */
export class CertificateQueryLimits {
  private readonly queries: Windows;
  private readonly verifications: Windows;
  private readonly perIdNumber: ExpiringMap<string, { day: number; count: number }>;

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
    this.perIdNumber = new ExpiringMap({ ttlMs: DAY + HOUR, maxEntries: 100_000, now });
  }

  /** One verification from `address`: 1316 when it has verified too many this minute. */
  verify(address: string): void {
    const retryAt = this.verifications.take(address);
    if (retryAt !== null) throw limited(`核验过于频繁，请于 ${when(nextMinute(retryAt))} 后再试`);
  }

  /** One query from `address` for `idNumber`: 1316 past the address's or the number's limit. */
  query(address: string, idNumber: string): void {
    const retryAt = this.queries.take(address);
    if (retryAt !== null) throw limited(`查询过于频繁，请于 ${when(nextMinute(retryAt))} 后再试`);
    const key = createHash('sha256').update(normaliseIdNumber(idNumber)).digest('hex');
    const today = beijingDayStart(this.now());
    const counted = this.perIdNumber.get(key);
    const count = counted?.day === today ? counted.count : 0;
    if (count >= CERTIFICATE_QUERY_LIMITS.perIdNumberPerDay)
      throw limited(`该身份证号今日已查询 ${CERTIFICATE_QUERY_LIMITS.perIdNumberPerDay} 次，达到上限，请于 ${when(today + DAY)} 后再试`);
    this.perIdNumber.set(key, { day: today, count: count + 1 });
  }
}

const limited = (message: string) => new BusinessError(CODE_CERTIFICATE_QUERY_LIMITED, message);
