import * as z from 'zod/mini';
import { timestampSchema } from './common';
import { AuditStatus } from '../enums/order';
import { beijingToday } from '../lib/profile-rules';
import { checkIdNumber, checkRealName, normaliseIdNumber, normaliseRealName } from '../lib/id-card-rules';

/**
 * 实名认证 as the learner sees it. Once submitted, the name and the ID number only ever come back
 * masked ('王*明', '110***********002X'): no answer carries the full number.
 */
export const realNameStatusSchema = z.object({
  /** AuditStatus: 0 未认证, 1 审核中, 2 已认证, 3 未通过. */
  status: z.int().check(z.refine((value) => AuditStatus.is(value), '认证状态不正确')),
  /** Masked; null before the first submission. */
  name: z.nullable(z.string()),
  /** Masked; null before the first submission. */
  idNumber: z.nullable(z.string()),
  /** Why the last submission was refused (status 3), else null. */
  rejectReason: z.nullable(z.string()),
  submittedAt: z.nullable(timestampSchema),
  reviewedAt: z.nullable(timestampSchema),
  /** Submissions left today (the count resets at midnight, Beijing time). */
  attemptsLeft: z.int().check(z.nonnegative()),
});
export type RealNameStatus = z.infer<typeof realNameStatusSchema>;

const rule = (check: (value: string) => true | string) =>
  z.string().check(
    z.maxLength(64, '内容过长'),
    z.refine((value) => check(value) === true, { error: (issue) => String(check(String(issue.input))) }),
  );

/** 姓名 and 身份证号, checked with the browser's very rules, then normalised (spaces gone, x → X, one kind of middle dot). */
export const realNameSubmitSchema = z.object({
  name: z.pipe(rule(checkRealName), z.transform(normaliseRealName)),
  idNumber: z.pipe(
    rule((value) => checkIdNumber(value, beijingToday())),
    z.transform(normaliseIdNumber),
  ),
});
export type RealNameSubmit = z.input<typeof realNameSubmitSchema>;
