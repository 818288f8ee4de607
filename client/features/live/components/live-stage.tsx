import { useEffect, useState } from 'react';
import { LiveStatus, type LiveStatusValue } from '@shared/enums/live';
import type { LivePlayback } from '@shared/schemas/live';
import { formatCount } from '@client/lib/format/catalogue-format';
import { formatSiteTime } from '@client/components/site-time-format';
import { EyeIcon } from '@client/components/icons/eye-icon';
import type { ConnectionState } from '../live-room-client';
import { countdownClock } from '../live-countdown';
import styles from './live-stage.module.css';

interface LiveStageProps {
  liveId: number;
  status: LiveStatusValue;
  media: LivePlayback['media'];
  poster: string;
  startTime: string;
  online: number;
  connection: ConnectionState | null;
  /** 立即重连: try now instead of waiting for the next retry. */
  onReconnectNow?: () => void;
}

/**
 * The time left to the planned start, ticking every second from the browser's clock. Nothing in the
 * server's render (its clock is not the browser's: hydration would disagree), the start time says it.
 */
function StartCountdown({ startTime }: { startTime: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now === null) return null;
  const left = countdownClock(Date.parse(startTime), now);
  return (
    <p className={styles.countdown} data-testid="live-countdown">
      {left ? (
        <>
          距开播 <span className={styles.countdownClock}>{left}</span>
        </>
      ) : (
        '即将开播，请稍候'
      )}
    </p>
  );
}

/**
 * The stream stand-in: the committed sample recording, looped and muted so it may start by itself
 * (the learner turns the sound on), under the room's state — waiting before the start, a notice
 * and the replay link after the end, a banner while the connection is being restored.
 */
export function LiveStage({ liveId, status, media, poster, startTime, online, connection, onReconnectNow }: LiveStageProps) {
  const onAir = status === LiveStatus.LIVE && media;
  return (
    <div className={styles.stage} data-testid="live-stage" data-status={status}>
      {onAir ? (
        <video
          className={styles.video}
          src={media.url}
          poster={media.poster}
          autoPlay
          muted
          loop
          playsInline
          controls
          aria-label="直播画面"
        />
      ) : (
        <div className={styles.waiting} style={{ backgroundImage: `url("${poster}")` }}>
          <div className={styles.waitingCard}>
            {status === LiveStatus.ENDED ? (
              <>
                <p className={styles.waitingTitle}>直播已结束</p>
                <a className={styles.replay} href={`/live/${liveId}/replay`}>
                  观看回放
                </a>
              </>
            ) : status === LiveStatus.LIVE ? (
              <p className={styles.waitingTitle}>直播已开始，正在加载画面…</p>
            ) : (
              <>
                <p className={styles.waitingTitle}>直播尚未开始</p>
                <StartCountdown startTime={startTime} />
                <p className={styles.waitingText}>{formatSiteTime(startTime, 'M月D日 HH:mm')} 开播，讲师开播后画面会自动出现</p>
              </>
            )}
          </div>
        </div>
      )}
      <div className={styles.overlay}>
        {status === LiveStatus.LIVE ? (
          <span className={styles.badge}>
            <span className={styles.dot} aria-hidden="true" />
            直播中
          </span>
        ) : null}
        <span className={styles.online} data-testid="live-online">
          <EyeIcon size={14} />
          {formatCount(online)} 人在线
        </span>
      </div>
      {connection === 'reconnecting' ? (
        <div className={styles.connection}>
          <p role="status">网络连接中断，正在重新连接…</p>
          {onReconnectNow ? (
            <button type="button" className={styles.reconnect} onClick={onReconnectNow}>
              立即重连
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
