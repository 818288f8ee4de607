import type { Faker } from '@faker-js/faker';
import type { RuleDetail, RuleList, RuleSection } from '@shared/schemas/rule';
import { shanghaiIso } from '../core/faker';
import { defineClocked } from '../core/rolling';
import type { Catalogue } from '../catalogue/catalogue';

const DAY = 86_400_000;

interface RuleSeed {
  title: string;
  category: (typeof CHAPTERS)[number]['category'];
  /** What the rule governs, for its opening clause and summary. */
  subject: string;
  /** 1 全平台, 2 仅机构, 3 仅平台. */
  visibility: 1 | 2 | 3;
  pinned?: boolean;
}

const EFFECTIVE: RuleSeed[] = [
  { title: '技能学堂用户服务协议', category: '用户规则', subject: '平台与用户之间的服务关系', visibility: 1, pinned: true },
  { title: '技能学堂用户行为规范', category: '用户规则', subject: '用户在平台学习、交流与互动中的行为', visibility: 1, pinned: true },
  { title: '账号注册与实名认证管理规则', category: '用户规则', subject: '账号注册、登录与实名认证', visibility: 1 },
  { title: '学员评价管理规范', category: '内容规范', subject: '课程评价的发布与展示', visibility: 1 },
  { title: '课程内容发布规范', category: '内容规范', subject: '课程、课时与资料的发布', visibility: 2 },
  { title: '直播课堂管理规范', category: '内容规范', subject: '直播课堂的开设与互动', visibility: 1 },
  { title: '社区问答与想法发布规范', category: '内容规范', subject: '社区问答、想法与评论的发布', visibility: 1 },
  { title: '违规内容处置规则', category: '内容规范', subject: '违规内容的识别、处置与申诉', visibility: 3 },
  { title: '机构入驻管理规则', category: '机构规则', subject: '机构与个人讲师的入驻、经营与退出', visibility: 2 },
  { title: '机构资质审核标准', category: '机构规则', subject: '入驻主体资质材料的审核', visibility: 3 },
  { title: '讲师资质认证规则', category: '机构规则', subject: '讲师身份与职业资格的认证', visibility: 2 },
  { title: '机构服务质量考核办法', category: '机构规则', subject: '入驻机构教学服务质量的考核', visibility: 2 },
  { title: '课程定价与促销规则', category: '交易规则', subject: '课程定价、优惠与促销活动', visibility: 1 },
  { title: '退款与售后服务规则', category: '交易规则', subject: '订单退款与售后服务', visibility: 1 },
  { title: '技能币使用规则', category: '交易规则', subject: '技能币的获取、使用与有效期', visibility: 1 },
  { title: '发票开具管理办法', category: '交易规则', subject: '订单发票的申请与开具', visibility: 1 },
  { title: '职业技能等级认定报名规则', category: '考试规则', subject: '职业技能等级认定的报名与审核', visibility: 1 },
  { title: '在线考试纪律与防作弊规定', category: '考试规则', subject: '在线考试、模拟考试的纪律', visibility: 1 },
];

const PUBLICITY: RuleSeed[] = [
  { title: '课程评价展示规则（修订征求意见稿）', category: '内容规范', subject: '课程评价的展示与排序', visibility: 1, pinned: true },
  { title: '机构入驻管理规则（2027 年修订版）', category: '机构规则', subject: '机构与个人讲师的入驻、经营与退出', visibility: 2 },
  { title: '直播带课行为规范（征求意见稿）', category: '内容规范', subject: '直播中推荐与销售课程的行为', visibility: 2 },
  { title: '技能币有效期调整公示', category: '交易规则', subject: '技能币的有效期', visibility: 1 },
  { title: '学习时长认定规则（征求意见稿）', category: '考试规则', subject: '学习时长的记录与认定', visibility: 1 },
  { title: '退款与售后服务规则（修订公示）', category: '交易规则', subject: '订单退款与售后服务', visibility: 1 },
  { title: '未成年人学习保护规定（征求意见稿）', category: '用户规则', subject: '未成年用户的学习与消费保护', visibility: 1 },
  { title: '补贴性培训课程管理办法（征求意见稿）', category: '机构规则', subject: '补贴性培训课程的开设与管理', visibility: 2 },
  { title: '讲师分级管理办法（征求意见稿）', category: '机构规则', subject: '讲师的分级、晋升与退出', visibility: 2 },
  { title: '个人信息保护规则（修订公示）', category: '用户规则', subject: '用户个人信息的收集、使用与保护', visibility: 1 },
  { title: '考试成绩复核规则（征求意见稿）', category: '考试规则', subject: '考试成绩的复核申请与处理', visibility: 1 },
  { title: '内容审核工作规范（征求意见稿）', category: '内容规范', subject: '平台内容审核的流程与标准', visibility: 3 },
];

