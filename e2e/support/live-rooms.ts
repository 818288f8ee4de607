import { expect, type APIRequestContext } from '@playwright/test';
import { getLive } from '@shared/api/live';
import { LiveStatus, type LiveStatusValue } from '@shared/enums/live';
import { contractClient } from './api';
import { mockControls } from './mock';

/**
 * The live classes the specs use, one per purpose, by id. The mock's schedule is fixed by catalogue
 * index from its start hour (mock-api/live/live-status.ts): class 1 (paid) is always on air, class 2
 * (free) for the first 80 minutes, classes 3–9 come round weekly (class 3 an hour after the start hour, 4 after 14 hours, 6 and 9 days
 * later) and are shown 未开始 days ahead,
 * 10–12 ended weeks ago. A test that changes a room (chat, mutes, an outage, a booking) has one of its
 * own, so tests running in parallel never meet in a room; only read-only visits (axe) share one.
 * Picking "the first on-air class" instead made two specs chat, mute and drop sockets in one room.
 */
const LIVE_ROOMS = {
  /** Free, on air: e2e/live-room.spec.ts chats, mutes, announces and drops the sockets here. */
  chat: { id: 2, status: LiveStatus.LIVE, free: true },
  /**
   * Free, started early by the teacher's control (its own class is a day away): live-room-learner's
   * refused message and phone layout (nothing posted, the room left as it was); the room's axe.
   */
  learner: { id: 6, status: LiveStatus.LIVE, free: true, startEarly: true },
  /** Free, not started: live-room-learner's countdown, and its outage (the room taken down and up). */
  outage: { id: 9, status: LiveStatus.NOT_STARTED, free: true },
  /**
   * Paid, not started for 14 hours after the start hour: live-detail books and cancels a reminder (the
   * count moves). Not class 3: it goes on air an hour after the start hour, within a run that starts late in an hour.
   */
  booking: { id: 4, status: LiveStatus.NOT_STARTED, free: false },
  /** Paid, always on air: live-detail buys it, each time as a new learner. */
  paidOnAir: { id: 1, status: LiveStatus.LIVE, free: false },
  /** Free, ended, with its replay: read only. */
  replay: { id: 10, status: LiveStatus.ENDED, free: true },
} satisfies Record<string, { id: number; status: LiveStatusValue; free: boolean; startEarly?: boolean }>;

export type LiveRoomPurpose = keyof typeof LIVE_ROOMS;

/**
 * The id of the class kept for `purpose`, checked to be in the state and at the price the test
 * needs (a class to be on air ahead of its time is started now, once).
 */
export async function liveRoomFor(request: APIRequestContext, purpose: LiveRoomPurpose): Promise<number> {
  const room: { id: number; status: LiveStatusValue; free: boolean; startEarly?: boolean } = LIVE_ROOMS[purpose];
  const api = contractClient(request);
  let live = await api.call(getLive, { params: { id: room.id } });
  if (room.startEarly && live.status === LiveStatus.NOT_STARTED) {
    await mockControls(request).liveRoom(room.id, 'start');
    live = await api.call(getLive, { params: { id: room.id } });
  }
  expect(live.status, `live class ${room.id} (${purpose}) is ${LiveStatus.label(room.status)}`).toBe(room.status);
  expect(live.price === 0, `live class ${room.id} (${purpose}) is ${room.free ? 'free' : 'paid'}`).toBe(room.free);
  return room.id;
}
