import { COMPANY } from './company';
import { INSTITUTION_ONBOARDING } from './institution-onboarding';
import { PRIVACY_POLICY } from './privacy-policy';
import { SERVICE_TERMS } from './service-terms';

/** Every agreement by its AgreementType (1 服务条款, 2 隐私政策, 3 机构入驻协议). */
export const AGREEMENTS = { 1: SERVICE_TERMS, 2: PRIVACY_POLICY, 3: INSTITUTION_ONBOARDING } as const;

/** /contactus: how to reach the platform, by purpose. */
export const SITE_CONTACT = {
  hotline: COMPANY.hotline,
  hours: COMPANY.hours,
  email: COMPANY.serviceEmail,
  channels: [
    {
      key: 'service',
      title: '客户服务',
      description: '课程购买、学习、考试、退款与发票等问题，客服团队为你解答。',
      lines: [
        { label: '客服热线', value: COMPANY.hotline, href: `tel:${COMPANY.hotline.replaceAll('-', '')}` },
        { label: '服务时间', value: COMPANY.hours, href: null },
        { label: '客服邮箱', value: COMPANY.serviceEmail, href: `mailto:${COMPANY.serviceEmail}` },
      ],
      link: null,
    },
    {
      key: 'business',
      title: '商务合作',
      description: '企业员工培训、院校共建课程、技能等级认定合作与渠道合作。',
      lines: [
        { label: '合作邮箱', value: COMPANY.businessEmail, href: `mailto:${COMPANY.businessEmail}` },
        { label: '合作热线', value: `${COMPANY.hotline} 转 1`, href: null },
      ],
      link: { label: '了解企业培训方案', href: '/business' },
    },
    {
      key: 'join',
      title: '机构入驻',
      description: '职业院校、培训机构与个人讲师，欢迎在技能学堂开设课程。',
      lines: [
        { label: '入驻邮箱', value: COMPANY.joinEmail, href: `mailto:${COMPANY.joinEmail}` },
        { label: '入驻热线', value: `${COMPANY.hotline} 转 2`, href: null },
      ],
      link: { label: '申请入驻', href: '/join' },
    },
    {
      key: 'media',
      title: '媒体联络',
      description: '采访、报道与品牌合作，请发送邮件并注明媒体名称与联系方式。',
      lines: [{ label: '媒体邮箱', value: COMPANY.mediaEmail, href: `mailto:${COMPANY.mediaEmail}` }],
      link: null,
    },
    {
      key: 'feedback',
      title: '意见反馈',
      description: '产品建议、内容纠错、违规举报与申诉，我们会在 3 个工作日内处理。',
      lines: [{ label: '隐私问题', value: COMPANY.privacyEmail, href: `mailto:${COMPANY.privacyEmail}` }],
      link: { label: '提交反馈', href: '/feedback' },
    },
  ],
  address: { company: COMPANY.name, street: COMPANY.street, postcode: COMPANY.postcode, transit: '地铁 2 号线学院路站 C 口步行约 8 分钟' },
};
