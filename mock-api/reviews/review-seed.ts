import type { CatalogueCourse } from '../catalogue/catalogue';
import { seedOf, seededRandom, type Random } from '../core/seeded-random';
import { LEVEL_NAMES, PROFESSIONS } from '../catalogue/vocabulary';

/** A seeded review as the store keeps it (times in epoch ms). */
export interface SeededReview {
  id: number;
  nickname: string;
  rating: number;
  content: string;
  createdAt: number;
  editedAt: number | null;
  helpfulCount: number;
}

/** Seeded ids: courseId × this + index, so every course's ids are known without seeding the others first. */
export const SEEDED_IDS_PER_COURSE = 1000;
const DAY = 86_400_000;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const NICKNAME_SHAPES: readonly ((surname: string, profession: string, random: Random) => string)[] = [
  (surname) => `${surname}同学`,
  (surname) => `${surname}师傅`,
  (surname) => `小${surname}`,
  (surname) => `老${surname}`,
  (_surname, profession) => `${profession}学员`,
  (surname, profession) => `${profession}${surname}工`,
  (_surname, _profession, random) =>
    pick(random, ['夜班也学习', '努力考证中', '一次过吧', '持证上岗', '技能改变生活', '零基础冲冲冲', '车间老兵', '转行新人']),
  (surname, _profession, random) => `${surname}${pick(random, ['姐', '哥', '工', '老师', '组长'])}`,
  (_surname, _profession, random) => `${pick(random, ['Alex', 'Kevin', 'Lily', 'Tony', 'Amy', 'Jack'])}_${Math.floor(random() * 90 + 10)}`,
];

/** What a review may say only when the course and its date bear it out (ReviewFacts, reviewMay). */
const LEARNED_FOR_A_MONTH = '跟着学了一个月，';
const QUIZZES_HELPED = '配套的单元测验很有用，错题还能回头看讲解';
const GOT_CERTIFICATE = '已经顺利拿证，感谢老师！';

/** A course shorter than this (its lessons' full length) cannot be what got someone through a 认定: 5 hours. */
export const MIN_CERTIFYING_COURSE_MINUTES = 300;
/** Nobody reviews a course the day it comes out: the first review is at least this long after publication. */
export const FIRST_REVIEW_AFTER_MS = 3 * DAY;
/** At most one learner in this many reviews a course. */
export const LEARNERS_PER_REVIEW = 4;
/** A 拿证 review comes at least this long after publication (a 认定 round takes weeks). */
const CERTIFIED_AFTER_MS = 45 * DAY;

/** What the world says about a course beyond its card, which reviews may speak of. */
export interface ReviewFacts {
  /** An official 理论知识考试 exists for the course's profession and level. */
  certificateExam: boolean;
  /** The syllabus has chapter tests (单元测验). */
  quizzes: boolean;
}

/** The claims a review written at `at` may make about this course. */
function reviewMay(course: CatalogueCourse, facts: ReviewFacts, at: number) {
  const sincePublished = at - Date.parse(course.publishedAt);
  return {
    month: sincePublished >= 30 * DAY,
    quizzes: facts.quizzes,
    certificate: facts.certificateExam && course.durationMinutes >= MIN_CERTIFYING_COURSE_MINUTES && sincePublished >= CERTIFIED_AFTER_MS,
  };
}
type ReviewMay = ReturnType<typeof reviewMay>;

/** Openings by rating, then what the review is about, then a closing: combined, no two reviews of a course alike. */
const OPENINGS: Record<number, readonly string[]> = {
  5: [
    '非常推荐！',
    '学完收获很大。',
    '物超所值。',
    '这门课是我上过最实在的一门。',
    LEARNED_FOR_A_MONTH,
    '已经二刷了，',
    '同事推荐来的，果然没让我失望。',
  ],
  4: ['整体不错，', '内容挺扎实，', '比我预想的好，', '性价比可以，', '学下来感觉还行，'],
  3: ['中规中矩吧，', '有收获，但也有不足。', '一般般，', '适合入门，'],
  2: ['有点失望，', '和介绍的不太一样，', '不太推荐，'],
  1: ['不建议购买。', '完全不值这个价，', '很失望，'],
};
const GOOD_POINTS: readonly string[] = [
  '老师讲{p}的实操步骤很细，每一步为什么这样做都讲清楚了',
  '章节从易到难，零基础也能跟上',
  '考点梳理得很清楚，{l}的理论题我基本都能答对了',
  '视频清晰，演示的角度很好，看得清手上的动作',
  '案例都是工作中真能遇到的，学完第二天就用上了',
  '安全规范部分讲得特别到位，车间老师傅都说好',
  QUIZZES_HELPED,
  '老师语速适中，普通话标准，听着不累',
  '答疑回复很快，提的问题第二天就有人解答',
  '讲了很多书上没有的经验和小窍门',
  '每节课时长合适，下班后刷一两节刚好',
  '知识点和{l}认定的考核标准对得上，备考方向很明确',
];
const WEAK_POINTS: readonly string[] = [
  '部分章节节奏偏快，要反复暂停',
  '后面几章的实操演示少了点，希望能补充',
  '有些内容和其他课重复',
  '理论部分有点枯燥，希望多配些图',
  '字幕偶尔和声音对不上',
  '讲的设备型号有点老，和我们厂里用的不一样',
  '习题数量不够，考前想多练练没题可做',
  '音量忽大忽小，戴耳机听有点难受',
];
const BAD_POINTS: readonly string[] = [
  '大部分内容都是照着教材念',
  '实操几乎没有，光讲理论',
  '视频画面模糊，看不清操作细节',
  '内容太浅，{l}的考点没讲到',
  '提问一直没有人回复',
];
const CLOSINGS: Record<number, readonly string[]> = {
  5: [GOT_CERTIFICATE, '推荐给准备考{p}的朋友。', '会继续关注老师的其他课程。', '👍👍👍', '五星好评！', ''],
  4: ['总体值得一学。', '扣一星是希望做得更好。', '期待后续更新。', ''],
  3: ['能学到东西，但别期望太高。', '建议先试看再决定。', ''],
  2: ['希望能改进。', '建议先看免费试听。', ''],
  1: ['已申请退款。', '浪费时间。', ''],
};

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** The star weights of a course whose card says `rating` (4.1–5.0): better courses skew to 5★, none is all 5★. */
function ratingWeights(rating: number): number[] {
  const weakness = Math.max(0, 5 - rating);
  return [Math.max(0.2, rating - 3.7), 0.55, 0.12 + weakness * 0.35, 0.04 + weakness * 0.15, 0.02 + weakness * 0.12];
}

