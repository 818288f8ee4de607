import { MessageType } from '@shared/enums/message';
import type { LiveCard } from '@shared/schemas/home';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import type { MessageBox } from '../message/message-box';

/**
 * 预约提醒: who asked to be told when a class starts. A reminder is delivered once, as a type-36
 * message (系统通知) linking to the room, when the class starts: when its start time has passed
 * (checked lazily, when a learner's messages are read, so no timer runs per class) or when the room
 * is started early (the developer control).
 */
export class LiveReminders implements AccountScopedState {
  private readonly byLive = new Map<number, Set<number>>();

  constructor(
    states: AccountStateRegistry,
    private readonly lives: readonly LiveCard[],
    private readonly box: MessageBox,
    private readonly now: () => number,
  ) {
    states.register(this);
  }

  /** The live classes the account asked to be reminded of (导出我的数据). */
  liveIdsOf(accountId: number): number[] {
    return [...this.byLive].filter(([, accounts]) => accounts.has(accountId)).map(([liveId]) => liveId);
  }

  of(liveId: number): ReadonlySet<number> {
    return this.byLive.get(liveId) ?? new Set();
  }

  set(liveId: number, accountId: number, on: boolean): void {
    const set = this.byLive.get(liveId) ?? new Set<number>();
    if (on) set.add(accountId);
    else set.delete(accountId);
    if (set.size) this.byLive.set(liveId, set);
    else this.byLive.delete(liveId);
  }

  dropAccount(accountId: number): void {
    for (const liveId of [...this.byLive.keys()]) this.set(liveId, accountId, false);
  }

  hasStateFor(accountId: number): boolean {
    for (const accounts of this.byLive.values()) if (accounts.has(accountId)) return true;
    return false;
  }

  /** The classes that have started (or `liveId`, started now): their reminders go out. */
  deliverDue(liveId?: number): void {
    for (const [id, accounts] of this.byLive) {
      const live = this.lives.find((candidate) => candidate.id === id);
      if (!live || (id !== liveId && Date.parse(live.startTime) > this.now())) continue;
      for (const accountId of accounts) {
        this.box.notify(accountId, {
          type: MessageType.LIVE_START,
          senderId: null,
          action: '你预约的直播开始了',
          title: live.title,
          quote: live.title,
          content: `主讲：${live.teacher}。点击进入直播间观看。`,
          link: `/live/${live.id}/play`,
        });
      }
      this.byLive.delete(id);
    }
  }
}
