import { useEffect } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LiveStatus, type LiveStatusValue } from '@shared/enums/live';
import { appContext } from '@client/app/app-context';
import type { LoaderMeta } from '@client/app/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { useApi } from '@client/lib/api-context';
import { useSelf } from '@client/features/session/get-self';
import { getLivePlaybackQueryOptions, getLiveQueryOptions, useLive, useLivePlayback } from '@client/features/live/get-live';
import { useLiveRoom } from '@client/features/live/use-live-room';
import { LiveStage } from '@client/features/live/components/live-stage';
import { LiveRoomPanel } from '@client/features/live/components/live-room-panel';
import { LiveRoomHeading } from '@client/features/live/components/live-room-heading';
import styles from '@client/features/live/live-play-page.module.css';

/** The class and what to play (a protected page: the guard has made sure of the session). */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const id = routeId(params.id, request);
  const { queryClient, api } = context.get(appContext);
  const [live] = await Promise.all([loadQuery(queryClient, getLiveQueryOptions(api, id)), loadQuery(queryClient, getLivePlaybackQueryOptions(api, id))]);
  return { meta: { title: `${live.title} - 直播间`, description: `${live.teacher.name}老师的${live.professionName}直播课，边看边在聊天区提问。` } };
}

export function Component() {
  const id = Number(useParams().id);
  const live = useLive(id);
  const playback = useLivePlayback(id);
  const self = useSelf();
  const api = useApi();
  const queryClient = useQueryClient();
  const { state, send } = useLiveRoom(id, (playback?.status ?? live?.status ?? LiveStatus.NOT_STARTED) as LiveStatusValue);
  const status = (state?.timeline.status ?? playback?.status ?? live?.status ?? LiveStatus.NOT_STARTED) as LiveStatusValue;

  // The teacher started while the learner waited: fetch the stream now (and the class's new state).
  const needsStream = status === LiveStatus.LIVE && !playback?.media;
  useEffect(() => {
    if (!needsStream) return;
    void queryClient.fetchQuery({ ...getLivePlaybackQueryOptions(api, id), staleTime: 0 }).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: ['live'] });
  }, [needsStream, api, id, queryClient]);

  if (!live) return null;
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
