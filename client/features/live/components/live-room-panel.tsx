import { useMemo, useState } from 'react';
import { LiveMessageKind, LiveStatus } from '@shared/enums/live';
import { formatSiteTime } from '@client/components/site-time-format';
import { WarningIcon } from '@client/components/icons/warning-icon';
import type { LiveRoomState } from '../live-room-client';
import type { LiveTimeline } from '../live-timeline';
import { LiveChat, chatStampOf, type ChatLine } from './live-chat';
import { LiveComposer } from './live-composer';
import styles from './live-room-panel.module.css';

const untilText = (until: string | null) => (until ? `，至 ${formatSiteTime(until, 'M月D日 HH:mm')}` : '');
/** How long a mute lasts, for the input: until a time, or until the teacher lifts it. */
const mutedUntilText = (until: string | null) => untilText(until) || '，直到讲师解除';

/** Why this learner cannot speak right now, or null: each state says so in its own words. */
export function blockedReasonOf(state: LiveRoomState | null, selfId: number | null): string | null {
  if (!state) return '正在连接直播间…';
  const { timeline } = state;
  if (timeline.status === LiveStatus.ENDED) return '直播已结束，不能再发言';
  if (state.closedReason) return state.closedReason;
  if (timeline.status === LiveStatus.NOT_STARTED) return '直播尚未开始，开播后即可发言';
  const mute = selfId === null ? undefined : timeline.mutedUsers.get(selfId);
  if (mute)
    return `${mute.penalty ? '你已被处罚，暂不能发言' : '你已被禁言'}${mutedUntilText(mute.until)}${mute.reason && mute.reason !== '你已被禁言' ? `（${mute.reason}）` : ''}`;
  if (timeline.roomMuted) return '全员禁言中，仅讲师和助教可以发言';
  if (state.connection !== 'open') return '连接已断开，正在重新连接…';
  return null;
}

/** Warnings and penalties addressed to this learner: only they see them, until they say 知道了. */
function MyNotices({ timeline, selfId }: { timeline: LiveTimeline; selfId: number | null }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const mine = timeline.notices.filter((notice) => notice.userId === selfId && !dismissed.has(notice.seq)).slice(-2);
  if (mine.length === 0) return null;
  return (
    <div className={styles.notices}>
      {mine.map((notice) => (
        <div key={notice.seq} className={notice.kind === LiveMessageKind.PENALTY ? styles.penalty : styles.warning} role="alert">
          <WarningIcon size={16} />
          <span>
            {notice.kind === LiveMessageKind.PENALTY ? `你已被处罚${untilText(notice.until)}：` : '你收到一次警告：'}
            {notice.reason}
          </span>
          <button type="button" className={styles.dismiss} onClick={() => setDismissed((seqs) => new Set(seqs).add(notice.seq))}>
            知道了
          </button>
        </div>
      ))}
    </div>
  );
}

interface LiveRoomPanelProps {
  state: LiveRoomState | null;
  selfId: number | null;
  onSend: (text: string) => string | null;
}

/** The room's side panel: the announcement, notices for this learner, the chat and the input. */
export function LiveRoomPanel({ state, selfId, onSend }: LiveRoomPanelProps) {
  const timeline = state?.timeline;
  const lines = useMemo<ChatLine[]>(
    () =>
      (timeline?.messages ?? []).map((message) => ({
        id: message.id,
        speaker: message.speaker,
        text: message.text,
        stamp: chatStampOf(message.at),
      })),
    [timeline?.messages],
  );
  const refusal = state?.refusal ? { text: state.refusal, count: state.refusalCount } : null;
  // This learner's newest message as the room echoed it: the composer lets go of a sent text then.
  const ownEcho = useMemo(() => {
    const messages = timeline?.messages ?? [];
    for (let index = messages.length - 1; index >= 0 && selfId !== null; index--)
      if (messages[index]!.speaker.id === selfId) return { id: messages[index]!.id, text: messages[index]!.text };
    return null;
  }, [timeline?.messages, selfId]);
  return (
    <section className={styles.panel} aria-label="直播互动">
      <h2 className={styles.title}>
        互动聊天
        {state?.connection === 'open' ? <span className={styles.connected}>已连接</span> : null}
      </h2>
      {timeline?.announcement ? (
        <p className={styles.announcement} data-testid="live-announcement">
          <strong>公告</strong>
          <span>{timeline.announcement}</span>
        </p>
      ) : null}
      {timeline ? <MyNotices timeline={timeline} selfId={selfId} /> : null}
      <LiveChat lines={lines} selfId={selfId} empty={state ? '还没有人发言，来说第一句吧' : '正在连接直播间…'} />
      <LiveComposer
        blockedReason={blockedReasonOf(state, selfId)}
        onSend={onSend}
        refusal={refusal}
        ownEcho={ownEcho}
        connected={state?.connection === 'open'}
      />
    </section>
  );
}
