import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { userSchema } from '../schemas/user';
import { timestampSchema } from '../schemas/common';
import { security } from './user';

/**
 * The learner's account beyond its credentials (issue 26): WeChat bound while signed in, the
 * signed-in devices, 注销账号 with its cooling-off period, and the data export (a file route:
 * shared/api/file-routes.ts `user.export`). Business codes 1020–1049.
 */

export const CODE_DEVICE_UNKNOWN = 1020;
export const CODE_WECHAT_TAKEN = 1021;
export const CODE_WECHAT_ALREADY_BOUND = 1022;
export const CODE_PASSWORD_MISMATCH = 1023;
export const CODE_DELETION_BLOCKED = 1024;

export const bindWechat = defineEndpoint({
  id: 'user.wechat.bind',
  method: 'POST',
  path: '/user/wechat',
  summary:
    '绑定微信（需要 token）：微信开放平台回调的 code 与 state；该微信已绑定其他账号 → 1021（须先在那个账号解绑），本账号已绑定其他微信 → 1022，授权信息无效 → 1005；与微信登录的绑定表单（POST /user/login 带 socialCode）同一规则、同一提示',
  body: z.object({ code: z.string().check(z.minLength(1), z.maxLength(512)), state: z.string().check(z.minLength(1), z.maxLength(512)) }),
  data: z.object({ user: userSchema }),
  codes: [401, 1005, 1021, 1022],
});

