import type { Faker } from '@faker-js/faker';
import type { NewsArticle, NewsBlock } from '@shared/schemas/news';
import type { Catalogue } from '../catalogue/catalogue';
import { PROFESSIONS } from '../catalogue/vocabulary';

type Story = 'enrolment' | 'new-occupation' | 'syllabus' | 'subsidy' | 'pitfalls';

/** Which of the vocabulary's headline templates a title came from (their fixed words tell). */
function storyOf(title: string): Story {
  if (title.includes('报名开始')) return 'enrolment';
  if (title.includes('新职业')) return 'new-occupation';
  if (title.includes('大纲')) return 'syllabus';
  if (title.includes('补贴')) return 'subsidy';
  return 'pitfalls';
}

/** The profession a headline names (the longest match: 中式面点师 before 面点师). */
function professionOf(title: string): { id: number; name: string } {
  let best = { id: 1, name: PROFESSIONS[0]!.name, length: 0 };
  PROFESSIONS.forEach((profession, index) => {
    if (title.includes(profession.name) && profession.name.length > best.length)
      best = { id: index + 1, name: profession.name, length: profession.name.length };
  });
  return { id: best.id, name: best.name };
}

/**
 * Each story as subheadings and paragraphs; `{p}` is the profession, `{m}` a month, `{d}` a day,
 * `{n}` a number. Plain text only: the article page renders it as text, never as markup.
 */
const BODIES: Record<Story, { summary: string; blocks: [heading: string | null, paragraphs: string[]][] }> = {
  enrolment: {
    summary: '{p}职业技能等级认定新一期报名已开放，本文整理报名条件、时间安排、所需材料与考核方式。',
    blocks: [
      [
        null,
        [
          '根据年度职业技能等级认定工作安排，{p}职业技能等级认定 {m} 月批次现已开放报名，涵盖初级工、中级工、高级工三个等级，技师、高级技师等级按评价机构通知另行组织。',
        ],
      ],
      [
        '报名条件',
        [
          '申报人员须符合《国家职业技能标准》规定的申报条件：从事或准备从事本职业的人员可申报初级工；取得本职业初级工证书后累计从事本职业工作满 {n} 年，可申报中级工。',
          '在校学生、转岗人员可凭学习证明申报相应等级，具体以评价机构审核结果为准。',
        ],
      ],
      [
        '时间安排',
        [
          '网上报名时间为 {m} 月 {d} 日至月底，审核结果将在报名截止后 5 个工作日内通过短信与平台消息通知。理论知识考试与操作技能考核原则上在报名截止后一个月内举行。',
        ],
      ],
      [
        '所需材料',
        [
          '有效身份证件、近期免冠证件照电子版、学历或工作年限证明；申报中级工及以上等级的，还需提供原等级证书编号。已在技能学堂完成实名认证的学员可直接调用认证信息。',
        ],
      ],
      [
        '备考建议',
        [
          '建议考生结合官方考试大纲系统复习，理论部分重点关注安全规范与基础知识，操作部分多做整套模拟。技能学堂报名页面提供在线模拟考试，可提前熟悉考试形式。',
        ],
      ],
    ],
  },
  'new-occupation': {
    summary: '{p}相关岗位需求持续增长，本文梳理岗位职责、技能要求、薪资水平与学习路径。',
    blocks: [
      [
        null,
        [
          '人力资源社会保障部近日发布新一批职业信息，与{p}相关的新职业、新工种正式纳入《中华人民共和国职业分类大典》。随着产业升级，相关岗位招聘需求同比增长约 {n}0%。',
        ],
      ],
      [
        '岗位职责',
        [
          '从业人员主要负责相关设备、系统或服务流程的操作、维护与质量把控，需要具备扎实的理论基础与规范的实操能力，并能处理常见故障与突发情况。',
        ],
      ],
      [
        '技能要求',
        [
          '企业普遍要求求职者持有{p}职业技能等级证书，熟悉行业安全规范和质量标准，具备一定的沟通协作能力。具有中级工及以上等级证书的求职者更受青睐。',
        ],
      ],
      [
        '学习路径',
        [
          '零基础学员可以从初级工课程入手，先掌握职业认知与安全规范，再逐步学习核心操作技能；有经验的从业者可直接选择高级工或技师课程，结合真实工作任务提升。',
          '技能学堂职业频道为{p}整理了分等级的学习路径，包含课程、报名计划与模拟考试。',
        ],
      ],
    ],
  },
  syllabus: {
    summary: '新版{p}考试大纲调整了理论与实操的考核权重，本文逐项解读变化与应对方法。',
    blocks: [
      [null, ['新版{p}职业技能等级认定考试大纲将于下一考试批次起执行。与旧版相比，新版大纲在考核内容、题型结构和评分方式上均有调整。']],
      [
        '主要变化',
        [
          '理论知识考试中，安全生产与职业道德部分的分值占比提高到 {n}%；新增案例分析题型，考查考生综合运用知识解决实际问题的能力。',
          '操作技能考核取消部分陈旧工艺，增加新设备、新工艺的实操项目，评分更强调操作规范与过程记录。',
        ],
      ],
      ['对考生的影响', ['已经开始备考的考生无需推倒重来，基础知识部分变化不大，重点补充新增考点即可；实操部分建议按新版评分表逐项自查。']],
      [
        '备考建议',
        ['建议考生对照新大纲梳理知识点清单，优先学习新增内容，并通过模拟考试检验掌握程度。技能学堂相关课程已按新版大纲更新章节。'],
      ],
    ],
  },
  subsidy: {
    summary: '参加{p}培训并取得证书可按规定申领职业技能提升补贴，本文说明申领条件、标准与流程。',
    blocks: [
      [
        null,
        ['为落实职业技能提升行动，各地继续对参加职业技能培训并取得相应证书的劳动者发放补贴。参加{p}培训的学员，符合条件的可按规定申领。'],
      ],
      [
        '申领条件',
        ['申领人须在参保地或常住地参加培训并取得职业技能等级证书，且在领取证书之日起 12 个月内提出申请；同一职业同一等级只能申领一次。'],
      ],
      [
        '补贴标准',
        ['补贴标准按证书等级确定，初级工、中级工、高级工分别为 1000 元、1500 元、2000 元左右，各地标准略有差异，以当地人社部门公布为准。'],
      ],
      [
        '申领流程',
        [
          '登录当地人社公共服务平台或手机 App，进入“职业技能提升补贴申领”栏目，填写个人信息与证书编号并提交，审核通过后补贴直接发放至本人社保卡银行账户。',
        ],
      ],
    ],
  },
  pitfalls: {
    summary: '汇总{p}实操考核中考生最常见的失分点，并给出针对性的练习建议。',
    blocks: [
      [null, ['在近几个批次的{p}操作技能考核中，约 {n}% 的失分集中在少数几个环节。考评员总结了常见问题，供备考学员参考。']],
      [
        '常见失分点',
        [
          '一是安全防护不到位，例如未按规定穿戴防护用品、操作前未检查设备状态；二是操作步骤顺序颠倒或遗漏关键步骤；三是工位整理与记录不规范。',
          '此外，部分考生时间分配不当，前半程过于谨慎导致后续项目仓促完成。',
        ],
      ],
      [
        '练习建议',
        [
          '建议按照考核评分表逐项练习，每次练习后对照评分细则自评；安全操作要形成习惯，做到“先检查、再操作、后复位”。',
          '可以录制自己的练习过程回看，或在直播答疑中请老师点评。',
        ],
      ],
    ],
  },
};

