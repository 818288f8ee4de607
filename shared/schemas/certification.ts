import * as z from 'zod/mini';
import { idSchema, timestampSchema } from './common';
import { materialFileSchema } from './enrollment-application';

// The lists below repeat shared/lib/certification-journey.ts (a test holds them equal): importing it here
// would carry the journey module into every page that touches the contract, and zod with it.
export const journeyStepKeySchema = z.enum(['apply', 'review', 'fee', 'ticket', 'exam', 'score', 'certificate']);
export const stepStateSchema = z.enum(['done', 'current', 'upcoming', 'skipped', 'failed']);
export const examPartSchema = z.enum(['theory', 'practical']);
const levelSchema = z.int().check(z.gte(1), z.lte(5));
export const certificateNoSchema = z.string().check(z.trim(), z.regex(/^[A-Z]\d{17,21}$/, '证书编号为 1 个大写字母加 17–21 位数字'));
/** 核验码 (shared/lib/certification-journey.ts VERIFICATION_CODE_PATTERN), as the page normalises it. */
export const verificationCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^[0-9A-HJKMNP-TV-Z]{8}$/, '核验码为证书二维码旁的 8 位字母或数字'));

/** What the learner can do about a step now, as a link of the site (a page, the checkout, the exam, a download). */
export const stepActionSchema = z.object({ label: z.string(), href: z.string() });

/** One step of the journey: when it happened or is scheduled, its deadline, what it means and what to do next. */
export const journeyStepSchema = z.object({
  key: journeyStepKeySchema,
  state: stepStateSchema,
  /** When it happened (done, failed) or is expected (upcoming, current); null when it has no date yet. */
  at: z.nullable(timestampSchema),
  /** The step's deadline, when it has one (缴费截止, the theory window's close, 补交材料 by the enrolment end). */
  deadline: z.nullable(timestampSchema),
  /** One line: what happened or what happens next, e.g. 「审核通过」「请于 12月3日 18:00 前缴费」. */
  summary: z.string(),
  action: z.nullable(stepActionSchema),
});
export type JourneyStep = z.infer<typeof journeyStepSchema>;

