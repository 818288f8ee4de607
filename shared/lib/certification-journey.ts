/**
 * The certification journey after an application (报名 → 审核 → 缴费 → 准考证 → 考试 → 成绩 → 证书):
 * its steps, their labels and the schedule the mock keeps. Plain data, no zod: the browser's pages
 * read it, and the contract (shared/schemas/certification.ts) spells the same lists out (a test holds
 * them equal), as shared/lib/application-materials.ts does for the application.
 */

export const JOURNEY_STEPS = ['apply', 'review', 'fee', 'ticket', 'exam', 'score', 'certificate'] as const;
export type JourneyStepKey = (typeof JOURNEY_STEPS)[number];

export const JOURNEY_STEP_LABELS: Readonly<Record<JourneyStepKey, string>> = {
  apply: '报名',
  review: '审核',
  fee: '缴费',
  ticket: '准考证',
  exam: '考试',
  score: '成绩',
  certificate: '证书',
};

/**
 * Where a step stands: 已完成, 进行中 (the learner or the evaluation body acts now), 未开始, 无需
 * (a subsidised plan has no fee), 未通过 (rejected, lapsed unpaid, failed, withdrawn: the journey ends there).
 */
export const STEP_STATES = ['done', 'current', 'upcoming', 'skipped', 'failed'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** Where a step stands, in words (the colour and the marker only repeat it). */
export const STEP_STATE_LABELS: Readonly<Record<StepState, string>> = {
  done: '已完成',
  current: '进行中',
  upcoming: '未开始',
  skipped: '无需此步',
  failed: '未通过',
};

/** A failed step said as that step ends: a lapsed fee is not 未通过, a withdrawn application neither. */
const FAILED_LABELS: Readonly<Record<JourneyStepKey, string>> = {
  apply: '已撤回',
  review: '未通过',
  fee: '已失效',
  ticket: '未发放',
  exam: '未参加',
  score: '未通过',
  certificate: '未发证',
};

/** One wording on every page that shows the journey's steps (考证进度, 我的考证, the plan page's 报名流程). */
export const stepStateLabel = (key: JourneyStepKey, state: StepState): string =>
  state === 'failed' ? FAILED_LABELS[key] : STEP_STATE_LABELS[state];

/** The two parts of the skill-level assessment: 理论知识考试 (on this site) and 操作技能考核 (at the venue). */
export const EXAM_PARTS = ['theory', 'practical'] as const;
export type ExamPart = (typeof EXAM_PARTS)[number];
export const EXAM_PART_LABELS: Readonly<Record<ExamPart, string>> = { theory: '理论知识考试', practical: '操作技能考核' };

/** Both parts are marked out of 100 and pass at 60 (national occupational skill standards: 百分制，60 分及以上为合格). */
export const PASS_LINE = 60;

/** The schedule the mock keeps (and documents), from the plan's exam day (the theory window opens 09:00 that day). */
export const JOURNEY_SCHEDULE = {
  /** 准考证 is issued this many days before the exam day (after 缴费截止, which is always earlier). */
  ticketLeadDays: 3,
  /** 操作技能考核: the day after the exam day, 09:00–11:00 at the plan's venue. */
  practicalDayOffset: 1,
  practicalStartHour: 9,
  practicalMinutes: 120,
  /** Scores are released this many days after the practical session. */
  scoreDelayDays: 3,
  /** The certificate is issued this many days after the scores, when both parts passed. */
  certificateDelayDays: 7,
  /** 考前提醒: the message of the day before the exam day. */
  reminderDaysBefore: 1,
  /** The deadline reminders (fee, re-sending rejected materials) come this many days before. */
  deadlineReminderDays: 3,
} as const;

/** 证书查询 limits: per client address a few look-ups a minute; per ID number and client a day; per ID number a day, a challenge. */
export const CERTIFICATE_QUERY_LIMITS = {
  perAddressPerMinute: 5,
  perAddressPerHour: 30,
  /** One client asking about one ID number: past this a day, that client waits until tomorrow (nobody else does). */
  perIdNumberPerClientPerDay: 5,
  /** Queries for one ID number a day from anyone: past this each further query needs an answered challenge, never a lockout. */
  challengeAfterPerIdNumberPerDay: 10,
} as const;

/**
 * The public verification page of a certificate: its number and its 核验码 (the QR code on the
 * certificate carries both). The number alone answers nothing: numbers follow a public pattern and
 * could be counted through, the code is random (issue 35 §9).
 */
export const certificateVerifyPath = (no: string, code: string): string => `${certificateNoPath(no)}?code=${encodeURIComponent(code)}`;

/** The verification page of a number without its code: it asks for the code (or 证书查询 by name and ID number). */
export const certificateNoPath = (no: string): string => `/certificate/verify/${encodeURIComponent(no)}`;

/** 核验码: 8 characters of Crockford's base32 (no I, L, O or U to misread), random for each certificate. */
export const VERIFICATION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** 证书编号: a letter and 17–21 digits (S + 评价机构代码 + 年份 + 等级 + 流水号). */
export const CERTIFICATE_NO_PATTERN = /^[A-Z]\d{17,21}$/;

/**
 * The learner's downloads, rendered by the site server (server/plugins/certification-downloads.ts), not
 * pages: link to them with a plain `<a download>` (the shell's link delegation leaves those to the browser).
 */
export const ticketPdfPath = (planId: number): string => `/study/certification/${planId}/ticket.pdf`;
export const certificatePdfPath = (no: string): string => `/study/certificates/${encodeURIComponent(no)}.pdf`;
export const journeyCalendarPath = (planId: number): string => `/study/certification/${planId}/calendar.ics`;
