import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LiveSpeaker } from '@shared/schemas/live-frames';
import { formatSiteTime } from '@client/components/site-time-format';
import styles from './live-chat.module.css';

export interface ChatLine {
  id: number;
  speaker: LiveSpeaker;
  text: string;
  /** Shown beside the nickname: the time said (live) or the offset in the recording (replay). */
  stamp: string;
}

const ROLE_LABELS: Record<LiveSpeaker['role'], string | null> = { teacher: '讲师', assistant: '助教', learner: null };
/** Within this many pixels of the bottom counts as "at the bottom" (sub-pixel scroll positions, a last line half in view). */
const STICKY_SLACK_PX = 32;

export const chatStampOf = (at: string) => formatSiteTime(at, 'HH:mm');

function ChatMessage({ line, mine }: { line: ChatLine; mine: boolean }) {
  const role = ROLE_LABELS[line.speaker.role];
  return (
    <li className={mine ? `${styles.message} ${styles.mine}` : styles.message} data-testid="live-message" data-message-id={line.id}>
      <span className={styles.avatar} aria-hidden="true" data-role={line.speaker.role}>
        {line.speaker.nickname.slice(0, 1)}
      </span>
      <div className={styles.bubble}>
        <p className={styles.meta}>
          <span className={styles.nickname}>{mine ? `${line.speaker.nickname}（我）` : line.speaker.nickname}</span>
          {role ? <span className={styles.role}>{role}</span> : null}
          <span className={styles.stamp}>{line.stamp}</span>
        </p>
        <p className={styles.text}>{line.text}</p>
      </div>
    </li>
  );
}

/**
 * The chat, newest at the bottom. It follows new messages while the learner is at the bottom; once
 * they scroll up to read, it stays put and a pill counts what arrived meanwhile (a click brings them back).
 */
export function LiveChat({ lines, selfId, empty }: { lines: readonly ChatLine[]; selfId: number | null; empty: string }) {
  const list = useRef<HTMLDivElement>(null);
  /** Whether the learner follows the chat (set by scrolling: at the bottom or not). */
  const following = useRef(true);
  /** Where the list was scrolled to when last pinned to the bottom: scrolling up goes above it. */
  const pinnedTop = useRef(0);
  const seen = useRef<number | null>(null);
  /**
   * A smooth jump to the newest line (the pill) is under way: its scroll events pass above the bottom
   * and messages keep landing, so until it arrives it counts as following and re-aims at the new end.
   * The learner's own wheel, touch, pointer or keys end it.
   */
  const jumping = useRef(false);
  const [unseen, setUnseen] = useState(0);
  const lastId = lines.at(-1)?.id ?? null;

  const scrollToBottom = useCallback((smooth: boolean) => {
    const element = list.current;
    if (!element) return;
    jumping.current = smooth;
    element.scrollTo({ top: element.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
    following.current = true;
    pinnedTop.current = element.scrollTop;
    setUnseen(0);
  }, []);

  // Before paint: a followed chat never shows a frame with the newest line cut off. A scroll up
  // counts even before its scroll event is dispatched (a message may land first): the list is then
  // above where it was pinned. A banner appearing above the list shrinks it without moving it.
  useLayoutEffect(() => {
    const element = list.current;
    if (lastId === seen.current || !element) return;
    const previous = seen.current;
    seen.current = lastId;
    if (jumping.current) return scrollToBottom(true);
    if (previous === null || (following.current && element.scrollTop >= pinnedTop.current - STICKY_SLACK_PX)) return scrollToBottom(false);
    following.current = false;
    setUnseen((count) => count + lines.filter((line) => line.id > previous).length);
  }, [lastId, lines, scrollToBottom]);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onScroll = () => {
      const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= STICKY_SLACK_PX;
      if (jumping.current) {
        if (!atBottom) return;
        jumping.current = false;
      }
      following.current = atBottom;
      if (!following.current) return;
      pinnedTop.current = element.scrollTop;
      setUnseen(0);
    };
    const onLearnerScroll = () => {
      jumping.current = false;
    };
    const learnerInputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    element.addEventListener('scroll', onScroll, { passive: true });
    for (const type of learnerInputs) element.addEventListener(type, onLearnerScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      for (const type of learnerInputs) element.removeEventListener(type, onLearnerScroll);
    };
  }, []);

  return (
    <div className={styles.chat}>
      <div ref={list} className={styles.list} role="log" aria-label="聊天消息" aria-live="off" tabIndex={0}>
        {lines.length === 0 ? <p className={styles.empty}>{empty}</p> : null}
        <ol className={styles.items}>
          {lines.map((line) => (
            <ChatMessage key={line.id} line={line} mine={selfId !== null && line.speaker.id === selfId} />
          ))}
        </ol>
      </div>
      {unseen > 0 ? (
        <button type="button" className={styles.pill} onClick={() => scrollToBottom(true)}>
          {unseen > 99 ? '99+' : unseen} 条新消息 ↓
        </button>
      ) : null}
    </div>
  );
}
