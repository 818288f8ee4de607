import { ExamMode } from '@shared/enums/learning';
import { QuestionKind } from '@shared/enums/exam';
import type { AttemptKind, ExamCard, ExamKindBreakdown } from '@shared/schemas/exam';
import { shanghaiIso } from '../core/faker';
import { LEVEL_NAMES } from '../catalogue/vocabulary';

/**
 * What each exam mode offers:
 * - 1 正式考试: `official` attempts (maxAttempts of them, only inside openAt..closeAt; the paper
 *   is handed in at closeAt at the latest) and an unlimited `mock` run of the same paper rules,
 *   which never counts.
 * - 2 模拟考试: `mock` attempts, timed; some papers allow 3, most are unlimited (0).
 * - 3 练习: `mock`-route attempts that are practice — no time limit, 核对答案 after each question.
 */
export const OFFICIAL_MAX_ATTEMPTS = 2;

export function maxAttemptsOf(exam: ExamCard): number {
  if (exam.mode === ExamMode.EXAM) return OFFICIAL_MAX_ATTEMPTS;
  if (exam.mode === ExamMode.MOCK) return exam.id % 4 === 0 ? 3 : 0;
  return 0;
}

/** The attempt kind that counts towards maxAttempts, best score and passed. */
export const countedKind = (exam: ExamCard): AttemptKind => (exam.mode === ExamMode.EXAM ? 'official' : 'mock');

export const offers = (exam: ExamCard, kind: AttemptKind): boolean => kind === 'mock' || exam.mode === ExamMode.EXAM;

export type OfficialWindow = 'upcoming' | 'open' | 'closed';

export function officialWindowOf(exam: ExamCard, now: number): OfficialWindow | null {
  if (exam.mode !== ExamMode.EXAM) return null;
  if (exam.openAt && now < Date.parse(exam.openAt)) return 'upcoming';
  if (exam.closeAt && now >= Date.parse(exam.closeAt)) return 'closed';
  return 'open';
}

const points = (score: number) => `${score}分`;
const dateText = (iso: string) => {
  const [date = '', time = ''] = shanghaiIso(Date.parse(iso)).split('T');
  const [year, month, day] = date.split('-');
  return `${year}年${Number(month)}月${Number(day)}日 ${time.slice(0, 5)}`;
};

/** The rules the detail page lists, worded like a 职业技能等级认定 notice; they state what the mock enforces. */
export function rulesOf(exam: ExamCard, professionName: string, breakdown: readonly ExamKindBreakdown[]): string[] {
  const makeUp = breakdown.map((line) => `${QuestionKind.label(line.kind)}${line.count}题（每题${points(line.score)}）`).join('、');
  const level = LEVEL_NAMES[exam.skillLevel - 1] ?? '';
  const hasShort = breakdown.some((line) => line.kind === QuestionKind.SHORT);
  const common = [
    `试卷共${exam.questionCount}题，满分${exam.totalScore}分：${makeUp}。`,
    '多选题须全部选对方可得分，错选、多选、少选均不得分；填空题每空均须填写正确方可得分，全角半角、大小写和空格不影响判分。',
  ];
  if (exam.mode === ExamMode.PRACTICE) {
    return [
      `本练习覆盖${professionName}（${level}）理论知识的常考知识点，不限时，可随时退出，再次进入时从上次的题目继续。`,
      ...common,
      '每题作答后可点击“核对答案”，立即查看正误、正确答案和解析；核对后的题目不能再修改答案。',
      `交卷后按得分计算成绩，${points(exam.passScore)}及以上为合格；可以针对答错的题目开展错题练习，错题练习不计入成绩。`,
    ];
  }
  const timing = [
    `考试时长${exam.durationMinutes}分钟，${points(exam.passScore)}及以上为合格。`,
    ...common,
    '作答过程中系统自动保存答案，网络中断或误关页面后可重新进入继续作答，计时不会暂停。',
    '考试时间到，系统将按截止时已保存的作答自动交卷；交卷后不能再修改答案。',
    ...(hasShort ? ['简答题由考评员人工批阅，批阅完成前成绩显示为“待批阅”，仅包含客观题得分。'] : []),
  ];
  if (exam.mode === ExamMode.MOCK) {
    const max = maxAttemptsOf(exam);
    return [
      `本试卷按${professionName}（${level}）理论知识考试的题型和题量组卷，每次进入随机抽题、题目和选项顺序随机。`,
      ...timing,
      max > 0
        ? `每人最多可参加${max}次模拟，以最高一次成绩为准。`
        : '模拟考试不限次数，以最高一次成绩为准；交卷后可查看解析并进行错题练习。',
    ];
  }
  return [
    `本场为${professionName}（${level}）职业技能等级认定理论知识考试，采用闭卷、线上机考方式，题目从题库中随机抽取，每位考生的题目和选项顺序均不相同。`,
    ...(exam.openAt && exam.closeAt
      ? [`考试开放时间为${dateText(exam.openAt)}至${dateText(exam.closeAt)}，须在开放时间内开始作答；结束时间一到，所有答卷自动交卷。`]
      : []),
    ...timing,
    '参加正式考试须完成实名认证，并已报名本场考试所属的报名计划、审核通过且缴清报名费；开始前须阅读考试须知并确认，确认后开始计时。',
    `每场考试每位考生共有${OFFICIAL_MAX_ATTEMPTS}次正式考试机会（含1次补考），以本场最高一次成绩为准；报名计划的下一期考试重新计算次数，每期的题目各不相同。`,
    '交卷后即显示得分与是否通过；正式试卷的逐题答案与解析在本场考试结束后公布，公布后可随时查看并进行错题练习。',
    '考试须本人独立完成。作答期间切换页面或离开考试窗口将被记录为切屏，切屏次数随答卷提交，作为考试纪律的评定依据，情节严重的成绩无效。',
    '考前可参加模拟考试熟悉题型和操作，模拟考试不限次数，成绩不计入正式考试；模拟与练习的题目与正式试卷的题目互不重复。',
  ];
}
