import { LiveMessageKind, LiveStatus, type LiveStatusValue } from '@shared/enums/live';
import {
  checkLiveMessage,
  isRoomEvent,
  LIVE_CLOSE,
  LIVE_HEARTBEAT_MS,
  liveSocketPath,
  type LiveRoomEvent,
} from '@shared/schemas/live-frames';
import { trustedFrame, type FrameReader } from './live-frame-readers';
import { applyRoomEvents, emptyTimeline, type LiveTimeline } from './live-timeline';
import { reconnectDelay } from './reconnect-delay';

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What the room page renders: the timeline plus the connection's own news. */
export interface LiveRoomState {
  timeline: LiveTimeline;
  connection: ConnectionState;
  online: number;
  /** The latest refusal of something this browser sent (kind 9), in Chinese. */
  refusal: string | null;
  /** Counts refusals, so the same reason twice in a row is shown twice. */
  refusalCount: number;
  /** Why the room closed for good (an unknown room, flooding), when it did. */
  closedReason: string | null;
}

/** The parts of the browser's WebSocket the client uses (Node tests pass the `ws` package's). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveRoomClientOptions {
  liveId: number;
  /** Where the API is as a WebSocket origin (`wss://site/api`). */
  apiBase: string;
  createSocket: (url: string) => SocketLike;
  status: LiveStatusValue;
  onChange: (state: LiveRoomState) => void;
  random?: () => number;
  /** How frames are read: `trustedFrame` by default, `checkedFrame` (the zod schema) in development and tests. */
  readFrame?: FrameReader;
  timers?: {
    setTimeout: typeof setTimeout;
    clearTimeout: typeof clearTimeout;
    setInterval: typeof setInterval;
    clearInterval: typeof clearInterval;
  };
}

const OPEN = 1;
/** Closes after which reconnecting is pointless: the room is gone, or the server cut a misbehaving socket. */
const FINAL_CLOSES: Record<number, string> = {
  [LIVE_CLOSE.ROOM_CLOSED]: '直播间已关闭',
  [LIVE_CLOSE.FORBIDDEN_ORIGIN]: '连接被拒绝',
  [LIVE_CLOSE.FLOODING]: '发送过于频繁，连接已断开，请刷新页面',
  [LIVE_CLOSE.SIGNED_OUT]: '你已退出登录，请重新登录后进入直播间',
  [LIVE_CLOSE.SUPERSEDED]: '你已在其他窗口或设备进入直播间，本窗口已断开',
  [LIVE_CLOSE.TOO_MANY_SOCKETS]: '当前网络打开的直播间过多，请关闭其他窗口后刷新页面',
  [LIVE_CLOSE.ACCESS_ENDED]: '本直播已退款，无法继续观看',
};

/**
 * The browser's end of a live room: one WebSocket, heartbeats every 30 s, reconnection with backoff
 * and jitter that asks for the events after the last one applied, and the timeline reducer that
 * drops repeats and waits out gaps — so a dropped connection loses nothing and repeats nothing.
 */
export class LiveRoomClient {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private state: LiveRoomState;
  private readonly timers: NonNullable<LiveRoomClientOptions['timers']>;

  constructor(private readonly options: LiveRoomClientOptions) {
    // Bound: a browser's timer functions throw "Illegal invocation" when called as another object's methods.
    this.timers = options.timers ?? {
      setTimeout: setTimeout.bind(globalThis),
      clearTimeout: clearTimeout.bind(globalThis),
      setInterval: setInterval.bind(globalThis),
      clearInterval: clearInterval.bind(globalThis),
    };
    this.state = {
      timeline: emptyTimeline(options.status),
      connection: 'connecting',
      online: 0,
      refusal: null,
      refusalCount: 0,
      closedReason: null,
    };
  }

  get current(): LiveRoomState {
    return this.state;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Leaves the room for good (the page unmounts). */
  stop(): void {
    this.stopped = true;
    this.timers.clearTimeout(this.retryTimer);
    this.timers.clearInterval(this.heartbeat);
    this.socket?.close(1000, 'leaving');
    this.socket = null;
    this.update({ connection: 'closed' });
  }

  /** 立即重连: while reconnecting, tries now instead of waiting out the backoff (which starts again from its first step). */
  reconnectNow(): void {
    if (this.stopped || this.state.connection !== 'reconnecting' || this.socket) return;
    this.timers.clearTimeout(this.retryTimer);
    this.attempt = 0;
    this.connect();
  }

  /** Sends a chat message; returns the reason it cannot be sent (shown under the input), or null. */
  send(text: string, clientId: string): string | null {
    const checked = checkLiveMessage(text);
    if (!checked.ok) return checked.reason;
    if (!this.socket || this.socket.readyState !== OPEN) return '连接已断开，正在重连…';
    this.socket.send(JSON.stringify({ kind: LiveMessageKind.MESSAGE, text: checked.text, clientId }));
    return null;
  }

  private update(patch: Partial<LiveRoomState>): void {
    this.state = { ...this.state, ...patch };
    this.options.onChange(this.state);
  }

  private connect(): void {
    const { liveId, apiBase, createSocket } = this.options;
    const socket = createSocket(`${apiBase}${liveSocketPath(liveId, this.state.timeline.lastSeq)}`);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.update({ connection: 'open', closedReason: null });
      this.timers.clearInterval(this.heartbeat);
      this.heartbeat = this.timers.setInterval(
        () => socket.readyState === OPEN && socket.send(JSON.stringify({ kind: LiveMessageKind.HEARTBEAT })),
        LIVE_HEARTBEAT_MS,
      );
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined; // a close always follows
    socket.onclose = ({ code }) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.timers.clearInterval(this.heartbeat);
      if (this.stopped) return;
      const final = FINAL_CLOSES[code];
      if (final) return this.update({ connection: 'closed', closedReason: final });
      this.update({ connection: 'reconnecting' });
      this.retryTimer = this.timers.setTimeout(() => this.connect(), reconnectDelay(this.attempt++, this.options.random));
    };
  }

  private receive(data: unknown): void {
    let frame;
    try {
      frame = (this.options.readFrame ?? trustedFrame)(JSON.parse(String(data)));
    } catch {
      return;
    }
    // A frame this client does not understand (a newer server) is skipped, never fatal.
    if (!frame) return;
    if (isRoomEvent(frame)) return this.applyEvents([frame]);
    if (frame.kind === LiveMessageKind.ONLINE_COUNT) {
      // Once the class has ended the figure stays where it stopped.
      if (this.state.timeline.status === LiveStatus.ENDED) return;
      return this.update({ online: frame.count });
    }
    if (frame.kind === LiveMessageKind.WRONG_MESSAGE_TYPE)
      return this.update({ refusal: frame.reason, refusalCount: this.state.refusalCount + 1 });
  }

  private applyEvents(events: LiveRoomEvent[]): void {
    const timeline = applyRoomEvents(this.state.timeline, events);
    if (timeline !== this.state.timeline) this.update({ timeline });
  }
}
