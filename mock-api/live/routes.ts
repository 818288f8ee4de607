import type { FastifyInstance } from 'fastify';
import { CODE_LIVE_NOT_UPCOMING, getLive, getLivePlayback, listLives, setLiveReminder } from '@shared/api/live';
import { LiveStatus, LiveType } from '@shared/enums/live';
import type { LiveCard } from '@shared/schemas/home';
import type { LiveDetail, LivePlayback, LiveSummary } from '@shared/schemas/live';
import { recordingOf, replayChatOf } from './live-replay';
import { liveDurationMinutes } from './live-status';
import { ownsLive, requireLiveAccess } from './live-access';
import { BusinessError, CODE_NOT_FOUND, handle } from '../core/define-handler';
import { PROFESSIONS, TEACHER_TITLES } from '../catalogue/vocabulary';
import { shanghaiIso } from '../core/faker';
import type { MockStore } from '../core/store';
import { learnerOf } from '../learning/routes';
import { signedMediaUrl } from '../media/media-signature';
import { generatedAvatarUrl } from '../media/generated-avatar';

const OUTLINE_STEPS = ['考试政策与报名条件', '理论知识重点梳理', '实操考核项目演示', '历年真题讲解', '常见失分点与注意事项', '互动答疑'];

/**
 * The live classes of the catalogue, as the /live pages show them: type, length, profession and
 * related course are derived from the seeded card (every third class is a course live).
 */
export function registerLiveRoutes(app: FastifyInstance, store: MockStore): void {
  const professionOf = (live: LiveCard) => PROFESSIONS.find((profession) => live.title.startsWith(profession.name)) ?? PROFESSIONS[0]!;
  const courseOf = (live: LiveCard) => {
    const professionId = PROFESSIONS.indexOf(professionOf(live)) + 1;
    return store.catalogue.courses.find((course) => course.professionId === professionId) ?? null;
  };
  const baseReminders = (live: LiveCard) => (live.status === LiveStatus.NOT_STARTED ? 40 + ((live.id * 37) % 300) : 0);
  const remindersOf = (liveId: number) => store.liveReminders.of(liveId);

  const summaryOf = (live: LiveCard): LiveSummary => ({
    ...live,
    type: live.id % 3 === 0 ? LiveType.COURSE : LiveType.ORDINARY,
    durationMinutes: liveDurationMinutes(live.id),
    hasReplay: live.status === LiveStatus.ENDED,
    professionName: professionOf(live).name,
    reminderCount: baseReminders(live) + remindersOf(live.id).size,
  });
  // Live now first, then the next to start, then the most recently ended.
  const rank = (live: LiveCard) => (live.status === LiveStatus.LIVE ? 0 : live.status === LiveStatus.NOT_STARTED ? 1 : 2);
  // Per call: the statuses and start times follow the clock (mock-api/live/live-status.ts).
  const ordered = () =>
    [...store.catalogue.lives].sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (a.status === LiveStatus.ENDED ? b.startTime.localeCompare(a.startTime) : a.startTime.localeCompare(b.startTime)) ||
        a.id - b.id,
    );
  const liveById = (id: number) => {
    const live = store.catalogue.lives.find((item) => item.id === id);
    if (!live) throw new BusinessError(CODE_NOT_FOUND, '直播不存在或已下线');
    return live;
  };

  handle(app, listLives, ({ query }) => {
    const list = ordered().filter(
      (live) =>
        (query.status === undefined || live.status === query.status) && (query.type === undefined || summaryOf(live).type === query.type),
    );
    const start = (query.page - 1) * query.size;
    return { list: list.slice(start, start + query.size).map(summaryOf), total: list.length, page: query.page, size: query.size };
  });

  handle(app, getLive, ({ params, token }): LiveDetail => {
    const live = liveById(params.id);
    const summary = summaryOf(live);
    const profession = professionOf(live);
    const course = summary.type === LiveType.COURSE ? courseOf(live) : null;
    const account = store.accountByToken(token);
    return {
      ...summary,
      description: [
        `本场直播由${live.teacher}老师主讲，面向准备参加${profession.name}职业技能等级认定的学员，结合最新考核标准讲解理论与实操要点。`,
        '直播中可在聊天区提问，讲师会集中答疑；直播结束后可观看回放，聊天记录随回放同步显示。',
      ],
      outline: OUTLINE_STEPS.slice(0, 3 + (live.id % 4)),
      teacher: {
        name: live.teacher,
        title: TEACHER_TITLES[live.id % TEACHER_TITLES.length]!,
        avatar: generatedAvatarUrl((live.id % 16) + 1, live.teacher),
        intro: `从事${profession.category}领域职业培训十余年，长期担任${profession.name}职业技能等级认定考评员。`,
      },
      course: course ? { id: course.id, title: course.title, price: course.price } : null,
      endTime: shanghaiIso(Date.parse(live.startTime) + summary.durationMinutes * 60_000),
      reminded: account ? remindersOf(live.id).has(account.id) : false,
      owned: ownsLive(store, account?.id ?? null, live.id),
    };
  });

  handle(app, setLiveReminder, ({ params, body, token }) => {
    const accountId = learnerOf(store, token);
    const live = liveById(params.id);
    if (live.status !== LiveStatus.NOT_STARTED)
      throw new BusinessError(
        CODE_LIVE_NOT_UPCOMING,
        live.status === LiveStatus.LIVE ? '直播已开始，直接进入直播间观看吧' : '直播已结束，可观看回放',
      );
    store.liveReminders.set(live.id, accountId, body.on);
    const set = remindersOf(live.id);
    return { reminded: set.has(accountId), reminderCount: baseReminders(live) + set.size };
  });

  handle(app, getLivePlayback, ({ params, token }): LivePlayback => {
    const accountId = learnerOf(store, token);
    const live = liveById(params.id);
    // A paid class's stream, recording and replay chat are the buyer's (before the start too: the room page asks here).
    requireLiveAccess(store, accountId, live.id);
    if (live.status === LiveStatus.NOT_STARTED) return { status: live.status, media: null, replayChat: [] };
    const recording = recordingOf(live.id);
    // Signed for this buyer and re-checked at every byte range (a refund closes it at once); a free class's for anyone.
    const grantee = live.price === 0 ? { accountId: 0 } : { accountId, grant: `l${live.id}` };
    const media = {
      url: signedMediaUrl(recording.files['720p'], store.now(), grantee),
      type: 'video/mp4',
      poster: live.cover,
      durationSeconds: recording.durationSeconds,
    };
    return {
      status: live.status,
      media,
      replayChat: live.status === LiveStatus.ENDED ? replayChatOf(live.id, live.teacher, recording.durationSeconds) : [],
    };
  });
}