/** Each category's middle chapter: its title and the clauses a rule picks from. */
const CHAPTERS = [
  {
    category: '用户规则',
    title: '用户权利与义务',
    clauses: [
      '用户应当使用真实、合法、有效的身份信息注册账号，并对账号下发生的一切行为负责。',
      '用户不得出借、转让、出售账号，不得利用技术手段批量注册或登录账号。',
      '用户有权按照平台规则学习已购买或免费开放的课程，参加考试、报名与社区交流。',
      '用户应当遵守学习秩序，不得录制、下载、传播课程内容，不得将课程内容用于商业用途。',
      '用户在平台发布的评价、问答等内容应当真实客观，不得侵犯他人合法权益。',
      '用户有权查询、更正、删除其个人信息，并可通过设置页面注销账号。',
    ],
  },
  {
    category: '机构规则',
    title: '入驻与经营要求',
    clauses: [
      '入驻机构应当具备合法有效的主体资格，按要求提交营业执照或事业单位法人证书等资质材料。',
      '个人讲师入驻应当完成实名认证，并提交与授课内容相符的职业技能等级证书或职业资格证书。',
      '入驻主体应当保证课程内容符合国家职业技能标准，课程介绍与实际内容一致。',
      '入驻主体应当在承诺时限内回复学员咨询，妥善处理学员投诉与售后问题。',
      '入驻主体不得以任何形式引导学员绕开平台私下交易。',
      '平台按照服务质量考核结果对入驻主体实行分级管理，考核结果将影响课程推荐与活动资格。',
    ],
  },
  {
    category: '内容规范',
    title: '内容要求',
    clauses: [
      '发布的内容应当遵守法律法规，坚持正确导向，不得含有违法违规信息。',
      '课程与直播内容应当与所属职业、技能等级相符，不得夸大宣传培训效果或承诺“包过”。',
      '不得发布侵犯他人知识产权、肖像权、隐私权等合法权益的内容。',
      '不得发布广告、引流信息或与学习无关的营销内容。',
      '评价内容应当基于真实学习体验，不得通过利益诱导获取好评或恶意差评。',
      '涉及操作安全的演示内容应当符合安全操作规程，并作出必要的安全提示。',
    ],
  },
  {
    category: '交易规则',
    title: '交易与售后',
    clauses: [
      '课程、课程包及报名费用以页面展示的价格为准，价格以人民币计价。',
      '用户可使用技能币抵扣部分订单金额，技能币不可提现、不可转让。',
      '付费课程自购买之日起 7 日内且学习进度不超过 20% 的，用户可申请无理由退款。',
      '退款审核通过后，款项将按原支付路径退回，技能币抵扣部分退回至技能币账户。',
      '用户可在订单完成后申请开具电子发票，个人与企业抬头均可开具。',
      '促销活动的规则以活动页面公示为准，同一订单不可叠加使用多项优惠。',
    ],
  },
  {
    category: '考试规则',
    title: '报名与考试',
    clauses: [
      '报名职业技能等级认定的用户应当完成实名认证，并如实填写报名信息、上传所需材料。',
      '报名信息经评价机构审核通过后方可参加考试，审核不通过的将注明原因。',
      '在线考试期间，考生不得切换页面、使用他人账号或借助外部工具作答。',
      '考试系统将记录作答过程，发现异常行为的，平台有权终止考试并认定成绩无效。',
      '模拟考试成绩仅供自测参考，不作为职业技能等级认定的依据。',
      '考生对考试成绩有异议的，可在成绩公布之日起 7 日内申请复核。',
    ],
  },
] as const;

const PENALTIES = [
  '违反本规则的，平台将视情节轻重采取警告、限制功能、删除内容、暂停服务直至终止服务等措施。',
  '违规行为给他人或平台造成损失的，违规方应当依法承担赔偿责任。',
  '被处理方对处理结果有异议的，可在收到通知之日起 7 日内通过“意见反馈”提出申诉，平台将在 15 个工作日内答复。',
  '涉嫌违法犯罪的，平台将依法向有关部门报告，并配合相关调查工作。',
];

const SCOPES: Record<1 | 2 | 3, string> = {
  1: '在技能学堂注册的全体用户、入驻机构及讲师',
  2: '在技能学堂入驻的机构与个人讲师',
  3: '技能学堂的运营、审核与客服人员',
};

const dateText = (ms: number) => {
  const iso = shanghaiIso(ms);
  return `${Number(iso.slice(0, 4))}年${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`;
};

/** Midnight in Beijing, so a date reads the same everywhere. */
const dayStart = (ms: number) => ms - ((ms + 8 * 3_600_000) % DAY);

