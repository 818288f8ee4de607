import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveStatusValue } from '@shared/enums/live';
import { LiveRoomClient, type LiveRoomState, type SocketLike } from './live-room-client';
import { checkedFrame } from './live-frame-readers';

let sent = 0;
/** Tells this browser's own echo apart; unique enough without crypto.randomUUID (not on plain-http hosts). */
const nextClientId = () => `${Date.now().toString(36)}-${(sent++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The room's socket lives at `/api/live/{id}/socket` on the page's own origin (the site's server carries it). */
const apiSocketBase = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api`;

/**
 * Joins the live room for as long as the page shows it: one LiveRoomClient (heartbeats, reconnect
 * with backoff, no repeats after a reconnect), its state as React state. Null until the effect runs
 * (the server renders the room without a socket).
 */
export function useLiveRoom(liveId: number, status: LiveStatusValue) {
  const [state, setState] = useState<LiveRoomState | null>(null);
  const client = useRef<LiveRoomClient | null>(null);
  const initialStatus = useRef(status);

  useEffect(() => {
    const room = new LiveRoomClient({
      liveId,
      apiBase: apiSocketBase(),
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      status: initialStatus.current,
      onChange: setState,
      // Checked against the contract in development; the production bundle has no schema (and no zod).
      readFrame: import.meta.env.DEV ? checkedFrame : undefined,
    });
    client.current = room;
    setState(room.current);
    room.start();
    return () => {
      room.stop();
      if (client.current === room) client.current = null;
    };
  }, [liveId]);

  const send = useCallback((text: string): string | null => {
    const room = client.current;
    return room ? room.send(text, nextClientId()) : '正在连接直播间…';
  }, []);
  const reconnectNow = useCallback(() => client.current?.reconnectNow(), []);
  return { state, send, reconnectNow };
}
