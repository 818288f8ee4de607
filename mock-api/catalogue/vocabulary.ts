/** Curated vocational vocabulary, so generated titles read like a real 职业技能 catalogue. */
export const PROFESSIONS = [
  { name: '电工', category: '电气电子' },
  { name: '焊工', category: '机械制造' },
  { name: '养老护理员', category: '健康养老' },
  { name: '育婴员', category: '家政服务' },
  { name: '保育师', category: '家政服务' },
  { name: '健康管理师', category: '健康养老' },
  { name: '中式烹调师', category: '餐饮烹饪' },
  { name: '中式面点师', category: '餐饮烹饪' },
  { name: '茶艺师', category: '生活服务' },
  { name: '美容师', category: '生活服务' },
  { name: '网络安全管理员', category: '信息技术' },
  { name: '人工智能训练师', category: '信息技术' },
  { name: '数据分析师', category: '信息技术' },
  { name: '电子商务师', category: '商贸营销' },
  { name: '互联网营销师', category: '商贸营销' },
  { name: '无人机驾驶员', category: '新兴职业' },
  { name: '消防设施操作员', category: '安全生产' },
  { name: '企业人力资源管理师', category: '经营管理' },
  { name: '心理咨询师', category: '健康养老' },
  { name: '家政服务员', category: '家政服务' },
  { name: '汽车维修工', category: '机械制造' },
  { name: '插花花艺师', category: '生活服务' },
  { name: '钳工', category: '机械制造' },
  { name: '车工', category: '机械制造' },
  { name: '数控车床操作工', category: '机械制造' },
  { name: '电梯安装维修工', category: '电气电子' },
  { name: '电子设备装接工', category: '电气电子' },
  { name: '物联网安装调试员', category: '信息技术' },
  { name: '计算机程序设计员', category: '信息技术' },
  { name: '西式面点师', category: '餐饮烹饪' },
  { name: '营养配餐员', category: '餐饮烹饪' },
  { name: '美发师', category: '生活服务' },
  { name: '保健按摩师', category: '健康养老' },
  { name: '康复治疗师', category: '健康养老' },
  { name: '物流服务师', category: '商贸营销' },
  { name: '全媒体运营师', category: '商贸营销' },
  { name: '安全评价师', category: '安全生产' },
  { name: '危险化学品操作工', category: '安全生产' },
  { name: '建筑信息模型技术员', category: '新兴职业' },
  { name: '劳动关系协调员', category: '经营管理' },
];

export const LEVEL_NAMES = ['初级工', '中级工', '高级工', '技师', '高级技师'] as const;

export const COURSE_TEMPLATES = [
  '{p}（{l}）职业技能等级认定考前冲刺',
  '{p}零基础入门：从理论到实操',
  '{p}实操技能精讲 30 讲',
  '{p}{l}理论知识全解析',
  '跟着名师学{p}：真实案例实训',
  '{p}常见问题与安全规范',
  '{p}技能提升训练营',
  '{p}岗位能力实战课',
];

export const TAGS = ['考证必备', '实操', '零基础', '名师', '直播答疑', '新课', '热门', '补贴性培训', '就业推荐', '免费试看'];

/** The first eight author most courses (a catalogue is never spread evenly); the rest are smaller. */
export const INSTITUTIONS = [
  '技能学堂官方',
  '华夏职业培训学校',
  '蓝海技工学院',
  '城市职业技能鉴定中心',
  '匠心实训基地',
  '新航道职业教育',
  '启明技能培训中心',
  '安康养老服务学院',
  '东方技师学院',
  '齐鲁职业技能培训学校',
  '江南烹饪技术学校',
  '北辰电工培训中心',
  '中原焊接技术培训基地',
  '巴蜀家政服务学校',
  '岭南美业培训学院',
  '长安信息技术学院',
  '海河安全生产培训中心',
  '天府养老护理培训学校',
  '金陵人力资源培训中心',
  '闽江电子商务学院',
  '湘江无人机培训基地',
  '黄河汽修技工学校',
  '松花江茶艺培训中心',
  '珠江心理咨询培训中心',
  '王师傅焊接工作室',
  '李老师面点工作室',
  '张工电气实训室',
  '陈老师心理工作坊',
  '刘师傅汽修课堂',
  '周老师茶艺课堂',
];

export const REGIONS = [
  '北京市',
  '上海市',
  '广东省广州市',
  '广东省深圳市',
  '浙江省杭州市',
  '江苏省南京市',
  '四川省成都市',
  '湖北省武汉市',
  '陕西省西安市',
  '山东省济南市',
  '河南省郑州市',
  '湖南省长沙市',
  '福建省福州市',
  '天津市',
  '黑龙江省哈尔滨市',
];

/** Each region's telephone area code (长途区号): a plan's 咨询电话 is dialled in its own city. */
export const AREA_CODES: Readonly<Record<string, string>> = {
  北京市: '010',
  上海市: '021',
  广东省广州市: '020',
  广东省深圳市: '0755',
  浙江省杭州市: '0571',
  江苏省南京市: '025',
  四川省成都市: '028',
  湖北省武汉市: '027',
  陕西省西安市: '029',
  山东省济南市: '0531',
  河南省郑州市: '0371',
  湖南省长沙市: '0731',
  福建省福州市: '0591',
  天津市: '022',
  黑龙江省哈尔滨市: '0451',
};

export const TEACHER_TITLES = ['高级技师', '一级实训指导教师', '高级讲师', '行业专家', '国家级技能大师', '企业培训师'];

export const NEWS_CATEGORIES = ['政策解读', '考试动态', '行业资讯', '平台公告', '就业指导'];

export const NEWS_TEMPLATES = [
  '{p}职业技能等级认定 {m} 月批次报名开始',
  '人社部发布新职业：{p}相关岗位需求持续增长',
  '{p}考试大纲调整要点解读',
  '职业技能提升行动：{p}培训补贴申领指南',
  '{p}实操考核常见失分点汇总',
];

export const BANNER_COPY = [
  { title: '职业技能等级认定 · 冬季班开放报名', subtitle: '电工、焊工、养老护理员等 30+ 职业，线上学习 + 线下考核' },
  { title: '人工智能训练师实战营', subtitle: '数据标注、模型评测、智能客服训练，名师带你拿证上岗' },
  { title: '免费好课，登录即学', subtitle: '精选免费实操课程，注册登录后一键加入学习' },
  { title: '直播公开课：消防设施操作员考前串讲', subtitle: '每周三晚 19:30，国家级技能大师在线答疑' },
];
