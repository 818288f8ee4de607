import { useEffect } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LiveStatus, type LiveStatusValue } from '@shared/enums/live';
import type { LiveDetail } from '@shared/schemas/live';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { useApi } from '@client/lib/api-context';
import { useSelf } from '@client/lib/session/get-self';
import {
  getLivePlaybackQueryOptions,
  getLiveQueryOptions,
  loadLivePlayback,
  useLive,
  useLivePlayback,
} from '@client/features/live/get-live';
import { useLiveRoom } from '@client/features/live/use-live-room';
import { LiveStage } from '@client/features/live/components/live-stage';
import { LiveRoomPanel } from '@client/features/live/components/live-room-panel';
import { LiveRoomHeading } from '@client/features/live/components/live-room-heading';
import { LivePurchaseGate } from '@client/features/live/components/live-purchase-gate';
import styles from '@client/features/live/live-play-page.module.css';

/**
 * The class and what to play (a protected page: the guard has made sure of the session); `locked`
 * when it is a paid class this learner has not bought: the page offers it instead of the room.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta & { locked: boolean }> {
  const id = routeId(params.id, request);
  const { queryClient, api } = context.get(appContext);
  const [live, playback] = await Promise.all([
    loadQuery(queryClient, getLiveQueryOptions(api, id)),
    loadLivePlayback(queryClient, api, id),
  ]);
  return {
    locked: playback === 'locked',
    meta: { title: `${live.title} - 直播间`, description: `${live.teacher.name}老师的${live.professionName}直播课，边看边在聊天区提问。` },
  };
}

export function Component() {
  const id = Number(useParams().id);
  const { locked } = useLoaderData<typeof loader>();
  const live = useLive(id);
  if (!live) return null;
  return locked ? <LockedRoom live={live} /> : <LiveRoom id={id} live={live} />;
}

/** A paid class not bought: its heading and the purchase where the stage would be; no stream, no socket, no chat. */
function LockedRoom({ live }: { live: LiveDetail }) {
  return (
    <div className={styles.page}>
      <LiveRoomHeading
        liveId={live.id}
        title={live.title}
        meta={`主讲 ${live.teacher.name} · ${live.teacher.title} · ${live.professionName}`}
      />
      <div className={styles.main}>
        <div className={styles.lockedStage}>
          <LivePurchaseGate id={live.id} price={live.price} poster={live.cover} what="live" />
        </div>
      </div>
    </div>
  );
}

function LiveRoom({ id, live }: { id: number; live: LiveDetail }) {
  const playback = useLivePlayback(id);
  const self = useSelf();
  const api = useApi();
  const queryClient = useQueryClient();
  const { state, send, reconnectNow } = useLiveRoom(id, (playback?.status ?? live.status) as LiveStatusValue);
  const status = (state?.timeline.status ?? playback?.status ?? live.status) as LiveStatusValue;

  // The teacher started while the learner waited: fetch the stream now (and the class's new state).
  const needsStream = status === LiveStatus.LIVE && !playback?.media;
  useEffect(() => {
    if (!needsStream) return;
    void queryClient.fetchQuery({ ...getLivePlaybackQueryOptions(api, id), staleTime: 0 }).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: ['live'] });
  }, [needsStream, api, id, queryClient]);

  return (
    <div className={styles.page}>
      <LiveRoomHeading liveId={id} title={live.title} meta={`主讲 ${live.teacher.name} · ${live.teacher.title} · ${live.professionName}`} />
      <div className={styles.body}>
        <div className={styles.main}>
          <LiveStage
            liveId={id}
            status={status}
            media={playback?.media ?? null}
            poster={live.cover}
            startTime={live.startTime}
            online={state?.online || live.onlineCount}
            connection={state?.connection ?? null}
            onReconnectNow={reconnectNow}
          />
          <section className={styles.outline} aria-labelledby="live-outline-title">
            <h2 id="live-outline-title">本场内容</h2>
            <ol>
              {live.outline.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </div>
        <LiveRoomPanel state={state} selfId={self?.id ?? null} onSend={send} />
      </div>
    </div>
  );
}
