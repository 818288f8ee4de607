import { deletionDueAt } from '@shared/lib/account-deletion-rules';
import type { Account } from './account-seed';
import type { AccountStateRegistry } from '../core/account-scoped-state';

export interface AccountsOptions {
  /** Accounts created at run time kept at most; past it the oldest of them is evicted. */
  maxCreated: number;
  /** The per-account stores an eviction cascades to. */
  states: AccountStateRegistry;
  /** The mock's clock: an account whose deletion's cooling-off has passed is gone from every lookup. */
  now?: () => number;
}

/**
 * Every account of one mock instance: the seeded ones (the demo accounts and the community's
 * members), which always stay, then those created at run time (sign-ups, SMS and WeChat logins),
 * bounded by evicting the oldest. Ids are never reused, so no old token, order or message can
 * reach a newer account.
 *
 * Phone and WeChat binding change in place on the account (account/routes.ts, auth/routes.ts), so
 * they are found by a scan rather than an index that could go stale; the id, which never changes,
 * is indexed for the lookups every community card and message makes.
 */
export class Accounts implements Iterable<Account> {
  private readonly seeded: readonly Account[];
  /** In creation order: the first is the one evicted next. An array, not a Map: taking a Map's first key after many such deletions walks the holes they left. */
  private readonly created: Account[] = [];
  private readonly index = new Map<number, Account>();
  /** Accounts whose 注销 is requested and not yet purged: the few `settleDeletions` looks at. */
  private readonly pendingDeletions = new Set<Account>();
  private settling = false;
  private nextId: number;

  constructor(
    seeded: readonly Account[],
    private readonly options: AccountsOptions,
  ) {
    this.seeded = [...seeded];
    for (const account of seeded) this.index.set(account.id, account);
    this.nextId = Math.max(0, ...this.index.keys()) + 1;
  }

  get size(): number {
    return this.index.size;
  }

  /** Seeded first, then created ones, oldest first; accounts removed by 注销 are left out. */
  *[Symbol.iterator](): IterableIterator<Account> {
    this.settleDeletions();
    for (const account of this.seeded) if (!this.isGone(account)) yield account;
    for (const account of this.created) if (!this.isGone(account)) yield account;
  }

  /**
   * Whether the account was deleted (注销): its cooling-off period is over, read from the clock.
   * It then signs in nowhere, its sessions find nobody, and its phone and WeChat are free again;
   * what it wrote in the community shows as 已注销用户 (community-views.ts), like an evicted account's.
   * The next lookup purges its data (`settleDeletions`).
   */
  isGone(account: Account): boolean {
    const requestedAt = account.deletionRequestedAt;
    return requestedAt != null && this.options.now !== undefined && this.options.now() >= deletionDueAt(requestedAt);
  }

  byId(id: number): Account | undefined {
    this.settleDeletions();
    const account = this.index.get(id);
    return account && !this.isGone(account) ? account : undefined;
  }

  byPhone(phone: string): Account | undefined {
    return this.find((account) => account.phone === phone);
  }

  /** The account a WeChat identity is bound to. */
  byOpenId(openId: string): Account | undefined {
    return this.find((account) => account.wechatOpenId === openId);
  }

  /** Accounts whose nickname is exactly this (default nicknames repeat: @-mentions pick among namesakes). */
  withNickname(nickname: string): Account[] {
    return [...this].filter((account) => account.nickname === nickname);
  }

  /** The first account, seeded first, that matches; for the rules no index answers (look-alike nicknames). */
  find(predicate: (account: Account) => boolean): Account | undefined {
    this.settleDeletions();
    const live = (account: Account) => !this.isGone(account) && predicate(account);
    return this.seeded.find(live) ?? this.created.find(live);
  }

  /**
   * Binds a WeChat identity to the account. One identity signs in to one account, and it is never
   * moved from another: callers check first (account/wechat-binding.ts, which answers 1021).
   */
  bindOpenId(account: Account, openId: string): void {
    const holder = this.byOpenId(openId);
    if (holder && holder !== account) throw new Error(`WeChat ${openId} is bound to account ${holder.id}`);
    account.wechatOpenId = openId;
  }

  /** 注销 requested at `at`: the account is gone once the cooling-off period has passed from then (by the clock). */
  requestDeletion(account: Account, at: number): void {
    account.deletionRequestedAt = at;
    this.pendingDeletions.add(account);
  }

  /** Signing in during the cooling-off period takes the request back: the account and its data stay. */
  cancelDeletion(account: Account): void {
    account.deletionRequestedAt = null;
    this.pendingDeletions.delete(account);
  }

  /**
   * Purges every account whose cooling-off period has passed by the clock (decision 015): what the
   * law keeps stays (`AccountStateRegistry.purgeAccount`: orders and invoices, certificates), the
   * rest of its data goes, and the account itself keeps only its id and dates — no phone, password,
   * WeChat, nickname, profile or coins (forfeited: service terms 4.4). Runs on every lookup, so no request
   * sees the data of an account that is gone; cheap, as it looks only at pending requests.
   */
  settleDeletions(): void {
    if (this.settling || this.pendingDeletions.size === 0) return;
    this.settling = true;
    try {
      for (const account of [...this.pendingDeletions]) {
        if (!this.isGone(account)) continue;
        this.pendingDeletions.delete(account);
        this.options.states.purgeAccount(account.id);
        Object.assign(account, {
          phone: '',
          passwordHash: '',
          nickname: '已注销用户',
          gender: 0,
          signature: '',
          realNameVerified: false,
          coinBalance: 0,
          wechatOpenId: null,
          avatar: undefined,
          education: null,
          birthday: null,
        } satisfies Partial<Account>);
      }
    } finally {
      this.settling = false;
    }
  }

  /** Adds an account created at run time; past the bound the oldest such account is evicted. */
  add(fields: Omit<Account, 'id'>): Account {
    const account: Account = { id: this.nextId++, ...fields };
    this.created.push(account);
    this.index.set(account.id, account);
    if (this.created.length > this.options.maxCreated) this.forget(this.created.shift()!);
    return account;
  }

  /**
   * Removes an account created at run time and everything every per-account store keeps for it
   * (its sessions end). A seeded account is never evicted: false, nothing changes.
   */
  evict(id: number): boolean {
    const at = this.created.findIndex((account) => account.id === id);
    if (at < 0) return false;
    this.forget(this.created.splice(at, 1)[0]!);
    return true;
  }

  private forget(account: Account): void {
    this.pendingDeletions.delete(account);
    this.index.delete(account.id);
    this.options.states.dropAccount(account.id);
  }
}
