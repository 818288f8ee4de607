import { LiveStatus } from '@shared/enums/live';
import type { MockStore } from '../store';
import { LiveRoom } from './live-room';
import { LiveClassSimulation } from './live-class-simulation';
import { LiveSocketLimits, type LiveSocketLimitsOptions } from './socket-limits';

/** A bound on rooms kept at once; live ids come from the seeded catalogue, so this is never reached in practice. */
const MAX_ROOMS = 200;

/** The mock API's live rooms, one per live session of the catalogue, created when first joined. */
export class LiveRooms {
  private readonly rooms = new Map<number, LiveRoom>();
  /** Sockets per client address and account, over every room (socket-limits.ts). */
  readonly sockets: LiveSocketLimits;

  constructor(
    readonly store: MockStore,
    private readonly options: { simulate?: boolean; socketLimits?: LiveSocketLimitsOptions } = {},
  ) {
    this.sockets = new LiveSocketLimits(options.socketLimits);
    // However a session ends, its sockets stop speaking for the learner at once.
    store.onSessionEnd((token) => this.sockets.endSession(token));
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