export const deviceSchema = z.object({
  /** The session's public id (never its token). */
  id: z.string(),
  /** Browser and system read from the User-Agent, e.g. `Chrome · Windows`; 未知设备 when it said nothing. */
  device: z.string(),
  /** Where it signed in from: the API does not locate addresses, so always null (shown as 未知地点). */
  place: z.nullable(z.string()),
  signedInAt: timestampSchema,
  lastUsedAt: timestampSchema,
  /** The session making this call. */
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const listDevices = defineEndpoint({
  id: 'user.devices',
  method: 'GET',
  path: '/user/devices',
  summary: '已登录的设备（需要 token）：本账号每个未失效的登录，最近登录的在前，current 标出本设备',
  data: z.object({ devices: z.array(deviceSchema) }),
  codes: [401],
});

export const signOutDevice = defineEndpoint({
  id: 'user.devices.sign-out',
  method: 'DELETE',
  path: '/user/devices/:id',
  summary: '让一台设备退出登录（需要 token）：它的登录立即失效；不是本账号的设备或已退出 → 1020',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  data: z.optional(z.null()),
  codes: [401, 1020],
});

export const signOutOtherDevices = defineEndpoint({
  id: 'user.devices.sign-out-others',
  method: 'POST',
  path: '/user/devices/sign-out-others',
  summary: '退出其他设备（需要 token）：除本设备外的登录全部失效，answer 为退出的设备数',
  data: z.object({ ended: z.number() }),
  codes: [401],
});

export const deletionBlockerSchema = z.object({
  kind: z.enum(['unpaid-order', 'pending-refund', 'application-under-review']),
  /** What must happen first, in Chinese. */
  message: z.string(),
  /** Where the learner does it. */
  href: z.string(),
});
export type DeletionBlocker = z.infer<typeof deletionBlockerSchema>;

export const getDeletionStatus = defineEndpoint({
  id: 'user.deletion.status',
  method: 'GET',
  path: '/user/deletion',
  summary: '注销账号的前提（需要 token）：blockers 为须先处理的事项（待支付订单、处理中的退款、审核中的报名），为空才可申请',
  data: z.object({ blockers: z.array(deletionBlockerSchema), coolingOffDays: z.number() }),
  codes: [401],
});

export const sendDeletionCode = defineEndpoint({
  id: 'user.deletion.code',
  method: 'POST',
  path: '/user/deletion/code',
  summary: '发送注销验证码（需要 token）：发到本账号绑定的手机号（场景 7），60 秒内不重发 → 1007',
  data: z.object({ phone: z.string() }),
  codes: [401, 1007],
  rateLimit: 'sms',
});

export const requestDeletion = defineEndpoint({
  id: 'user.deletion.request',
  method: 'POST',
  path: '/user/deletion',
  summary:
    '申请注销（需要 token）：注销验证码（场景 7，其他场景的验证码无效 → 1003）；有须先处理的事项 → 1024；成功后所有设备退出登录，15 天冷静期内任意方式登录即撤销，期满账号删除',
  body: z.object({ security }),
  data: z.object({ removesAt: timestampSchema }),
  codes: [401, 1003, 1024],
  rateLimit: 'login',
});

/** One 笔记 in the export: where it was written (course, lesson, the moment in seconds), its text, and when written and last edited. */
export const exportedNoteSchema = z.object({
  courseId: z.number(),
  courseTitle: z.nullable(z.string()),
  lessonId: z.number(),
  lessonTitle: z.nullable(z.string()),
  positionSeconds: z.number(),
  text: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

/**
 * 导出我的数据 (`GET /user/export`, the file route `user.export` in shared/api/file-routes.ts): the JSON
 * document's sections, each the learner's own only. Sections other than the notes are described
 * loosely (they mirror the answers of their own endpoints): everything the site keeps about the learner
 * (issue 35 §11, PIPL art. 45) — profile, orders, study records, community posts, reviews, favourites,
 * applications and their files, certificates, exam attempts, the wrong-question book, practice sessions,
 * 纠错 reports, messages, invoices, coins, devices — the uploaded files inside, and `leftOut`: what is
 * deliberately not in it, and why.
 */
export const accountExportSchema = z.object({
  format: z.literal('skill-site-account-export/2'),
  exportedAt: timestampSchema,
  profile: z.looseObject({ id: z.number(), nickname: z.string(), phone: z.string() }),
  orders: z.array(z.looseObject({ orderNo: z.string() })),
  study: z.object({
    enrolments: z.array(z.looseObject({ courseId: z.number() })),
    lessons: z.array(z.looseObject({ courseId: z.number(), lessonId: z.number() })),
    studyTime: z.object({ totalSeconds: z.number(), courses: z.array(z.object({ courseId: z.number(), seconds: z.number() })) }),
    notes: z.array(exportedNoteSchema),
  }),
  community: z.object({
    questions: z.array(z.looseObject({ id: z.number() })),
    answers: z.array(z.looseObject({ id: z.number() })),
    ideas: z.array(z.looseObject({ id: z.number() })),
    videos: z.array(z.looseObject({ id: z.number() })),
    comments: z.array(z.looseObject({ id: z.number() })),
  }),
  reviews: z.array(
    z.object({
      courseId: z.number(),
      rating: z.number(),
      text: z.string(),
      createdAt: timestampSchema,
      editedAt: z.nullable(timestampSchema),
    }),
  ),
  favourites: z.array(z.looseObject({ kind: z.string(), id: z.number() })),
  applications: z.array(z.looseObject({ planId: z.number() })),
  certificates: z.array(z.looseObject({ no: z.string() })),
  examAttempts: z.array(z.looseObject({ id: z.number(), examId: z.number() })),
  wrongQuestionBook: z.array(z.looseObject({ questionId: z.number() })),
  /** The target retention and the exam date the learner chose (null: none chosen). */
  examGoal: z.object({ retentionPercent: z.number(), chosenExamDate: z.nullable(z.string()) }),
  practiceSessions: z.array(z.looseObject({ id: z.number() })),
  questionReports: z.array(z.looseObject({ id: z.number() })),
  messages: z.array(z.looseObject({ id: z.number(), type: z.number() })),
  invoices: z.object({
    titles: z.array(z.looseObject({ id: z.number() })),
    addresses: z.array(z.looseObject({ id: z.number() })),
    requests: z.array(z.looseObject({ id: z.number() })),
  }),
  coins: z.array(z.looseObject({})),
  devices: z.array(z.object({ userAgent: z.string(), signedInAt: timestampSchema, lastUsedAt: timestampSchema })),
  joinApplication: z.nullable(z.looseObject({})),
  feedback: z.array(z.looseObject({ ticketNo: z.string() })),
  liveReminders: z.array(z.number()),
  /** Reminder settings (channels per event, quiet hours), WeChat subscriptions left, and what SMS and WeChat sent (phone masked). */
  reminders: z.looseObject({ channels: z.looseObject({}), sent: z.array(z.looseObject({ channel: z.string(), at: timestampSchema })) }),
  /** The learner's own uploaded files, the bytes in base64: enrolment materials and community pictures. */
  files: z.array(
    z.looseObject({
      kind: z.enum(['enrollment-material', 'community-image']),
      id: z.string(),
      name: z.string(),
      mime: z.string(),
      base64: z.string(),
    }),
  ),
  missingFiles: z.array(z.looseObject({ fileId: z.string() })),
  /** What the site keeps and the export deliberately leaves out, and why. */
  leftOut: z.array(z.object({ what: z.string(), why: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
