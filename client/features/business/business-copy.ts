import type { IconItem } from '@client/components/icon-grid/icon-grid';

/** The enterprise-training offer of /business (static: the page is prerendered). */
export const OFFERS: readonly IconItem[] = [
  { icon: 'growth', title: '员工技能提升', text: '按岗位定制课程包，覆盖电工、焊工、数控、仓储物流、养老护理等 200 多个工种。' },
  { icon: 'certificate', title: '职业技能等级认定', text: '对接社会培训评价组织，培训、练习、模考到认定报名一条龙，证书全国可查。' },
  { icon: 'exam', title: '培训管理与考核', text: '在线排课、签到、作业与考试，随机组卷和切屏监测让考核结果经得起检验。' },
  { icon: 'report', title: '学习数据报表', text: '按部门、岗位、人员统计学习时长、完成率与考试成绩，一键导出给管理层。' },
];

export const CLIENTS: readonly string[] = [
  '华东机电集团',
  '蓝海物流',
  '安康养老服务',
  '中建某工程局',
  '新锐汽车制造',
  '城市燃气',
  '绿源食品',
  '云帆电商',
  '恒通电力',
  '康宁医疗',
];

export const CASES: readonly { company: string; industry: string; text: string; metrics: { value: string; label: string }[] }[] = [
  {
    company: '华东机电集团',
    industry: '装备制造 · 4200 人',
    text: '为一线电工与焊工搭建岗位学习地图，集中组织中级工、高级工等级认定。',
    metrics: [
      { value: '92%', label: '认定通过率' },
      { value: '1860', label: '人取得证书' },
    ],
  },
  {
    company: '蓝海物流',
    industry: '仓储物流 · 9000 人',
    text: '新员工入职培训全部线上化，叉车、安全生产课程随到随学，门店店长在手机上就能查看进度。',
    metrics: [
      { value: '7 天', label: '入职培训缩短至' },
      { value: '−38%', label: '培训成本' },
    ],
  },
  {
    company: '安康养老服务',
    industry: '养老服务 · 1300 人',
    text: '养老护理员分级培训与技能竞赛在平台完成，护理质量抽查成绩持续提升。',
    metrics: [
      { value: '3 倍', label: '持证护理员增长' },
      { value: '98%', label: '课程完成率' },
    ],
  },
];

export const PROCESS: readonly { title: string; text: string }[] = [
  { title: '需求沟通', text: '顾问了解岗位、人数与培训目标' },
  { title: '方案定制', text: '匹配课程体系与认定工种，给出报价' },
  { title: '开通部署', text: '1 个工作日开通，批量导入学员' },
  { title: '培训实施', text: '学习、练习、考试与直播答疑' },
  { title: '效果评估', text: '数据报表与认定结果复盘' },
];
