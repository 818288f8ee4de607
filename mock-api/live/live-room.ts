import { LiveMessageKind, LiveStatus, type LiveStatusValue } from '@shared/enums/live';
import {
  checkLiveMessage,
  LIVE_CLOSE,
  LIVE_MAX_FRAME_BYTES,
  readClientFrame,
  type LiveRoomEvent,
  type LiveServerFrame,
  type LiveSpeaker,
} from '@shared/schemas/live-frames';
import { shanghaiIso } from '../core/faker';
import { SENSITIVE_WORD_REFUSAL, sensitiveWordIn } from './live-sensitive-words';

/** One socket in the room, whatever carries it (a WebSocket in the mock, a fake in tests). */
export interface RoomConnection {
  /** Null for a visitor who is not signed in: they watch and read, and cannot post. */
  user: LiveSpeaker | null;
  send(frame: LiveServerFrame): void;
  close(code: number, reason: string): void;
}

export interface LiveRoomOptions {
  now?: () => Date;
  status?: LiveStatusValue;
  /** Where the status lives instead of the room (the mock's LiveSchedule: the clock, and start/end set there). */
  schedule?: { get(): LiveStatusValue; set(status: LiveStatusValue): void };
  /** Events kept for replay after a reconnect. */
  logSize?: number;
  /** A learner may post this many messages… */
  postBurst?: number;
  /** …and then one more every this many ms. */
  postIntervalMs?: number;
  /** More frames than this in one second from one socket closes it (LIVE_CLOSE.FLOODING). */
  maxFramesPerSecond?: number;
  /** The online count goes to everyone at most this often, carrying the latest figure (default 1000 ms). */
  countIntervalMs?: number;
  /** Runs a task every `ms` until the returned function is called (a real interval; tests pass a hand-moved one). */
  every?: (ms: number, task: () => void) => () => void;
  /** A viewer whose socket closed still counts as online this long (default 15 s), so a reconnect never shows a dip. */
  lingerMs?: number;
}

/** Whom a closed socket belonged to, and when it closed: counted online until it comes back or lingerMs passes. */
interface Departure {
  userId: number | null;
  at: number;
}

const realEvery = (ms: number, task: () => void) => {
  const timer = setInterval(task, ms);
  timer.unref?.();
  return () => clearInterval(timer);
};

type NewEvent = LiveRoomEvent extends infer E ? (E extends LiveRoomEvent ? Omit<E, 'seq' | 'at'> : never) : never;

/** Why a learner cannot post, and until when (epoch ms; null: until someone lifts it). */
interface Mute {
  reason: string;
  until: number | null;
}

/** Frames a socket sent in the current one-second window (flood limit, per socket). */
interface FrameWindow {
  start: number;
  frames: number;
}

/** A learner's posting allowance (token bucket, per learner: two tabs do not double it). */
interface PostBucket {
  tokens: number;
  refilledAt: number;
}

const beijing = (date: Date) => shanghaiIso(date.getTime());

/**
 * A live room of the mock API: a numbered log of room events (kinds 1–5, 7, 8) replayed to a
 * socket that reconnects, the online count, and the rules a real room enforces — signed-in
 * posting, mutes, a per-learner rate limit, flood and size limits. A bad frame is answered with
 * kind 9 to its sender and never disturbs anyone else.
 */
export class LiveRoom {
  readonly connections = new Set<RoomConnection>();
  private readonly log: LiveRoomEvent[] = [];
  private seq = 0;
  private nextMessageId = 1;
  private roomMuted = false;
  private announcement: string | null = null;
  private readonly mutedUsers = new Map<number, Mute>();
  /** Timers that lift timed mutes for everyone to see (a USER_MUTE frame with muted false). */
  private readonly liftTimers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly frameWindows = new WeakMap<RoomConnection, FrameWindow>();
  private readonly postBuckets = new Map<number, PostBucket>();
  private readonly now: () => Date;
  private readonly logSize: number;
  private readonly postBurst: number;
  private readonly postIntervalMs: number;
  private readonly maxFramesPerSecond: number;
  private ownStatus: LiveStatusValue;
  private readonly schedule?: LiveRoomOptions['schedule'];
  /** Viewers the mock simulates besides the real sockets (live-class-simulation.ts). */
  private audience = 0;
  /** Called when the first socket joins and when the last one leaves (the simulation runs only in between). */
  onOccupancy?: (occupied: boolean) => void;
  private readonly countIntervalMs: number;
  private readonly every: NonNullable<LiveRoomOptions['every']>;
  /** Stops the online-count ticker; set while anyone is in the room. */
  private stopCountTicker: (() => void) | null = null;
  /** The count the room last told everyone (-1: not yet). */
  private sentCount = -1;
  private readonly lingerMs: number;
  /** Sockets closed lately, oldest first (see Departure). */
  private departures: Departure[] = [];
  /** The server is "down" (a developer control): new sockets are closed at once with 1013, so clients keep retrying. */
  outage = false;

