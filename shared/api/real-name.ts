import { defineEndpoint } from './define-endpoint';
import { realNameStatusSchema, realNameSubmitSchema } from '../schemas/real-name';

/** Already verified: the record is read-only. */
export const CODE_REAL_NAME_APPROVED = 5401;
/** A submission is under review: wait for its outcome. */
export const CODE_REAL_NAME_PENDING = 5402;
/**
 * Retired (issue 23): answering it told anyone whether an ID number belonged to another account. A
 * number held elsewhere is now taken into review and rejected there with the standard reason.
 * Kept so the number is never reused for something else.
 */
export const CODE_ID_NUMBER_TAKEN = 5403;
/** Too many submissions today (REAL_NAME_LIMITS.attemptsPerDay, counted per Beijing day). */
export const CODE_REAL_NAME_TOO_MANY = 5404;

export const getRealName = defineEndpoint({
  id: 'realName.get',
  method: 'GET',
  path: '/user/real-name',
  summary: '实名认证状态（需要 token）：0 未认证、1 审核中、2 已认证、3 未通过（附原因）；提交后姓名与身份证号只以掩码返回',
  data: realNameStatusSchema,
  codes: [401],
});

export const submitRealName = defineEndpoint({
  id: 'realName.submit',
  method: 'POST',
  path: '/user/real-name',
  summary:
    '提交实名认证（需要 token）：姓名 2–20 个中文字（可含间隔点 ·），18 位身份证号（地区码、出生日期、校验位）；每天最多 5 次；已认证或审核中不能再提交；已被其他账号认证的号码照常进入审核，审核以统一原因驳回（不透露号码归属）',
  body: realNameSubmitSchema,
  data: realNameStatusSchema,
  codes: [401, CODE_REAL_NAME_APPROVED, CODE_REAL_NAME_PENDING, CODE_REAL_NAME_TOO_MANY],
});
