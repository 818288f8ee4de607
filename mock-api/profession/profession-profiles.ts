import type { Faker } from '@faker-js/faker';
import type { ProfessionProfile } from '@shared/schemas/profession';
import type { Catalogue } from '../catalogue/catalogue';
import { offeredLevels } from '../catalogue/level-coverage';

type OccupationType = 1 | 2 | 3 | 4;

interface ProfessionFacts {
  /** National occupation code (职业分类大典 style). */
  code: string;
  /** Occupational category (spec §3): 1 职业技能, 2 职业资格, 3 兴趣爱好, 4 公益. */
  type: OccupationType;
  summary: string;
  duties: [string, string, string];
}

/**
 * Curated facts per catalogue profession, by name, so a profession page reads like the real
 * occupation. Entries follow vocabulary.ts's PROFESSIONS (which the catalogue numbers 1…40).
 */
export const PROFESSION_FACTS: Record<string, ProfessionFacts> = {
  电工: {
    code: '6-31-01-03',
    type: 2,
    summary: '从事电气设备与线路安装、调试、运行维护和检修的人员',
    duties: [
      '安装、敷设低压配电线路与照明、动力设备',
      '检测、调试电气控制电路，排除电气故障',
      '执行电气安全操作规程，做好停送电与接地保护',
    ],
  },
  焊工: {
    code: '6-18-02-04',
    type: 2,
    summary: '使用焊接设备对金属工件进行连接、切割与修复的人员',
    duties: [
      '识读焊接工艺卡与图样，选择焊接方法和参数',
      '进行手工电弧焊、气体保护焊等焊接与切割作业',
      '检验焊缝质量，处理气孔、夹渣、裂纹等缺陷',
    ],
  },
  养老护理员: {
    code: '4-10-01-05',
    type: 1,
    summary: '对老年人生活照料、护理服务工作的人员',
    duties: [
      '为老年人提供饮食、清洁、睡眠等生活照料',
      '观察老年人身体状况，协助完成基础护理与康复活动',
      '开展心理慰藉与安全防护，预防跌倒等意外',
    ],
  },
  育婴员: {
    code: '4-10-01-02',
    type: 4,
    summary: '在家庭或机构中对 0～3 岁婴幼儿进行生活照料与早期教育的人员',
    duties: ['为婴幼儿提供喂养、睡眠、清洁等日常照料', '观察婴幼儿生长发育，预防常见疾病与意外伤害', '设计并组织适龄的早期教育与亲子游戏'],
  },
  保育师: {
    code: '4-10-01-03',
    type: 1,
    summary: '在托育机构、幼儿园协助教师负责幼儿保健、养育的人员',
    duties: ['做好班级卫生消毒与幼儿一日生活照料', '配合教师开展教育活动，观察记录幼儿发展', '开展晨午检与常见病、传染病预防工作'],
  },
  健康管理师: {
    code: '4-14-02-02',
    type: 1,
    summary: '从事个体和群体健康监测、评估与干预管理的人员',
    duties: ['采集和管理个人或群体的健康信息', '评估健康风险，制订健康改善计划', '开展健康指导与跟踪，评价干预效果'],
  },
  中式烹调师: {
    code: '4-03-02-01',
    type: 1,
    summary: '运用煎、炒、烹、炸等技法制作中式菜肴的人员',
    duties: ['进行原料初加工、刀工处理与配菜', '运用多种烹调技法制作冷菜、热菜与宴席菜品', '执行食品安全规范，控制出品质量与成本'],
  },
  中式面点师: {
    code: '4-03-02-02',
    type: 1,
    summary: '运用中式面点技艺制作各类面食、点心的人员',
    duties: [
      '调制水调面团、膨松面团、油酥面团等各类面团',
      '完成包、捏、擀、卷等成型手法与馅心调制',
      '掌握蒸、煮、烤、炸等熟制工艺与质量标准',
    ],
  },
  茶艺师: {
    code: '4-03-02-07',
    type: 3,
    summary: '在茶室、茶馆等场所展示茶水冲泡流程和技艺的人员',
    duties: ['识别茶叶品类，鉴别茶叶品质', '根据茶类选配器具，完成冲泡与茶艺演示', '提供茶事服务，传播茶文化与饮茶知识'],
  },
  美容师: {
    code: '4-10-03-01',
    type: 1,
    summary: '根据顾客需求提供皮肤护理、化妆等美容服务的人员',
    duties: ['分析顾客皮肤类型，制订护理方案', '运用仪器与手法进行面部、身体护理', '提供化妆造型与居家护肤指导'],
  },
  网络安全管理员: {
    code: '4-04-04-02',
    type: 1,
    summary: '从事网络安全规划、运维、监测与应急处置的人员',
    duties: ['部署和维护防火墙、入侵检测等安全设备', '开展漏洞扫描、安全加固与日志审计', '处置网络安全事件，编写应急预案'],
  },
  人工智能训练师: {
    code: '4-04-05-05',
    type: 1,
    summary: '使用智能训练软件，在人工智能产品使用过程中进行数据处理与模型训练的人员',
    duties: ['采集、清洗和标注训练数据，管理数据质量', '设计与优化智能产品的交互流程与知识库', '评测模型效果，分析问题并提出改进方案'],
  },
  数据分析师: {
    code: '4-04-05-06',
    type: 1,
    summary: '运用统计与数据分析工具，为业务决策提供依据的人员',
    duties: ['采集、清洗与整理业务数据', '建立指标体系，完成统计分析与数据建模', '撰写分析报告，以可视化方式呈现结论'],
  },
  电子商务师: {
    code: '4-01-02-02',
    type: 1,
    summary: '利用网络平台从事商品交易、营销推广与运营管理的人员',
    duties: ['搭建与运营网店，管理商品与订单', '策划营销活动，开展站内外推广', '分析运营数据，优化客户服务与供应链'],
  },
  互联网营销师: {
    code: '4-01-02-07',
    type: 1,
    summary: '在数字化信息平台上，运用网络交互技术从事营销推广的人员',
    duties: ['研究用户需求，策划直播与短视频营销方案', '进行直播带货、内容创作与社群运营', '复盘营销数据，提升转化与复购'],
  },
  无人机驾驶员: {
    code: '4-02-04-07',
    type: 1,
    summary: '通过远程控制设备，驾驶无人机完成既定飞行任务的人员',
    duties: ['进行飞行前检查、航线规划与空域申报', '操控无人机完成航拍、巡检、植保等作业', '维护保养无人机系统，处置飞行应急情况'],
  },
  消防设施操作员: {
    code: '4-07-05-04',
    type: 2,
    summary: '从事建（构）筑物消防安全管理、消防设施检测维修的人员',
    duties: ['值守消防控制室，监控火灾报警系统', '巡查、检测与保养各类消防设施', '处置火警信息，组织初起火灾扑救'],
  },
  企业人力资源管理师: {
    code: '4-07-03-02',
    type: 1,
    summary: '从事人力资源规划、招聘、培训、绩效、薪酬与劳动关系管理的人员',
    duties: ['编制人力资源规划与招聘配置方案', '组织员工培训开发与绩效考核', '设计薪酬福利体系，处理劳动关系事务'],
  },
  心理咨询师: {
    code: '4-14-02-03',
    type: 2,
    summary: '运用心理学理论与技术，帮助来访者解决心理问题的人员',
    duties: ['开展心理评估与心理测验', '运用咨询技术进行个体或团体心理辅导', '识别心理危机，进行转介与跟踪'],
  },
  家政服务员: {
    code: '4-10-01-06',
    type: 4,
    summary: '为家庭提供烹饪、保洁、照护等家务服务的人员',
    duties: ['完成家庭保洁、衣物洗涤与收纳整理', '制作家庭餐，照料老人、孕产妇与婴幼儿', '使用与维护家用电器，注意居家安全'],
  },
  汽车维修工: {
    code: '4-12-01-01',
    type: 1,
    summary: '对汽车进行维护、故障诊断与修理的人员',
    duties: ['进行汽车定期维护与检测', '诊断发动机、底盘、电气系统故障', '完成总成拆装、修复与竣工检验'],
  },
  插花花艺师: {
    code: '4-07-07-02',
    type: 3,
    summary: '运用花材与造型艺术创作插花、花艺作品的人员',
    duties: ['识别与养护常用花材', '运用构图与色彩知识完成插花造型', '承接节庆、婚礼、商务空间的花艺布置'],
  },
  钳工: {
    code: '6-20-01-01',
    type: 1,
    summary: '使用钳工工具与设备进行零件加工、装配与维修的人员',
    duties: ['进行划线、锯削、锉削、钻孔、攻丝等加工', '按图样完成部件装配与调试', '检修机械设备，排除常见故障'],
  },
  车工: {
    code: '6-18-01-01',
    type: 1,
    summary: '操作车床对工件进行切削加工的人员',
    duties: ['识读零件图，编制车削加工工艺', '车削外圆、内孔、螺纹与成形面', '使用量具检测工件精度，保养车床'],
  },
  数控车床操作工: {
    code: '6-18-01-07',
    type: 1,
    summary: '操作数控车床，按程序完成零件加工的人员',
    duties: ['编写与调试数控车削程序', '装夹工件、对刀并完成批量加工', '监控加工质量，处理设备报警'],
  },
  电梯安装维修工: {
    code: '6-29-03-03',
    type: 2,
    summary: '从事电梯安装、调试、维护保养与修理的人员',
    duties: ['安装电梯导轨、曳引机、门系统等部件', '进行电梯定期维护保养与安全检查', '诊断并排除电梯电气与机械故障'],
  },
  电子设备装接工: {
    code: '6-25-04-01',
    type: 1,
    summary: '使用工具与设备装配、焊接、调试电子设备的人员',
    duties: ['识读电路图与装配工艺文件', '完成元器件插装、焊接与整机装配', '调试与检验电子产品性能'],
  },
  物联网安装调试员: {
    code: '6-25-04-09',
    type: 1,
    summary: '从事物联网设备安装、配置、调试与维护的人员',
    duties: ['安装传感器、网关等物联网终端设备', '配置网络与平台，完成系统联调', '监测设备运行，排除通信与数据故障'],
  },
  计算机程序设计员: {
    code: '4-04-05-01',
    type: 1,
    summary: '从事计算机软件编程、调试与测试的人员',
    duties: ['根据需求编写程序与技术文档', '调试与测试程序，修复缺陷', '维护与优化已上线的软件系统'],
  },
  西式面点师: {
    code: '4-03-02-03',
    type: 3,
    summary: '运用西式烘焙技艺制作面包、蛋糕、西点的人员',
    duties: ['调制面团、面糊与各类奶油馅料', '完成面包、蛋糕、甜点的成型与烘烤', '进行装饰造型，控制出品质量'],
  },
  营养配餐员: {
    code: '4-03-02-06',
    type: 1,
    summary: '根据就餐者需求，设计营养食谱并指导膳食的人员',
    duties: ['调查与评价就餐人群的营养状况', '编制营养食谱，计算营养素摄入', '指导食材采购与烹调，开展营养宣教'],
  },
  美发师: {
    code: '4-10-03-02',
    type: 1,
    summary: '为顾客提供洗发、修剪、烫染与造型服务的人员',
    duties: ['根据脸型与发质设计发型', '完成修剪、烫发、染发与吹风造型', '提供头皮与头发护理建议'],
  },
  保健按摩师: {
    code: '4-10-04-02',
    type: 3,
    summary: '运用按摩手法为顾客提供保健放松服务的人员',
    duties: ['了解顾客身体状况，选择保健方案', '运用推、拿、按、揉等手法进行保健按摩', '提供日常保健与放松指导'],
  },
  康复治疗师: {
    code: '2-05-07-13',
    type: 2,
    summary: '运用物理、作业、言语等疗法帮助患者恢复功能的人员',
    duties: ['评定患者功能障碍程度', '制订并实施康复训练计划', '指导患者与家属进行居家康复'],
  },
  物流服务师: {
    code: '4-02-06-03',
    type: 1,
    summary: '从事物流作业组织、仓储配送与客户服务的人员',
    duties: ['组织货物入库、存储、分拣与出库', '规划运输配送路线，跟踪在途信息', '处理客户咨询与异常订单'],
  },
  全媒体运营师: {
    code: '4-13-02-04',
    type: 1,
    summary: '综合利用各类媒介技术与渠道，进行内容策划与传播运营的人员',
    duties: ['策划选题，生产图文、音视频内容', '运营多平台账号，开展用户互动', '分析传播数据，优化内容与投放策略'],
  },
  安全评价师: {
    code: '2-02-28-02',
    type: 2,
    summary: '运用安全系统工程方法，对生产经营活动进行安全评价的人员',
    duties: ['辨识危险有害因素，划分评价单元', '开展定性、定量安全评价', '提出安全对策措施，编制评价报告'],
  },
  危险化学品操作工: {
    code: '6-11-01-02',
    type: 2,
    summary: '从事危险化学品生产、储存、运输环节操作的人员',
    duties: ['按规程操作化工生产装置', '监控工艺参数，处理异常工况', '执行危化品储存、装卸与应急处置要求'],
  },
  建筑信息模型技术员: {
    code: '4-04-05-04',
    type: 1,
    summary: '利用 BIM 软件进行工程项目建模、分析与协同管理的人员',
    duties: ['创建建筑、结构、机电专业模型', '进行碰撞检查、工程量统计与施工模拟', '在设计施工各阶段进行模型协同与交付'],
  },
  劳动关系协调员: {
    code: '4-07-03-03',
    type: 4,
    summary: '从事劳动标准实施、劳动合同管理与劳动争议调解的人员',
    duties: ['宣传劳动法律法规，指导劳动合同签订', '组织集体协商，协调劳动关系', '调解劳动争议，预防群体性事件'],
  },
};