  constructor(
    readonly liveId: number,
    options: LiveRoomOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.ownStatus = options.status ?? LiveStatus.NOT_STARTED;
    this.schedule = options.schedule;
    this.logSize = options.logSize ?? 1000;
    this.postBurst = options.postBurst ?? 3;
    this.postIntervalMs = options.postIntervalMs ?? 2000;
    this.maxFramesPerSecond = options.maxFramesPerSecond ?? 20;
    this.countIntervalMs = options.countIntervalMs ?? 1000;
    this.every = options.every ?? realEvery;
    this.lingerMs = options.lingerMs ?? 15_000;
  }

  /** 未开始 / 直播中 / 已结束: the schedule's when there is one, so the room agrees with the list, the detail and the replay. */
  get status(): LiveStatusValue {
    return this.schedule ? this.schedule.get() : this.ownStatus;
  }
  set status(status: LiveStatusValue) {
    if (this.schedule) this.schedule.set(status);
    else this.ownStatus = status;
  }

  /** The sockets here, plus the simulated audience while the class is on air (none before or after). */
  get onlineCount(): number {
    return this.connections.size + this.lingering() + (this.status === LiveStatus.LIVE ? this.audience : 0);
  }

  /** Departures younger than lingerMs (older ones are forgotten here). */
  private lingering(): number {
    const since = this.now().getTime() - this.lingerMs;
    if (this.departures.length > 0 && this.departures[0]!.at < since) this.departures = this.departures.filter(({ at }) => at >= since);
    return this.departures.length;
  }

  private departed(connection: RoomConnection): void {
    this.departures.push({ userId: connection.user?.id ?? null, at: this.now().getTime() });
  }

  /** A viewer back within lingerMs takes their departure's place instead of counting twice. */
  private returned(connection: RoomConnection): void {
    const userId = connection.user?.id ?? null;
    const index = this.departures.findIndex((departure) => departure.userId === userId);
    if (index >= 0) this.departures.splice(index, 1);
  }

  /** Sets the simulated audience; everyone sees it with the next count tick. */
  setAudience(count: number): void {
    this.audience = Math.max(0, Math.round(count));
  }

  /**
   * Adds a socket: it gets every kept event after `after` (0: all kept) and the online count. The
   * others learn the new count from the ticker, at most once a second: a count frame to everyone per
   * join and leave made a crowd arriving cost the square of its size.
   */
  join(connection: RoomConnection, after = 0): void {
    if (this.status === LiveStatus.ENDED && this.log.length === 0) {
      connection.close(LIVE_CLOSE.ROOM_CLOSED, 'room closed');
      return;
    }
    // Occupied first, before the socket is in: the simulated audience is back before the figure goes out
    // (else the first socket back read 1), and what the room says on filling reaches it once, by the replay.
    if (this.connections.size === 0) this.occupied(true);
    this.connections.add(connection);
    this.returned(connection);
    for (const event of this.log) if (event.seq > after) connection.send(event);
    // After the end the figure stays where it stopped: a late joiner reads the detail's.
    if (this.status !== LiveStatus.ENDED) connection.send({ kind: LiveMessageKind.ONLINE_COUNT, count: this.onlineCount });
  }

  leave(connection: RoomConnection): void {
    if (!this.connections.delete(connection)) return;
    this.departed(connection);
    if (this.connections.size === 0) this.occupied(false);
  }

