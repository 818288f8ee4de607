import { defineEndpoint } from './define-endpoint';
import {
  businessLeadInputSchema,
  businessLeadReceiptSchema,
  feedbackInputSchema,
  feedbackReceiptSchema,
  plansSchema,
} from '../schemas/business';

/** The same phone sent more than 5 enterprise-training enquiries today. */
export const CODE_LEAD_LIMIT = 5601;
/** A screenshot that is not an image this visitor uploaded (or a signed-out visitor sending screenshots). */
export const CODE_SCREENSHOT_NOT_YOURS = 5602;
/** More than 3 screenshots with one feedback. */
export const CODE_TOO_MANY_SCREENSHOTS = 5603;
/** A signed-out visitor left no phone number or e-mail address. */
export const CODE_CONTACT_REQUIRED = 5604;
/** Over 20 feedbacks a day from one account or one contact. */
export const CODE_FEEDBACK_LIMIT = 5605;

export const getPlans = defineEndpoint({
  id: 'platform.plans',
  method: 'GET',
  path: '/platform/plans',
  summary:
    '机构版价格方案：各版本（免费版、团队版、企业版、私有化部署）的名称、标语、按年/月/日的价格（整数分；私有化部署无标价）、额度、功能，以及对比表',
  data: plansSchema,
});

export const createBusinessLead = defineEndpoint({
  id: 'business.lead',
  method: 'POST',
  path: '/business/lead',
  summary:
    '企业培训咨询（无需登录）：企业名称 2–50 字、联系人 2–20 字、手机号、企业规模、培训需求（至少一项）、备注 ≤ 300 字；同一手机号每天最多 5 次（5601）；返回咨询编号',
  body: businessLeadInputSchema,
  data: businessLeadReceiptSchema,
  codes: [400, CODE_LEAD_LIMIT],
});

export const submitFeedback = defineEndpoint({
  id: 'feedback.submit',
  method: 'POST',
  path: '/feedback',
  summary:
    '意见反馈（可不登录）：类别、描述 10–500 字、截图 ≤ 3 张（须是本人经 /community/upload 上传的图片，需登录）、联系方式（手机号或邮箱，未登录时必填）、页面地址与浏览器信息；返回反馈编号',
  body: feedbackInputSchema,
  data: feedbackReceiptSchema,
  codes: [400, CODE_SCREENSHOT_NOT_YOURS, CODE_TOO_MANY_SCREENSHOTS, CODE_CONTACT_REQUIRED, CODE_FEEDBACK_LIMIT],
});
