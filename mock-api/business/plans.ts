import { BillingPeriod, PlanEdition } from '@shared/enums/platform';
import type { Plans } from '@shared/schemas/business';

const prices = (year: number, month: number, day: number) => [
  { period: BillingPeriod.YEAR, amount: year },
  { period: BillingPeriod.MONTH, amount: month },
  { period: BillingPeriod.DAY, amount: day },
];

/**
 * The institution plans of the price list (integer fen). A year costs less than twelve months
 * (团队版 −24 %, 企业版 −31 %); 免费版 is 0 in every period; 私有化部署 has no list price.
 * Fixed, not generated: the page is prerendered and quoted in sales conversations.
 */
export const PLANS: Plans = {
  plans: [
    {
      edition: PlanEdition.FREE,
      name: '免费版',
      tagline: '个人讲师与小团队起步，零成本开课',
      recommended: false,
      prices: prices(0, 0, 0),
      priceNote: '永久免费，无需绑定支付方式',
      limits: [
        { key: 'learners', label: '学员数', value: '50 人' },
        { key: 'courses', label: '课程数', value: '10 门' },
        { key: 'storage', label: '存储空间', value: '5 GB' },
        { key: 'live', label: '直播并发', value: '20 人' },
      ],
      features: ['录播课程与章节管理', '课程练习与模拟考试', '学员学习进度', '社区问答'],
    },
    {
      edition: PlanEdition.TEAM,
      name: '团队版',
      tagline: '培训团队与中小机构，招生、教学一站式',
      recommended: false,
      prices: prices(980_000, 108_000, 4_900),
      priceNote: '按机构计费，含 500 名学员',
      limits: [
        { key: 'learners', label: '学员数', value: '500 人' },
        { key: 'courses', label: '课程数', value: '200 门' },
        { key: 'storage', label: '存储空间', value: '200 GB' },
        { key: 'live', label: '直播并发', value: '200 人' },
      ],
      features: ['免费版全部功能', '直播授课与回放', '正式考试与防作弊', '课程售卖与优惠券', '机构主页与品牌展示'],
    },
    {
      edition: PlanEdition.ENTERPRISE,
      name: '企业版',
      tagline: '企业内训与职业院校，培训、考核、认定全流程',
      recommended: true,
      prices: prices(2_680_000, 328_000, 14_900),
      priceNote: '按机构计费，含 3000 名学员',
      limits: [
        { key: 'learners', label: '学员数', value: '3000 人' },
        { key: 'courses', label: '课程数', value: '不限' },
        { key: 'storage', label: '存储空间', value: '2 TB' },
        { key: 'live', label: '直播并发', value: '2000 人' },
      ],
      features: [
        '团队版全部功能',
        '职业技能等级认定对接',
        '部门与岗位学习地图',
        '培训数据报表与导出',
        '单点登录（SSO）',
        '专属客户成功经理',
      ],
    },
    {
      edition: PlanEdition.PRIVATE_DEPLOYMENT,
      name: '私有化部署',
      tagline: '大型集团与政企单位，数据留在自己的机房',
      recommended: false,
      prices: null,
      priceNote: '按部署规模与服务年限报价',
      limits: [
        { key: 'learners', label: '学员数', value: '不限' },
        { key: 'courses', label: '课程数', value: '不限' },
        { key: 'storage', label: '存储空间', value: '自有存储' },
        { key: 'live', label: '直播并发', value: '按部署规模' },
      ],
      features: ['企业版全部功能', '部署在自有服务器或专有云', '对接 HR 与 OA 系统', '源码级定制开发', '7×24 小时运维保障'],
    },
  ],
  // One cell per plan, in the order above: 免费版, 团队版, 企业版, 私有化部署.
  comparison: [
    { group: '额度', label: '学员数', values: ['50 人', '500 人', '3000 人', '不限'] },
    { group: '额度', label: '课程数', values: ['10 门', '200 门', '不限', '不限'] },
    { group: '额度', label: '存储空间', values: ['5 GB', '200 GB', '2 TB', '自有存储'] },
    { group: '额度', label: '直播并发', values: ['20 人', '200 人', '2000 人', '按部署规模'] },
    { group: '额度', label: '管理员账号', values: ['1 个', '10 个', '50 个', '不限'] },
    { group: '教学', label: '录播课程', values: [true, true, true, true] },
    { group: '教学', label: '直播授课与回放', values: [false, true, true, true] },
    { group: '教学', label: '练习与模拟考试', values: [true, true, true, true] },
    { group: '教学', label: '正式考试与防作弊', values: [false, true, true, true] },
    { group: '管理', label: '职业技能等级认定对接', values: [false, false, true, true] },
    { group: '管理', label: '部门与岗位学习地图', values: [false, false, true, true] },
    { group: '管理', label: '培训数据报表', values: ['基础', '标准', '高级 + 导出', '高级 + 定制'] },
    { group: '管理', label: '单点登录（SSO）', values: [false, false, true, true] },
    { group: '服务', label: '技术支持', values: ['社区', '工单 · 工作日', '专属经理 · 7×12', '驻场 · 7×24'] },
    { group: '服务', label: '服务等级协议（SLA）', values: [false, '99.5%', '99.9%', '按合同约定'] },
  ],
};
