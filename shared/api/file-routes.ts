import { LIVE_SOCKET_ROUTE } from '../schemas/live-frames';

/**
 * A route of the API that is not a JSON endpoint: a file (lesson media, captions, artwork, an
 * uploaded image) or a WebSocket. Declared here so that the site passes on exactly the contract
 * (server/api-endpoints.ts): anything neither here nor in the registry's endpoints is a 404 at the
 * site's edge, whatever the upstream would serve (its admin routes, pay callbacks, a mock's controls).
 */
export interface DeclaredRoute {
  id: string;
  method: 'GET';
  /** Relative to the API root, `:name` for one path segment, as the endpoints' paths. */
  path: string;
  summary: string;
}

/** Files, read with GET (and HEAD, which follows GET). */
export const fileRoutes: readonly DeclaredRoute[] = [
  {
    id: 'media.lesson',
    method: 'GET',
    path: '/media/lesson/:file',
    summary:
      '课时视频、字幕、直播流与回放录像（付费内容，支持 Range 分段读取）：只认接口下发的签名地址 ?[grant=c{课程id}|l{直播id}&]exp={unix 秒}&sig={HMAC-SHA256(file, exp, 账号 id（免费内容为 0）, grant) 十六进制}，约 2 小时有效；无签名、签名错误、已过期、非本人账号（请求须带签名所属账号的登录态）或授权已失效（退款、取消报名，每次读取时复查）→ 403；有效时 200 / 206 / 304 / 416，Cache-Control: private, max-age=到期前秒数',
  },
  { id: 'media.logo', method: 'GET', path: '/media/logo/:file', summary: '机构标志' },
  { id: 'media.news', method: 'GET', path: '/media/news/:file', summary: '资讯封面' },
  { id: 'media.artwork', method: 'GET', path: '/media/:kind/:file', summary: '课程/直播/系列课/课程包封面、横幅、头像、想法配图' },
  { id: 'community.image', method: 'GET', path: '/community/image/:file', summary: '社区上传的图片（头像、想法配图）' },
  {
    id: 'enrollment.material',
    method: 'GET',
    path: '/enrollment/file/:file',
    summary:
      '报名材料文件（JPG / PNG / PDF）：仅上传者本人可读（须带其登录态），他人、未登录或不存在 → 404；Cache-Control: private, no-store',
  },
  {
    id: 'lesson.material',
    method: 'GET',
    path: '/lesson/material/:id',
    summary:
      '课时资料（PDF 讲义、TXT 检查清单）下载：仅可学习该课时的学员（免费试看，或已报名；付费课程须已购买），须带登录态；未登录 → 401，无权学习 → 403，不存在 → 404（均为 JSON，msg 为中文原因）；成功时 Content-Disposition: attachment（中文文件名 filename*），X-Content-Type-Options: nosniff，Cache-Control: private',
  },
  {
    id: 'user.export',
    method: 'GET',
    path: '/user/export',
    summary:
      '导出我的数据（需要 token）：一个 JSON 文件（Content-Disposition: attachment，结构见 shared/api/account-lifecycle.ts accountExportSchema），含本人的资料、订单、学习记录（报名、课时进度、学习时长、笔记）、社区内容（含课时答疑）、课程评价与收藏、报考申请及其材料、证书、考试作答、错题本、练习记录、纠错反馈、消息、发票抬头与地址、金币、登录设备、入驻申请、意见反馈、开播提醒，以及本人上传的文件（base64）；leftOut 列出有意不导出的内容及原因（密码、令牌等）；身份证号打码；未登录 → 401',
  },
];

/** WebSocket routes: only an upgrade request matches them, and an upgrade matches nothing else. */
export const socketRoutes: readonly DeclaredRoute[] = [
  { id: 'live.socket', method: 'GET', path: LIVE_SOCKET_ROUTE, summary: '直播间实时消息（聊天、在线人数、状态）' },
];
