import { CoinEntryKind } from '@shared/lib/order-rules';
import type { Account } from '../account/account-seed';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';

export interface CoinRecord {
  id: number;
  kind: number;
  amount: number;
  balanceAfter: number;
  title: string;
  orderId: number | null;
  at: number;
}

/** Entries kept per learner; the oldest go past it (the balance itself is on the account). */
const MAX_ENTRIES = 1_000;
const DAY = 86_400_000;

/**
 * The skill-coin balance's history. Every change of `account.coinBalance` goes through `change`,
 * which refuses to take the balance below zero, so the history always adds up to the balance.
 * Seeded balances get a plausible history (a welcome gift, then rewards) the first time one is read.
 */
export class CoinLedger implements AccountScopedState {
  private readonly entries = new Map<number, CoinRecord[]>();
  private nextId = 1;

  constructor(
    states: AccountStateRegistry,
    private readonly now: () => number,
  ) {
    states.register(this);
  }

  /** Adds (positive) or takes (negative) coins. Throws RangeError before anything changes if the balance would go negative. */
  change(account: Account, kind: number, amount: number, title: string, orderId: number | null = null): CoinRecord {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new RangeError(`coin change must be a non-zero integer, got ${amount}`);
    const history = this.historyOf(account);
    const balanceAfter = account.coinBalance + amount;
    if (balanceAfter < 0) throw new RangeError('skill-coin balance would go negative');
    account.coinBalance = balanceAfter;
    const record: CoinRecord = { id: this.nextId++, kind, amount, balanceAfter, title, orderId, at: this.now() };
    history.push(record);
    if (history.length > MAX_ENTRIES) history.splice(0, history.length - MAX_ENTRIES);
    return record;
  }

  /** Oldest first. */
  historyOf(account: Account): CoinRecord[] {
    let history = this.entries.get(account.id);
    if (!history) this.entries.set(account.id, (history = this.seedFor(account)));
    return history;
  }

  totals(account: Account): { earned: number; spent: number } {
    let earned = 0;
    let spent = 0;
    for (const record of this.historyOf(account)) {
      if (record.kind === CoinEntryKind.SPEND) spent -= record.amount;
      else if (record.kind === CoinEntryKind.REFUND) spent -= record.amount;
      else earned += record.amount;
    }
    return { earned, spent: Math.max(0, spent) };
  }

  dropAccount(accountId: number): void {
    this.entries.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    return this.entries.has(accountId);
  }

  private seedFor(account: Account): CoinRecord[] {
    const balance = account.coinBalance;
    if (balance <= 0) return [];
    const created = Date.parse(account.createdAt);
    const start = Number.isFinite(created) ? created : this.now() - 30 * DAY;
    const gift = Math.min(100, balance);
    const steps: [number, number, string][] = [[CoinEntryKind.EARN, gift, '新人礼包']];
    let rest = balance - gift;
    if (rest >= 300) {
      steps.push([CoinEntryKind.TOP_UP, 300, '充值 300 技能币']);
      rest -= 300;
    }
    const rewards = ['连续学习 7 天奖励', '完成课程奖励', '回答被采纳', '每日签到'];
    let index = 0;
    while (rest > 0) {
      const amount = rest > 200 && index < rewards.length - 1 ? 200 : rest;
      steps.push([CoinEntryKind.EARN, amount, rewards[index % rewards.length]!]);
      rest -= amount;
      index += 1;
    }
    // Spread between the account's creation and a day ago, oldest first.
    const span = Math.max(DAY, this.now() - DAY - start);
    let running = 0;
    return steps.map(([kind, amount, title], position) => {
      running += amount;
      return {
        id: this.nextId++,
        kind,
        amount,
        balanceAfter: running,
        title,
        orderId: null,
        at: start + Math.round((span * (position + 1)) / (steps.length + 1)),
      };
    });
  }
}