function drawRating(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random() * total;
  for (let index = 0; index < weights.length; index += 1) {
    roll -= weights[index]!;
    if (roll < 0) return 5 - index;
  }
  return 1;
}

function fill(template: string, profession: string, level: string): string {
  return template.replaceAll('{p}', profession).replaceAll('{l}', level);
}

function reviewText(random: Random, rating: number, profession: string, level: string, may: ReviewMay): string {
  const allowed = (line: string) =>
    (may.month || line !== LEARNED_FOR_A_MONTH) &&
    (may.quizzes || line !== QUIZZES_HELPED) &&
    (may.certificate || line !== GOT_CERTIFICATE);
  const good = GOOD_POINTS.filter(allowed);
  const opening = pick(random, OPENINGS[rating]!.filter(allowed));
  const points =
    rating >= 4
      ? [pick(random, good), ...(random() < 0.5 ? [pick(random, good)] : []), ...(rating === 4 ? [`不过${pick(random, WEAK_POINTS)}`] : [])]
      : rating === 3
        ? [pick(random, good), `但是${pick(random, WEAK_POINTS)}`]
        : [pick(random, BAD_POINTS), ...(random() < 0.6 ? [pick(random, WEAK_POINTS)] : [])];
  const unique = [...new Set(points)];
  const closing = pick(random, CLOSINGS[rating]!.filter(allowed));
  const body = unique.join('，');
  return fill(`${opening}${body}。${closing}`, profession, level).replace(/，。/g, '。').trim();
}

/**
 * The reviews a course starts with, newest first: 3–40 per course (fewer for a course with few
 * learners or just out; none before publication), saying only what the course bears out (ReviewFacts), the stars spread around the
 * course's card rating, texts composed from openings, points and closings by rating (never one text
 * twice in a course), dates spread over the months before `startedAt`, a few edited, 有用 counts
 * skewed low. Seeded by the course id alone: the same course always gets the same reviews.
 */
export function seedCourseReviews(course: CatalogueCourse, startedAt: number, facts: ReviewFacts): SeededReview[] {
  const random = seededRandom(seedOf(0x5eed, course.id));
  const profession = PROFESSIONS[course.professionId - 1]?.name ?? '本职业';
  const level = LEVEL_NAMES[course.skillLevel - 1] ?? '';
  // Never more reviews than a share of its learners, and none before the course had been out a few days.
  const count = Math.min(3 + Math.floor(random() ** 1.6 * 38), Math.floor(course.learnerCount / LEARNERS_PER_REVIEW));
  const earliest = Date.parse(course.publishedAt) + FIRST_REVIEW_AFTER_MS;
  const weights = ratingWeights(course.seedRating);
  const seen = new Set<string>();
  const reviews: SeededReview[] = [];
  let at = startedAt - Math.floor(random() * DAY);
  for (let index = 0; index < count && at >= earliest; index += 1) {
    const rating = drawRating(random, weights);
    const createdAt = at;
    const may = reviewMay(course, facts, createdAt);
    let content = reviewText(random, rating, profession, level, may);
    for (let retry = 0; seen.has(content) && retry < 5; retry += 1) content = reviewText(random, rating, profession, level, may);
    if (seen.has(content)) continue;
    seen.add(content);
    const surname = SURNAMES[Math.floor(random() * SURNAMES.length)]!;
    at -= Math.floor((0.3 + random() * 6) * DAY);
    reviews.push({
      id: course.id * SEEDED_IDS_PER_COURSE + index,
      nickname: pick(random, NICKNAME_SHAPES)(surname, profession, random),
      rating,
      content,
      createdAt,
      editedAt: random() < 0.08 ? Math.min(startedAt, createdAt + Math.floor(random() * 3 * DAY) + 3_600_000) : null,
      helpfulCount: Math.floor(random() ** 3 * 40),
    });
  }
  return reviews;
}
