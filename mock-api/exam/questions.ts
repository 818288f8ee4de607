import type { Faker } from '@faker-js/faker';
import type { QuestionCard } from '@shared/schemas/question';
import type { Catalogue } from '../catalogue/catalogue';
import { MOCK_EPOCH, shanghaiIso } from '../core/faker';
import { LEVEL_NAMES } from '../catalogue/vocabulary';

export const QUESTION_COUNT = 150;

/** Questions any trade's learners ask: {p} profession, {l} skill level, {q} the level below. */
const COMMON_TEMPLATES = [
  '{p}{l}实操考试怎么准备？',
  '{p}{l}理论考试有哪些必背知识点？',
  '零基础学{p}，多久能考到{l}证书？',
  '{p}职业技能等级证书全国通用吗？',
  '{p}等级认定报名需要准备哪些材料？',
  '{p}{l}考试没通过，补考怎么报名？',
  '{p}培训补贴怎么申领？需要满足什么条件？',
  '{p}实操考核常见的扣分点有哪些？',
  '{p}日常工作中有哪些安全规范必须遵守？',
  '报考{p}{l}需要先取得{q}证书吗？',
  '{p}现在就业前景怎么样？收入大概多少？',
  '自学{p}有没有推荐的学习路线和课程？',
  '{p}{l}考试时间一般安排在几月？',
  '在职备考{p}，每天学多久比较合适？',
];

/** Trade-specific topics, so a learner's question reads like one: {t}. */
const TOPICS: Record<string, readonly string[]> = {
  电工: ['接线题', '电气识图', '低压配电柜排故', '电机正反转控制'],
  焊工: ['仰焊', '氩弧焊打底', '焊缝外观检验', '板对接单面焊双面成型'],
  养老护理员: ['失能老人翻身', '压疮预防', '鼻饲护理', '认知症照护'],
  育婴员: ['辅食添加', '婴儿抚触', '夜醒安抚'],
  中式烹调师: ['刀工', '火候掌握', '勾芡'],
  中式面点师: ['发面', '包子捏褶', '酥皮起层'],
  人工智能训练师: ['数据标注规范', '模型评测', '智能客服话术训练'],
  数据分析师: ['SQL 窗口函数', '数据可视化', 'Excel 数据透视表'],
  网络安全管理员: ['防火墙策略', '日志审计', '漏洞扫描'],
  无人机驾驶员: ['超视距飞行', '航线规划', '应急返航'],
  消防设施操作员: ['消防控制室值班', '火灾报警控制器操作', '自动喷水灭火系统'],
  汽车维修工: ['发动机故障诊断', '四轮定位', '电路检测'],
  心理咨询师: ['个案报告', '咨询技能题', '心理测验'],
  茶艺师: ['绿茶冲泡', '茶艺表演', '茶席设计'],
};

const TOPIC_TEMPLATES = [
  '{p}{l}实操考试{t}怎么准备？',
  '{p}的{t}有什么练习技巧？',
  '{t}总是出错，{p}前辈们有什么建议？',
  '{p}考试里{t}占多少分？',
];

const EXCERPTS = [
  '备考快两个月了，理论题基本没问题，实操总是卡在时间上，想问问大家是怎么练的。',
  '单位要求年底前拿证，自学了一段时间，不知道考试重点在哪里，求有经验的前辈指点。',
  '报名时系统提示材料不全，不确定还需要补充哪些证明，有没有刚考过的朋友说说流程？',
  '看到有培训机构说包过，不知道靠不靠谱，想听听大家的真实经历。',
  '目前在工厂一线工作，时间比较碎片化，怎么安排学习比较高效？',
  '第一次参加等级认定，对考场流程完全不了解，需要提前准备哪些工具？',
  '上次考试差几分没过，这次想系统地补一补短板，求推荐练习方法。',
  '网上资料太多太杂，不知道哪些是最新大纲要求的，有没有整理好的清单？',
  '老家在外地，想知道在本地考的证书回老家能不能用，补贴能不能领。',
  '转行过来的新人，基础比较薄弱，担心实操跟不上，大家刚开始都是怎么过来的？',
];

const TOPIC_TAGS = ['备考', '实操', '报名', '证书', '就业', '补贴', '安全规范', '学习方法'];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w)\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * Community questions (issue 11 extends these): titles from the trades' common and specific
 * questions, newest first, about three in five solved.
 */
export function generateQuestions(faker: Faker, catalogue: Catalogue): QuestionCard[] {
  const titles = new Set<string>();
  const questions: QuestionCard[] = [];
  let createdAt = MOCK_EPOCH - faker.number.int({ min: 1, max: 6 }) * 3_600_000;
  for (let attempt = 0; questions.length < QUESTION_COUNT && attempt < QUESTION_COUNT * 20; attempt += 1) {
    const profession = faker.helpers.arrayElement(catalogue.professions);
    const level = faker.number.int({ min: 1, max: 5 });
    const topics = TOPICS[profession.name];
    const template =
      topics && faker.number.float() < 0.5 ? faker.helpers.arrayElement(TOPIC_TEMPLATES) : faker.helpers.arrayElement(COMMON_TEMPLATES);
    // Only the levels above 初级工 have a level below to require.
    if (template.includes('{q}') && level === 1) continue;
    const title = fill(template, {
      p: profession.name,
      l: LEVEL_NAMES[level - 1]!,
      q: LEVEL_NAMES[Math.max(0, level - 2)]!,
      t: topics ? faker.helpers.arrayElement(topics) : '',
    });
    if (titles.has(title)) continue;
    titles.add(title);
    const solved = faker.number.float() < 0.6;
    questions.push({
      id: questions.length + 1,
      title,
      answerCount: solved ? faker.number.int({ min: 1, max: 48 }) : faker.number.int({ min: 0, max: 9 }),
      createdAt: shanghaiIso(createdAt),
      excerpt: faker.helpers.arrayElement(EXCERPTS),
      tags: [profession.name, LEVEL_NAMES[level - 1]!, faker.helpers.arrayElement(TOPIC_TAGS)],
      solved,
      viewCount: faker.number.int({ min: 40, max: 26_000 }),
      professionId: profession.id,
    });
    createdAt -= faker.number.int({ min: 2, max: 60 }) * 3_600_000;
  }
  return questions;
}