  /** A frame from a socket, as received (text, and its size in bytes). */
  receive(connection: RoomConnection, raw: string, bytes = Buffer.byteLength(raw)): void {
    if (!this.connections.has(connection)) return;
    if (bytes > LIVE_MAX_FRAME_BYTES) return this.drop(connection, LIVE_CLOSE.FRAME_TOO_LARGE, 'frame too large');
    if (this.flooding(connection)) return this.drop(connection, LIVE_CLOSE.FLOODING, 'too many frames');
    const read = readClientFrame(raw);
    if (!read.ok) return connection.send(read.reply);
    if (read.frame.kind === LiveMessageKind.HEARTBEAT) return connection.send({ kind: LiveMessageKind.HEARTBEAT, at: beijing(this.now()) });
    const refusal = this.refusalToPost(connection, read.frame.text);
    if (refusal) return connection.send({ kind: LiveMessageKind.WRONG_MESSAGE_TYPE, reason: refusal });
    this.post(connection.user!, read.frame.text);
  }

  /** A chat message from someone in the room (the teacher bot and the simulated learners post here too). */
  post(speaker: LiveSpeaker, text: string): LiveRoomEvent {
    const checked = checkLiveMessage(text);
    if (!checked.ok) throw new Error(checked.reason);
    return this.append({ kind: LiveMessageKind.MESSAGE, id: this.nextMessageId++, speaker, text: checked.text });
  }

  // The developer controls (`/__mock/live/{id}/…`) and the teacher's actions.
  muteUser(userId: number, muted: boolean, reason = muted ? '你已被禁言' : '', until: string | null = null) {
    if (muted) this.setMute(userId, reason, until);
    else this.clearMute(userId);
    return this.append({ kind: LiveMessageKind.USER_MUTE, userId, muted, until: muted ? until : null, reason });
  }
  muteRoom(muted: boolean) {
    this.roomMuted = muted;
    return this.append({ kind: LiveMessageKind.ROOM_MUTE_NOTICE, roomMuted: muted, announcement: this.announcement });
  }
  announce(text: string | null) {
    this.announcement = text;
    return this.append({ kind: LiveMessageKind.ROOM_MUTE_NOTICE, roomMuted: this.roomMuted, announcement: text });
  }
  deleteMessage(messageId: number) {
    return this.append({ kind: LiveMessageKind.MESSAGE_DELETE, messageId });
  }
  warn(userId: number, reason: string) {
    return this.append({ kind: LiveMessageKind.WARNING, userId, reason });
  }
  penalize(userId: number, reason: string, until: string | null = null) {
    this.setMute(userId, reason, until);
    return this.append({ kind: LiveMessageKind.PENALTY, userId, reason, until });
  }
  start() {
    this.status = LiveStatus.LIVE;
    return this.append({ kind: LiveMessageKind.START_END, status: LiveStatus.LIVE });
  }
  end() {
    this.status = LiveStatus.ENDED;
    return this.append({ kind: LiveMessageKind.START_END, status: LiveStatus.ENDED });
  }
  /** Stops the timers of timed mutes (the mock is closing). */
  dispose(): void {
    for (const timer of this.liftTimers.values()) clearTimeout(timer);
    this.liftTimers.clear();
    this.stopCountTicker?.();
    this.stopCountTicker = null;
  }

  /**
   * Forgets a learner (an account evicted from the store): its mute and its posting allowance,
   * silently — a mute lifted for everyone to see would announce someone who is gone. What it said
   * stays in the room's log, as what others said around it does.
   */
  forgetUser(userId: number): void {
    this.clearMute(userId);
    this.postBuckets.delete(userId);
  }

  /** Whether the room keeps a mute or a posting allowance for the learner. */
  remembers(userId: number): boolean {
    return this.mutedUsers.has(userId) || this.liftTimers.has(userId) || this.postBuckets.has(userId);
  }

  /** Closes every socket as a server going away would: the clients reconnect and catch up. */
  dropAll(): number {
    const dropped = [...this.connections];
    this.connections.clear();
    for (const connection of dropped) this.departed(connection);
    for (const connection of dropped) connection.close(LIVE_CLOSE.GOING_AWAY, 'server restarting');
    if (dropped.length) this.occupied(false);
    return dropped.length;
  }

  /** The kept events after `seq`, for a client that asks over HTTP (the replay page, a reconnect). */
  eventsAfter(seq: number): LiveRoomEvent[] {
    return this.log.filter((event) => event.seq > seq);
  }

