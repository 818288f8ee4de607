import { LiveMessageKind, LiveStatus, type LiveStatusValue } from '@shared/enums/live';
import type { LiveRoomEvent, LiveSpeaker } from '@shared/schemas/live-frames';

export interface LiveChatMessage {
  id: number;
  seq: number;
  at: string;
  speaker: LiveSpeaker;
  text: string;
}

export interface MuteState {
  until: string | null;
  reason: string;
  /** Muted by a penalty (kind 5), not a plain mute: the input says which. */
  penalty?: true;
}

/** What the room shows, built only from room events applied in `seq` order. */
export interface LiveTimeline {
  /** The last event applied: a reconnect asks for what came after it. */
  lastSeq: number;
  /** Events that arrived ahead of a gap, applied once the gap is filled. */
  pending: ReadonlyMap<number, LiveRoomEvent>;
  messages: readonly LiveChatMessage[];
  announcement: string | null;
  roomMuted: boolean;
  status: LiveStatusValue;
  /** Muted users by id (the room shows the reason to the one concerned). */
  mutedUsers: ReadonlyMap<number, MuteState>;
  /** Warnings and penalties, newest last: each is shown to the person concerned. */
  notices: readonly Extract<LiveRoomEvent, { kind: 4 | 5 }>[];
}

/** The room keeps at most this many messages on screen; older ones scroll away for good. */
export const TIMELINE_MAX_MESSAGES = 500;

export const emptyTimeline = (status: LiveStatusValue = LiveStatus.NOT_STARTED): LiveTimeline => ({
  lastSeq: 0,
  pending: new Map(),
  messages: [],
  announcement: null,
  roomMuted: false,
  status,
  mutedUsers: new Map(),
  notices: [],
});

function applyOne(timeline: LiveTimeline, event: LiveRoomEvent): LiveTimeline {
  const next = { ...timeline, lastSeq: event.seq };
  switch (event.kind) {
    case LiveMessageKind.MESSAGE: {
      const messages = [...timeline.messages, { id: event.id, seq: event.seq, at: event.at, speaker: event.speaker, text: event.text }];
      return { ...next, messages: messages.length > TIMELINE_MAX_MESSAGES ? messages.slice(-TIMELINE_MAX_MESSAGES) : messages };
    }
    case LiveMessageKind.MESSAGE_DELETE:
      return { ...next, messages: timeline.messages.filter((message) => message.id !== event.messageId) };
    case LiveMessageKind.ROOM_MUTE_NOTICE:
      return { ...next, roomMuted: event.roomMuted, announcement: event.announcement };
    case LiveMessageKind.START_END:
      return { ...next, status: event.status };
    case LiveMessageKind.USER_MUTE: {
      const mutedUsers = new Map(timeline.mutedUsers);
      if (event.muted) mutedUsers.set(event.userId, { until: event.until, reason: event.reason });
      else mutedUsers.delete(event.userId);
      return { ...next, mutedUsers };
    }
    case LiveMessageKind.WARNING:
      return { ...next, notices: [...timeline.notices, event] };
    case LiveMessageKind.PENALTY: {
      // The room mutes a penalised learner until the penalty ends (its lift comes as a USER_MUTE
      // event), so the input is closed as for a mute, not left open to have every post refused.
      const mutedUsers = new Map(timeline.mutedUsers);
      mutedUsers.set(event.userId, { until: event.until, reason: event.reason, penalty: true });
      return { ...next, mutedUsers, notices: [...timeline.notices, event] };
    }
  }
}

/**
 * Applies room events as they arrive, whatever the order and however often: an event already
 * applied is dropped, one ahead of a gap waits in `pending` until the events before it arrive (a
 * replay after a reconnect fills the gap). So a message is never shown twice or out of order.
 */
export function applyRoomEvents(timeline: LiveTimeline, events: readonly LiveRoomEvent[]): LiveTimeline {
  const pending = new Map(timeline.pending);
  let current = timeline;
  for (const event of events) {
    if (event.seq <= current.lastSeq || pending.has(event.seq)) continue;
    pending.set(event.seq, event);
    for (let following = pending.get(current.lastSeq + 1); following; following = pending.get(current.lastSeq + 1)) {
      pending.delete(following.seq);
      current = applyOne(current, following);
    }
  }
  return { ...current, pending };
}

/** Whether the room is waiting on events it knows it missed (a gap before `pending`). */
export const hasGap = (timeline: LiveTimeline) => timeline.pending.size > 0;