/** A few of a chapter's clauses, in the chapter's own order. */
function someOf(faker: Faker, clauses: readonly string[], min: number, max: number): string[] {
  const chosen = new Set(faker.helpers.arrayElements(clauses, { min, max }));
  return clauses.filter((clause) => chosen.has(clause));
}

function sectionsOf(faker: Faker, seed: RuleSeed, effectiveAt: number): RuleSection[] {
  const chapter = CHAPTERS.find((candidate) => candidate.category === seed.category)!;
  return [
    {
      title: '第一章 总则',
      clauses: [
        `为规范${seed.subject}，保障各方合法权益，维护技能学堂（以下简称“平台”）正常秩序，根据《中华人民共和国电子商务法》《中华人民共和国个人信息保护法》等法律法规及平台相关协议，制定本规则。`,
        `本规则适用于${SCOPES[seed.visibility]}。`,
        '平台依据本规则开展管理工作，坚持公开、公平、公正的原则。',
      ],
    },
    { title: `第二章 ${chapter.title}`, clauses: someOf(faker, chapter.clauses, 3, 5) },
    { title: '第三章 违规处理', clauses: someOf(faker, PENALTIES, 2, 3) },
    {
      title: '第四章 附则',
      clauses: [
        '平台可根据法律法规的变化及运营需要修订本规则，修订后的规则将在平台公示不少于七日。',
        '本规则由技能学堂负责解释。',
        `本规则自${dateText(effectiveAt)}起施行。`,
      ],
    },
  ];
}

/** A rule as the mock keeps it; the related rules are found per request. */
export type StoredRule = Omit<RuleDetail, 'related'>;

/**
 * Rules (both lists): 18 in force and 12 published for comment, five of them open when the mock
 * starts. Dates are laid out back from the start (`now()` then); whether a publicity period is
 * still open is read from the clock each time, so a period that ends while the server runs says so.
 */
export function generateRules(faker: Faker, catalogue: Catalogue, now: () => number = Date.now): StoredRule[] {
  void catalogue;
  const anchor = now();
  const build = (seed: RuleSeed, id: number, list: RuleList, index: number): StoredRule => {
    let publishedAt: number;
    let effectiveAt: number;
    let publicity: RuleDetail['publicity'] = null;
    if (list === 'effective') {
      effectiveAt = dayStart(anchor - (index * 37 + faker.number.int({ min: 3, max: 30 })) * DAY);
      publishedAt = effectiveAt - faker.number.int({ min: 7, max: 30 }) * DAY;
    } else {
      // The first five are open when the mock starts; the rest closed earlier.
      const start = dayStart(
        index < 5
          ? anchor - faker.number.int({ min: 1, max: 6 }) * DAY
          : anchor - (index * 29 + faker.number.int({ min: 20, max: 40 })) * DAY,
      );
      const end = start + faker.helpers.arrayElement([7, 10, 15]) * DAY - 1000;
      publishedAt = start;
      effectiveAt = dayStart(end + faker.number.int({ min: 7, max: 30 }) * DAY);
      publicity = defineClocked({ start: shanghaiIso(start), end: shanghaiIso(end) } as NonNullable<RuleDetail['publicity']>, {
        status: () => (end >= now() ? 'ongoing' : 'ended'),
      });
    }
    const major = faker.number.int({ min: 1, max: 3 });
    return {
      id,
      title: seed.title,
      list,
      category: seed.category,
      visibility: seed.visibility,
      pinned: seed.pinned ? 1 : 0,
      version: list === 'publicity' ? `V${major + 1}.0` : `V${major}.${faker.number.int({ min: 0, max: 5 })}`,
      summary: `本规则明确${seed.subject}的要求与违规处理办法，适用于${SCOPES[seed.visibility]}。`,
      publishedAt: shanghaiIso(publishedAt),
      effectiveAt: shanghaiIso(effectiveAt),
      publicity,
      sections: sectionsOf(faker, seed, effectiveAt),
      feedback: list === 'publicity' ? `公示期间，欢迎通过“意见反馈”页面提交修改意见，请在反馈中注明“${seed.title}”。` : null,
    };
  };
  // Ids interleave the lists (as one table would hold them), so an id never tells its list.
  const rules: StoredRule[] = [];
  let effective = 0;
  let publicity = 0;
  for (let id = 1; id <= EFFECTIVE.length + PUBLICITY.length; id += 1) {
    const takePublicity = publicity < PUBLICITY.length && (id % 5 === 2 || id % 5 === 4 || effective >= EFFECTIVE.length);
    rules.push(
      takePublicity
        ? build(PUBLICITY[publicity]!, id, 'publicity', publicity++)
        : build(EFFECTIVE[effective]!, id, 'effective', effective++),
    );
  }
  return rules;
}
