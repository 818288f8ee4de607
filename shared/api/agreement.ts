import { defineEndpoint } from './define-endpoint';
import { agreementParamsSchema, agreementSchema, siteContactSchema } from '../schemas/agreement';

export const getAgreement = defineEndpoint({
  id: 'agreement.detail',
  method: 'GET',
  path: '/agreement/:type',
  summary: '协议全文：1 服务条款、2 隐私政策、3 机构入驻协议；标题、版本、生效日期与分章正文（纯文本段落）；其他类型 → 404',
  params: agreementParamsSchema,
  data: agreementSchema,
  codes: [404],
});

export const getSiteContact = defineEndpoint({
  id: 'site.contact',
  method: 'GET',
  path: '/site/contact',
  summary: '联系我们：客服热线与服务时间、客服邮箱、商务合作、媒体联络、机构入驻、意见反馈与公司地址',
  data: siteContactSchema,
});