const SOURCES = [
  '人力资源社会保障部',
  '中国就业培训技术指导中心',
  '技能学堂编辑部',
  '职业技能鉴定指导中心',
  '中国劳动保障报',
  '技能学堂考试中心',
];
const EXTRA_TAGS = ['职业技能', '等级认定', '备考', '政策', '就业'];

/** A story's body, summary, source and links, one per news item of the catalogue. */
export function generateNewsArticles(faker: Faker, catalogue: Catalogue): NewsArticle[] {
  // A few stories stay on top of the list: the newest platform announcements and policy reading.
  const pinned = new Set([
    ...catalogue.news
      .filter((item) => item.category === '平台公告')
      .slice(0, 2)
      .map((item) => item.id),
    ...catalogue.news
      .filter((item) => item.category === '政策解读')
      .slice(0, 1)
      .map((item) => item.id),
  ]);
  const coursesByProfession = new Map<number, number[]>();
  for (const course of [...catalogue.courses].sort((a, b) => b.learnerCount - a.learnerCount)) {
    coursesByProfession.set(course.professionId, [...(coursesByProfession.get(course.professionId) ?? []), course.id]);
  }

  return catalogue.news.map((item) => {
    const story = storyOf(item.title);
    const profession = professionOf(item.title);
    const month = /(\d{1,2}) 月批次/.exec(item.title)?.[1] ?? String(faker.number.int({ min: 1, max: 12 }));
    const values: Record<string, string> = {
      p: profession.name,
      m: month,
      d: String(faker.number.int({ min: 1, max: 15 })),
      n: String(faker.number.int({ min: 2, max: 6 })),
    };
    const fill = (text: string) => text.replace(/\{(\w)\}/g, (_, key: string) => values[key] ?? '');
    const { summary, blocks: template } = BODIES[story];
    const blocks: NewsBlock[] = template.flatMap(([heading, paragraphs]) => [
      ...(heading ? [{ kind: 'heading' as const, text: heading }] : []),
      ...paragraphs.map((paragraph) => ({ kind: 'paragraph' as const, text: fill(paragraph) })),
    ]);
    const source = item.category === '平台公告' ? '技能学堂' : faker.helpers.arrayElement(SOURCES);
    return {
      id: item.id,
      content: blocks.filter((block) => block.kind === 'paragraph').map((block) => block.text),
      blocks,
      summary: fill(summary),
      // About a third of the stories have an illustration.
      cover: item.id % 3 === 1 ? `/api/media/news/${item.id}.svg` : null,
      source,
      author: `${faker.person.lastName()}${faker.person.firstName()}`,
      pinned: pinned.has(item.id),
      tags: [profession.name, item.category, faker.helpers.arrayElement(EXTRA_TAGS)],
      relatedCourseIds: (coursesByProfession.get(profession.id) ?? []).slice(0, 4),
    };
  });
}