/** A dated event of the journey, as the calendar export (.ics) shows it. */
export const calendarEventSchema = z.object({
  /** Stable across reads: the same event updates, not duplicates, in the learner's calendar. */
  uid: z.string(),
  title: z.string(),
  start: timestampSchema,
  /** Null: a point in time (a deadline, a release). */
  end: z.nullable(timestampSchema),
  location: z.nullable(z.string()),
  description: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** One session of the assessment on the admission ticket. */
export const examSessionSchema = z.object({
  part: examPartSchema,
  start: timestampSchema,
  end: timestampSchema,
  /** 考点: the site for the theory part (online, on this site), the plan's institution for the practical. */
  venue: z.string(),
  address: z.string(),
  /** 考场 and 座位号; null for the theory part taken online. */
  room: z.nullable(z.string()),
  seat: z.nullable(z.string()),
  /** What to bring or how to take part. */
  note: z.string(),
});
export type ExamSession = z.infer<typeof examSessionSchema>;

/** 准考证. */
export const admissionTicketSchema = z.object({
  planId: idSchema,
  /** 准考证号. */
  ticketNo: z.string(),
  issuedAt: timestampSchema,
  name: z.string(),
  idNumberMasked: z.string(),
  /** The accepted 证件照 of the application (readable by its owner only); null when the application had none. */
  photo: z.nullable(materialFileSchema),
  professionName: z.string(),
  /** 职业编码, e.g. 4-01-02-01. */
  professionCode: z.string(),
  skillLevel: levelSchema,
  planTitle: z.string(),
  /** 评价机构. */
  institutionName: z.string(),
  sessions: z.array(examSessionSchema),
  /** 考场规则 / 考生须知. */
  rules: z.array(z.string()),
  /** The official exam (theory) on this site. */
  examId: z.nullable(idSchema),
});
export type AdmissionTicket = z.infer<typeof admissionTicketSchema>;

/** One part's result. */
export const partScoreSchema = z.object({
  part: examPartSchema,
  /** Out of 100; null when absent (缺考). */
  score: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  passLine: z.number(),
  passed: z.boolean(),
});
export type PartScore = z.infer<typeof partScoreSchema>;

/** A plan of the same occupation and level the learner can apply to next (补考 of a failed part). */
export const retakePlanSchema = z.object({
  planId: idSchema,
  title: z.string(),
  enrolStart: timestampSchema,
  enrolEnd: timestampSchema,
  examDate: timestampSchema,
});

export const examResultSchema = z.object({
  releasedAt: timestampSchema,
  parts: z.array(partScoreSchema),
  /** Both parts passed: the certificate follows. */
  passed: z.boolean(),
  /** When a part failed: the next plan of this occupation and level open or upcoming; null when none is scheduled. */
  retake: z.nullable(retakePlanSchema),
});
export type ExamResult = z.infer<typeof examResultSchema>;

/** 职业技能等级证书, as its holder sees it. */
export const certificateSchema = z.object({
  no: z.string(),
  /** 核验码: with the number, what the QR code and the verification link carry. */
  verificationCode: z.string(),
  holderName: z.string(),
  idNumberMasked: z.string(),
  professionName: z.string(),
  professionCode: z.string(),
  skillLevel: levelSchema,
  /** 评价机构 that issued it. */
  institutionName: z.string(),
  issuedAt: timestampSchema,
  /** The plan it was earned in; null for a certificate recorded without an application here. */
  planId: z.nullable(idSchema),
  /** Theory and practical scores as on the certificate record. */
  theoryScore: z.nullable(z.number()),
  practicalScore: z.nullable(z.number()),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A certificate as the public verification shows it: genuine, with the holder's name and ID number masked. */
export const publicCertificateSchema = z.object({
  no: z.string(),
  /** Its 核验码: whoever verifies already has it; 证书查询 by name and ID number hands it to the one who proved them. */
  verificationCode: z.string(),
  holderNameMasked: z.string(),
  idNumberMasked: z.string(),
  professionName: z.string(),
  professionCode: z.string(),
  skillLevel: levelSchema,
  institutionName: z.string(),
  issuedAt: timestampSchema,
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** One application's journey, as the learner's space lists it. */
export const journeyCardSchema = z.object({
  planId: idSchema,
  planTitle: z.string(),
  professionName: z.string(),
  skillLevel: levelSchema,
  examDate: timestampSchema,
  /** The step the journey is at (the first not done), or the last one when it is over. */
  step: journeyStepKeySchema,
  stepState: stepStateSchema,
  /** What to do next, or how it ended. */
  summary: z.string(),
  /** The step's deadline, when the learner must act by then. */
  deadline: z.nullable(timestampSchema),
  certificateNo: z.nullable(z.string()),
});
export type JourneyCard = z.infer<typeof journeyCardSchema>;

/** The journey of my application to one plan. */
export const journeySchema = z.object({
  planId: idSchema,
  planTitle: z.string(),
  professionId: idSchema,
  professionName: z.string(),
  skillLevel: levelSchema,
  institutionName: z.string(),
  city: z.string(),
  examDate: timestampSchema,
  /** The official exam (the theory part) on this site. */
  examId: z.nullable(idSchema),
  /** 报名 → 审核 → 缴费 → 准考证 → 考试 → 成绩 → 证书, always all seven in this order. */
  steps: z.array(journeyStepSchema),
  /** When the ticket is (or was) issued; whether it can be opened now. */
  ticket: z.object({ issueAt: timestampSchema, issued: z.boolean() }),
  result: z.nullable(examResultSchema),
  certificate: z.nullable(certificateSchema),
  /** Every dated step, for the calendar export. */
  calendar: z.array(calendarEventSchema),
});
export type Journey = z.infer<typeof journeySchema>;

/** A 证书查询 challenge the API issued: its id and the question to show (a sum in Chinese words and digits). */
export const queryChallengeSchema = z.object({
  id: z.string(),
  question: z.string(),
  expiresAt: timestampSchema,
});
export type QueryChallenge = z.infer<typeof queryChallengeSchema>;

export const certificateQueryBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, '请输入持证人姓名'), z.maxLength(20, '姓名最多 20 个字')),
  idNumber: z.string().check(z.trim(), z.regex(/^\d{17}[\dXx]$/, '请输入 18 位居民身份证号码')),
  /** The answered challenge, when the API asked for one (1317); each is good for one query. */
  challenge: z.optional(
    z.object({
      id: z.string().check(z.maxLength(64)),
      answer: z.string().check(z.trim(), z.minLength(1, '请填写验证题的答案'), z.maxLength(8, '请填写验证题的答案')),
    }),
  ),
});
export type CertificateQueryBody = z.infer<typeof certificateQueryBodySchema>;

/** Every certificate held under that name and ID number (none → CODE_CERTIFICATE_QUERY_NO_MATCH). */
export const certificateQueryResultSchema = z.object({ certificates: z.array(publicCertificateSchema) });
