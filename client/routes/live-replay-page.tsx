import { useMemo, useState } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { LiveStatus } from '@shared/enums/live';
import type { LiveReplayMessage } from '@shared/schemas/live';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { requiresLogin } from '@client/lib/protected-action';
import { formatClock } from '@client/lib/format/clock-format';
import { useSelf } from '@client/lib/session/get-self';
import { getLiveQueryOptions, loadLivePlayback, useLive, useLivePlayback } from '@client/features/live/get-live';
import { replayChatUntil } from '@client/features/live/replay-chat';
import { LiveChat } from '@client/features/live/components/live-chat';
import { LiveRoomHeading } from '@client/features/live/components/live-room-heading';
import { LivePurchaseGate } from '@client/features/live/components/live-purchase-gate';
import styles from '@client/features/live/live-play-page.module.css';
import replayStyles from '@client/features/live/live-replay-page.module.css';

/**
 * The class, and the recording for a signed-in learner (a visitor sees the class and a sign-in
 * prompt); `locked` for a paid class the learner has not bought (the page offers it instead).
 */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta & { locked: boolean }> {
  const id = routeId(params.id, request);
  const { queryClient, api, hasToken } = context.get(appContext);
  const [live, playback] = await Promise.all([
    loadQuery(queryClient, getLiveQueryOptions(api, id)),
    hasToken() ? loadLivePlayback(queryClient, api, id) : undefined,
  ]);
  return {
    locked: playback === 'locked',
    meta: {
      title: `${live.title} - 直播回放`,
      description: `${live.teacher.name}老师的${live.professionName}直播回放，聊天记录随视频进度同步显示。`,
      image: live.cover,
    },
  };
}

/** Where the recording would be, when there is none to play: not ended yet, or not signed in. */
function ReplayGate({ id, status, signedIn, poster }: { id: number; status: number; signedIn: boolean; poster: string }) {
  return (
    <div className={replayStyles.gate} style={{ backgroundImage: `url("${poster}")` }}>
      <div className={replayStyles.gateCard}>
        {status !== LiveStatus.ENDED ? (
          <>
            <p className={replayStyles.gateTitle}>{status === LiveStatus.LIVE ? '直播正在进行中' : '直播尚未开始'}</p>
            <a className={replayStyles.gateAction} href={status === LiveStatus.LIVE ? `/live/${id}/play` : `/live/${id}`}>
              {status === LiveStatus.LIVE ? '进入直播间' : '查看直播详情'}
            </a>
          </>
        ) : signedIn ? (
          <p className={replayStyles.gateTitle}>本场直播没有回放</p>
        ) : (
          <>
            <p className={replayStyles.gateTitle}>登录后观看回放</p>
            <button type="button" className={replayStyles.gateAction} {...requiresLogin}>
              登录 / 注册
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/** The chat of a replay not loaded (yet): one array, so the lines below are not rebuilt on every render. */
const NO_REPLAY_CHAT: readonly LiveReplayMessage[] = [];

export function Component() {
  const id = Number(useParams().id);
  const { locked } = useLoaderData<typeof loader>();
  const live = useLive(id);
  const playback = useLivePlayback(id);
  const self = useSelf();
  const [playhead, setPlayhead] = useState(0);
  const chat = playback?.replayChat ?? NO_REPLAY_CHAT;
  // Re-built only when a line appears or goes (timeupdate fires four times a second).
  const shownCount = replayChatUntil(chat, playhead).length;
  const lines = useMemo(
    () =>
      chat
        .slice(0, shownCount)
        .map((message) => ({ id: message.id, speaker: message.speaker, text: message.text, stamp: formatClock(message.offsetSeconds) })),
    [chat, shownCount],
  );
  if (!live) return null;

  const media = playback?.status === LiveStatus.ENDED ? playback.media : null;
  return (
    <div className={styles.page}>
      <LiveRoomHeading liveId={id} title={live.title} meta={`回放 · 主讲 ${live.teacher.name} · ${live.professionName}`} />
      <div className={styles.body}>
        <div className={styles.main}>
          <div className={replayStyles.stage}>
            {media ? (
              // eslint-disable-next-line jsx-a11y/media-has-caption -- the API has no caption track for live replays
              <video
                className={replayStyles.video}
                src={media.url}
                poster={media.poster}
                controls
                playsInline
                preload="metadata"
                aria-label="直播回放"
                data-testid="replay-video"
                onTimeUpdate={(event) => setPlayhead(event.currentTarget.currentTime)}
                onSeeked={(event) => setPlayhead(event.currentTarget.currentTime)}
              />
            ) : locked ? (
              <LivePurchaseGate id={id} price={live.price} poster={live.cover} what="replay" />
            ) : (
              <ReplayGate id={id} status={live.status} signedIn={self !== null} poster={live.cover} />
            )}
          </div>
        </div>
        <section className={replayStyles.panel} aria-label="聊天回放">
          <h2 className={replayStyles.panelTitle}>
            聊天回放
            <span>
              {shownCount}/{chat.length}
            </span>
          </h2>
          <p className={replayStyles.panelHint}>聊天记录随视频进度显示，拖动进度条可跳转</p>
          <LiveChat
            lines={lines}
            selfId={self?.id ?? null}
            empty={media ? '播放后，聊天记录会随视频出现' : locked ? '购买后可查看聊天回放' : '暂无聊天记录'}
          />
        </section>
      </div>
    </div>
  );
}