const CERTIFICATES: Record<OccupationType, string> = {
  1: '职业技能等级证书',
  2: '职业资格证书',
  3: '培训合格证书',
  4: '公益培训结业证书',
};

const OUTLOOK_LINES = [
  '近年来{i}行业持续扩容，{p}岗位缺口较大，持证上岗已成为用人单位的普遍要求。',
  '随着产业升级，{p}的岗位需求稳步增长，技能等级越高，薪资与晋升空间越大。',
  '{p}被纳入多地急需紧缺职业目录，取得证书可按规定申领职业技能提升补贴。',
  '{i}领域对复合型技能人才需求旺盛，{p}可向技术骨干、培训讲师、管理岗位发展。',
];

/** Monthly pay ranges in yuan, low end by occupational category; the high end grows with experience. */
function salaryRange(faker: Faker, type: OccupationType): string {
  const low = faker.helpers.arrayElement(type === 3 ? [3500, 4000, 4500] : type === 4 ? [4000, 4500, 5000] : [5000, 6000, 7000, 8000]);
  const high = low + faker.helpers.arrayElement([4000, 6000, 8000, 10000]);
  return `${low}–${high} 元/月`;
}

/**
 * One profile per catalogue profession: its category, national code, what the work is, the
 * outlook, and the skill levels it is certified at — a path always starts where its courses start
 * and runs up to its highest course level, so there are no gaps a learner could not climb.
 */
export function generateProfessionProfiles(faker: Faker, catalogue: Catalogue): ProfessionProfile[] {
  return catalogue.professions.map((profession) => {
    const facts = PROFESSION_FACTS[profession.name];
    if (!facts) throw new Error(`no facts for profession ${profession.name}`);
    const levels = offeredLevels(catalogue.courses, profession.id);
    const fill = (line: string) => line.replaceAll('{p}', profession.name).replaceAll('{i}', profession.category);
    return {
      id: profession.id,
      type: facts.type,
      code: facts.code,
      summary: facts.summary,
      description: `${profession.name}（职业编码 ${facts.code}）是指${facts.summary}。本职业共设 ${levels.length} 个等级，按照国家职业技能标准开展培训与评价，考核分为理论知识考试和操作技能考核，两项均达 60 分及以上者可获得相应等级的${CERTIFICATES[facts.type]}。`,
      duties: [...facts.duties],
      outlook: faker.helpers.arrayElements(OUTLOOK_LINES, 2).map(fill).join(''),
      salaryRange: salaryRange(faker, facts.type),
      certificate: CERTIFICATES[facts.type],
      levels,
    };
  });
}
