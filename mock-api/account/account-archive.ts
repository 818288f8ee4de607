import type { FastifyInstance } from 'fastify';
import { fileRoutes } from '@shared/api/file-routes';
import { CODE_UNAUTHORIZED } from '../core/define-handler';
import { shanghaiIso } from '../core/faker';
import { accountExport } from './account-export';
import { accountRecordsExport, type ExportSources } from './account-export-records';
import type { Account } from './account-seed';

export const ACCOUNT_EXPORT_FORMAT = 'skill-site-account-export/2';

/**
 * What the site keeps about a learner and deliberately does not put in the export, and why: the
 * export says so itself (PIPL art. 45), and mock-api/account/account-archive.test.ts holds every
 * per-account store to being either exported or named here.
 */
export const LEFT_OUT: readonly { key: string; what: string; why: string }[] = [
  {
    key: 'credentials',
    what: '登录密码、登录令牌、短信验证码、扫码登录票据',
    why: '密码只保存不可逆的摘要，其余是临时凭证；写进导出文件，文件一旦外泄就可被用来登录你的账号',
  },
  {
    key: 'full-id-numbers',
    what: '完整的身份证号与手机号',
    why: '导出文件常被转发或存放在不安全的地方，身份证号与手机号与页面上一样以脱敏形式给出；需要完整记录的，可凭身份证明联系客服',
  },
  {
    key: 'abuse-counters',
    what: '发帖、反馈、登录失败、证书查询的频率计数',
    why: '防止刷屏和撞库的技术计数，最长保存一天，不含你填写或发布的内容',
  },
  {
    key: 'media-served',
    what: '课时视频已传输的字节记录',
    why: '只用于判断课程退款时的学习比例；你的学习进度与学习时长已在 study 中给出',
  },
  {
    key: 'live-rooms',
    what: '直播间的连接与聊天状态（在线连接、禁言）',
    why: '只在直播进行时存在，直播结束即不再保留；你设置的开播提醒在 liveReminders 中给出',
  },
  {
    key: 'journey-records',
    what: '考证进度的内部记录（成绩发布、准考证发放、已发送的进度通知）',
    why: '由报名、成绩与证书推导而来：报名在 applications，证书与成绩在 certificates，进度通知在 messages 中给出',
  },
];

/** 导出我的数据: one JSON document, the learner's own uploaded files in it (base64), and what it leaves out and why. */
export function accountArchive(sources: ExportSources, account: Account) {
  return {
    ...accountExport(sources.store, account),
    format: ACCOUNT_EXPORT_FORMAT,
    ...accountRecordsExport(sources, account),
    leftOut: LEFT_OUT.map(({ what, why }) => ({ what, why })),
  };
}

/** GET /user/export: a file (Content-Disposition), not a JSON envelope. Registered once the stores it reads exist (mock-api/app.ts). */
export function registerAccountExport(app: FastifyInstance, sources: ExportSources): void {
  const { store } = sources;
  const exportRoute = fileRoutes.find((route) => route.id === 'user.export')!;
  app.get(exportRoute.path, async (request, reply) => {
    const tokenHeader = request.headers.token;
    const account = store.accountByToken(typeof tokenHeader === 'string' ? tokenHeader : undefined);
    if (!account) return reply.code(401).send({ code: CODE_UNAUTHORIZED, msg: '登录已失效，请重新登录' });
    const day = shanghaiIso(store.now()).slice(0, 10);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="skill-site-data-${day}.json"`)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(accountArchive(sources, account), null, 2));
  });
}
