import { defineEndpoint } from './define-endpoint';
import { joinApplicationSchema, joinInputSchema, myJoinSchema } from '../schemas/join';

/** An application is under review: no second one until it is decided. */
export const CODE_JOIN_PENDING = 5501;
/** The account has already joined (its application was approved). */
export const CODE_JOIN_APPROVED = 5502;
/** The unified social credit code is in another account's pending or approved application. */
export const CODE_JOIN_CREDIT_CODE_USED = 5503;

export const getMyJoinApplication = defineEndpoint({
  id: 'join.application.mine',
  method: 'GET',
  path: '/join/application',
  summary: '我的入驻申请（需要 token）：审核状态 0 未申请 / 1 待审核 / 2 已通过 / 3 已驳回，提交的资料与驳回原因',
  data: myJoinSchema,
  codes: [401],
});

export const submitJoinApplication = defineEndpoint({
  id: 'join.application.submit',
  method: 'POST',
  path: '/join/application',
  summary: '提交入驻意向（需要 token）：机构须填统一社会信用代码（校验位），须同意《机构入驻协议》；被驳回后可重新提交',
  body: joinInputSchema,
  data: joinApplicationSchema,
  codes: [401, CODE_JOIN_PENDING, CODE_JOIN_APPROVED, CODE_JOIN_CREDIT_CODE_USED],
});
