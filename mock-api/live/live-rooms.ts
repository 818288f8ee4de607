import { LiveStatus } from '@shared/enums/live';
import type { MockStore } from '../core/store';
import type { AccountScopedState } from '../core/account-scoped-state';
import { LiveRoom } from './live-room';
import { LiveClassSimulation } from './live-class-simulation';
import { LiveSocketLimits, type LiveSocketLimitsOptions } from './socket-limits';

/** A bound on rooms kept at once; live ids come from the seeded catalogue, so this is never reached in practice. */
const MAX_ROOMS = 200;

/** The mock API's live rooms, one per live session of the catalogue, created when first joined. */
export class LiveRooms implements AccountScopedState {
  private readonly rooms = new Map<number, LiveRoom>();
  /** Sockets per client address and account, over every room (socket-limits.ts). */
  readonly sockets: LiveSocketLimits;

  constructor(
    readonly store: MockStore,
    private readonly options: { simulate?: boolean; socketLimits?: LiveSocketLimitsOptions } = {},
  ) {
    store.accountStates.register(this);
    this.sockets = new LiveSocketLimits(options.socketLimits);
    // However a session ends, its sockets stop speaking for the learner at once (an evicted
    // account's too: its sessions end first, so its sockets and their seats go with them).
    store.sessions.onEnd((token) => this.sockets.endSession(token));
    // A refunded class is no longer the learner's: an open room closes now, not at the next reconnect.
    store.onGrantRevoked((order) => {
      if (order.grant.kind === 'live') this.sockets.endAccess(order.accountId, order.grant.liveId);
    });
  }

  /** The room of a live session, or undefined when the catalogue has no such live. */
  roomFor(liveId: number): LiveRoom | undefined {
    const existing = this.rooms.get(liveId);
    if (existing) return existing;
    const live = this.store.catalogue.lives.find((item) => item.id === liveId);
    if (!live || this.rooms.size >= MAX_ROOMS) return undefined;
    const { liveSchedule } = this.store;
    const room = new LiveRoom(liveId, {
      now: () => new Date(this.store.now()),
      schedule: { get: () => liveSchedule.statusOf(liveId), set: (status) => liveSchedule.set(liveId, status) },
    });
    // The simulation hooks itself to the room (onOccupancy) and lives as long as it.
    if (this.options.simulate) new LiveClassSimulation(room, { baseAudience: liveSchedule.audienceOf(liveId), teacher: live.teacher });
    this.rooms.set(liveId, room);
    return room;
  }

  /**
   * An evicted account: every room forgets its mute and posting allowance, and any socket of it
   * still open closes (none normally: its sessions ended first, and their sockets with them).
   */
  dropAccount(accountId: number): void {
    this.sockets.endAccount(accountId);
    for (const room of this.rooms.values()) room.forgetUser(accountId);
  }

  hasStateFor(accountId: number): boolean {
    return this.sockets.countForAccount(accountId) > 0 || [...this.rooms.values()].some((room) => room.remembers(accountId));
  }

  /** Rooms that are on air (for the developer page and the bots). */
  onAir(): LiveRoom[] {
    return [...this.rooms.values()].filter((room) => room.status === LiveStatus.LIVE);
  }

  /** Closes every socket of every room (the server is going away). */
  closeAll(): void {
    for (const room of this.rooms.values()) {
      room.dropAll();
      room.dispose();
    }
  }
}
