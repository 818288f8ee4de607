import { defineEndpoint } from './define-endpoint';
import { idParamsSchema } from '../schemas/common';
import { playInfoSchema, progressReportSchema, progressStandingSchema } from '../schemas/player';

/** A lesson the learner may not play (not enrolled, not bought): its progress is refused. */
export const CODE_LESSON_LOCKED = 4701;
/**
 * A lesson marked 已完成 (`end`) before the server's clock has seen it studied: a reading lesson (图文)
 * sooner after it was opened than its text can be read (shared/lib/reading-time.ts), a video with
 * less than 90 % of its media watched at a believable pace (shared/lib/study-time.ts).
 */
export const CODE_COMPLETED_TOO_SOON = 4612;

/** Where the player reports progress; `navigator.sendBeacon` posts here too when the page is hidden. */
export const PROGRESS_PATH = '/lesson/progress';

export const getPlayInfo = defineEndpoint({
  id: 'player.info',
  method: 'GET',
  path: '/course/:id/play',
  summary:
    '课程学习：章节与课时、我的进度与续播位置、可否播放（已报名 / 免费试看）及原因，可播放视频的各清晰度地址与中文字幕（签名地址，约 2 小时有效：免费试看对所有人有效，已报名课时只对本人且在报名有效期间有效；播放器遇到失效地址时重新请求本接口一次），测验课时的考试；课程不存在 → 404；未登录 → 401',
  params: idParamsSchema,
  data: playInfoSchema,
  codes: [401, 404],
});

export const reportProgress = defineEndpoint({
  id: 'player.progress',
  method: 'POST',
  path: PROGRESS_PATH,
  summary:
    '上报学习进度（开始播放时、播放中每 15 秒、暂停、结束、页面隐藏）：按服务器时钟计算实际观看——两次上报之间前进的播放位置不超过经过时间按最快倍速可播放的时长才计入，重复观看的片段只计一次；视频实际观看满 90% 为已完成，观看不足时上报 `end` → 4612；不可播放的课时 → 4701；图文课时：打开时上报一次（记为学习中），`end` 记为已完成，但距首次打开不足按字数计算的最短阅读时间 → 4612；课时不存在 → 404；位置超出时长 → 400；未登录 → 401',
  body: progressReportSchema,
  data: progressStandingSchema,
  codes: [400, 401, 404, CODE_LESSON_LOCKED, CODE_COMPLETED_TOO_SOON],
});
