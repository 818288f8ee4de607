import type { IconItem } from '@client/components/icon-grid/icon-grid';

/** The marketing copy of /pricing (spec §2: lazy decorative icons for the benefit, function and why sections). */
export const BENEFITS: readonly IconItem[] = [
  { icon: 'growth', title: '招生更高效', text: '机构主页、课程售卖与优惠活动一站打通，学员从浏览到报名只需几步。' },
  { icon: 'certificate', title: '考证通过率更高', text: '按国家职业技能标准组织课程与题库，练习、模考、正式考试层层递进。' },
  { icon: 'clock', title: '随时随地学', text: '电脑、手机与 App 同步进度，一线员工利用碎片时间也能完成学习。' },
  { icon: 'shield', title: '数据安全可控', text: '分级权限、操作留痕、数据加密存储，私有化部署可让数据不出机房。' },
];

export const FUNCTIONS: readonly IconItem[] = [
  { icon: 'course', title: '课程与章节管理', text: '视频、练习混排，支持倍速、防拖拽与断点续学。' },
  { icon: 'live', title: '直播授课', text: '高并发直播间、互动弹幕、禁言与回放，一键开播。' },
  { icon: 'exam', title: '考试与防作弊', text: '随机组卷、题目乱序、切屏监测与限时交卷。' },
  { icon: 'report', title: '培训数据报表', text: '学习时长、完成率、考试成绩按部门与岗位统计，可导出。' },
  { icon: 'team', title: '组织与学员管理', text: '批量导入学员，按部门分组，管理员分级授权。' },
  { icon: 'route', title: '岗位学习地图', text: '按岗位和技能等级规划学习路径，晋升考核有据可依。' },
];

export const WHY: readonly IconItem[] = [
  { icon: 'award', title: '对标国家职业标准', text: '覆盖电工、焊工、养老护理员等 200 多个职业（工种）的技能等级要求。' },
  { icon: 'handshake', title: '3000+ 机构的共同选择', text: '职业院校、培训机构与制造、服务企业都在用技能学堂开展培训。' },
  { icon: 'support', title: '专属服务团队', text: '开通即有客户成功经理协助搭建课程体系，企业版 7×12 小时响应。' },
  { icon: 'cloud', title: '稳定可靠的云服务', text: '多地容灾、弹性扩容，直播和考试高峰期同样流畅。' },
];

export const FAQ: readonly { q: string; a: string }[] = [
  { q: '免费版有使用期限吗？', a: '没有。免费版永久可用，学员数、课程数等额度见上方对比表，额度用满后可随时升级。' },
  { q: '按年、按月、按日付费有什么区别？', a: '功能完全相同，只是计费周期不同。按年付费最优惠；按日适合短期集训或考前冲刺。' },
  { q: '升级版本后，已有的课程和学员数据会保留吗？', a: '会。升级即时生效，课程、学员、学习记录与考试成绩全部保留，差价按剩余天数折算。' },
  { q: '学员数超出套餐额度怎么办？', a: '可单独加购学员额度，或升级到更高版本。超出额度时新学员无法加入，已有学员不受影响。' },
  { q: '可以开具发票吗？', a: '可以。支付完成后在「设置 - 发票管理」申请，支持增值税普通发票与专用发票。' },
  { q: '私有化部署需要什么条件？', a: '需要自有服务器或专有云环境。销售顾问会根据学员规模与并发需求给出部署方案和报价。' },
];