  // A timed mute ends by itself: a timer tells the room when it is due, and a post checks the clock
  // too (a timer may fire late, and tests run on a fake clock).
  private setMute(userId: number, reason: string, until: string | null): void {
    this.clearMute(userId);
    const untilMs = until === null ? null : Date.parse(until);
    this.mutedUsers.set(userId, { reason, until: untilMs });
    if (untilMs === null) return;
    const timer = setTimeout(() => this.liftIfDue(userId), Math.max(0, untilMs - this.now().getTime()));
    timer.unref?.();
    this.liftTimers.set(userId, timer);
  }

  private clearMute(userId: number): void {
    this.mutedUsers.delete(userId);
    clearTimeout(this.liftTimers.get(userId));
    this.liftTimers.delete(userId);
  }

  private activeMute(userId: number): Mute | undefined {
    this.liftIfDue(userId);
    return this.mutedUsers.get(userId);
  }

  private liftIfDue(userId: number): void {
    const mute = this.mutedUsers.get(userId);
    if (mute?.until != null && mute.until <= this.now().getTime()) this.muteUser(userId, false);
  }

  private append(event: NewEvent): LiveRoomEvent {
    const numbered = { ...event, seq: ++this.seq, at: beijing(this.now()) } as LiveRoomEvent;
    this.log.push(numbered);
    if (this.log.length > this.logSize) this.log.splice(0, this.log.length - this.logSize);
    for (const connection of this.connections) connection.send(numbered);
    return numbered;
  }

  /** The count ticker runs while anyone is in the room; the simulation is told too. */
  private occupied(occupied: boolean): void {
    this.stopCountTicker?.();
    this.stopCountTicker = occupied ? this.every(this.countIntervalMs, () => this.flushOnlineCount()) : null;
    if (!occupied) this.sentCount = -1;
    this.onOccupancy?.(occupied);
  }

  /** One tick: the latest online count to everyone, if it changed since the last tick. */
  private flushOnlineCount(): void {
    // Ended: the count stops changing (the audience leaving a finished class is not news).
    if (this.status === LiveStatus.ENDED) return;
    const count = this.onlineCount;
    if (count === this.sentCount) return;
    this.sentCount = count;
    const frame = { kind: LiveMessageKind.ONLINE_COUNT, count } as const;
    for (const connection of this.connections) connection.send(frame);
  }

  private drop(connection: RoomConnection, code: number, reason: string): void {
    // Cut for misbehaving: no lingering in the count.
    this.connections.delete(connection);
    connection.close(code, reason);
    if (this.connections.size === 0) this.occupied(false);
  }

  private flooding(connection: RoomConnection): boolean {
    const now = this.now().getTime();
    let window = this.frameWindows.get(connection);
    if (!window || now - window.start >= 1000) {
      window = { start: now, frames: 0 };
      this.frameWindows.set(connection, window);
    }
    return ++window.frames > this.maxFramesPerSecond;
  }

  /** Takes one post from the learner's bucket; false when it is empty. */
  private takePost(userId: number): boolean {
    const now = this.now().getTime();
    const bucket = this.postBuckets.get(userId) ?? { tokens: this.postBurst, refilledAt: now };
    const refill = Math.floor((now - bucket.refilledAt) / this.postIntervalMs);
    if (refill > 0) {
      bucket.tokens = Math.min(this.postBurst, bucket.tokens + refill);
      bucket.refilledAt += refill * this.postIntervalMs;
    }
    this.postBuckets.set(userId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Why this socket may not post this text now, in Chinese; undefined when it may. */
  private refusalToPost(connection: RoomConnection, text: string): string | undefined {
    const user = connection.user;
    if (!user) return '请先登录后再发言';
    if (this.status !== LiveStatus.LIVE) return this.status === LiveStatus.ENDED ? '直播已结束，不能发言' : '直播尚未开始，暂不能发言';
    if (this.roomMuted && user.role === 'learner') return '全员禁言中，暂不能发言';
    const mute = this.activeMute(user.id);
    if (mute) return mute.reason || '你已被禁言';
    const checked = checkLiveMessage(text);
    if (!checked.ok) return checked.reason;
    if (user.role === 'learner' && sensitiveWordIn(checked.text)) return SENSITIVE_WORD_REFUSAL;
    if (user.role === 'learner' && !this.takePost(user.id)) return '发言太频繁，请稍后再试';
    return undefined;
  }
}
