import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idSchema } from '../schemas/common';
import {
  entryUpdateBodySchema,
  questionMarkBodySchema,
  questionReportSchema,
  removedEntrySchema,
  reportBodySchema,
  reviewBodySchema,
  reviewResultSchema,
  verdictBodySchema,
  savedEntrySchema,
  wrongBookEntrySchema,
  wrongBookListQuerySchema,
  wrongBookListSchema,
  wrongBookSummarySchema,
} from '../schemas/wrong-book';

/** Review, or tag a reason on, an entry that is not in the book (kept only as a favourite or for its note). */
export const CODE_WRONG_BOOK_NOT_IN_BOOK = 4820;
/** 纠错: 20 reports a Beijing day already (WRONG_BOOK_LIMITS.reportsPerDay). */
export const CODE_REPORT_TOO_MANY = 4821;
/** 纠错: the same kind of report on this question is still waiting for its reply. */
export const CODE_REPORT_PENDING = 4822;

/** Change a review's verdict: not the latest review of the question, not today's, or a wrong answer made 想起来了. */
export const CODE_REVIEW_VERDICT_REFUSED = 4827;

export const entryParamsSchema = z.object({ entryId: idSchema });
export const questionParamsSchema = z.object({ questionId: idSchema });

export const listWrongBook = defineEndpoint({
  id: 'wrongBook.list',
  method: 'GET',
  path: '/wrong-book',
  summary:
    '我的错题本（需登录）：按状态（今日待复习 / 学习中 / 已掌握 / 收藏）、考试、职业与等级、鉴定要素、错因筛选，或只看一道题（questionId，纠错回复的链接：不限状态时也含仅收藏或有笔记的题），分页，最近更新在前；含各状态数量与当前状态下按考试、职业等级、鉴定要素的分组数量。模拟考试与练习答错的客观题交卷（练习核对）时记入；正式考试答错的题在该场考试结束、答案公布后才记入；未登录 → 401',
  query: wrongBookListQuerySchema,
  data: wrongBookListSchema,
  codes: [401],
});

export const getWrongBookSummary = defineEndpoint({
  id: 'wrongBook.summary',
  method: 'GET',
  path: '/wrong-book/summary',
  summary: '错题本概况（需登录，学习页用）：今天（北京时间）待复习的题数、学习中、已掌握、收藏与错题总数、下一次复习日期；未登录 → 401',
  data: wrongBookSummarySchema,
  codes: [401],
});

export const reviewWrongQuestion = defineEndpoint({
  id: 'wrongBook.review',
  method: 'POST',
  path: '/wrong-book/:entryId/review',
  summary:
    '复习一道错题（需登录，仅本人）：按考试的判分规则判分，返回正误、所记的感受（verdict）、正确答案、解析与新的复习状态。复习按 FSRS 记忆模型安排：答错记为忘了（次日再复习）；答对时可说明感受（模糊 / 想起来了 / 很熟，也可记为忘了），未说明时用时超过 60 秒记为模糊、否则想起来了；下次复习日期取记忆降到目标记忆率的那天，有考试日期时不晚于考试前一天，考试当天仍能记住的题考前不再复习；同一天内再次答错不重复计为遗忘；累计遗忘 4 次的题标为难记题，须先回看解析（POST studied）才再安排复习。不在错题本中（仅收藏或笔记）→ 4820；答案格式不符题型、未作答，或答错却选了忘了以外的感受 → 400；不是我的或不存在 → 404；未登录 → 401',
  params: entryParamsSchema,
  body: reviewBodySchema,
  data: reviewResultSchema,
  codes: [400, 401, 404, CODE_WRONG_BOOK_NOT_IN_BOOK],
});

export const changeReviewVerdict = defineEndpoint({
  id: 'wrongBook.verdict',
  method: 'PUT',
  path: '/wrong-book/:entryId/review',
  summary:
    '改记刚才那次复习的感受（需登录，仅本人）：只能改这道题最近一次、当天（北京时间）的复习，用 reviewedAt 指明是哪一次（复习结果中的 lastReviewedAt）；答对的题可改为忘了 / 模糊 / 想起来了 / 很熟，答错的只能是忘了；复习状态按新的感受重新计算，重复提交结果相同。不是最近一次或不是今天的复习、答错改为记住 → 4827；不在错题本中 → 4820；不是我的或不存在 → 404；未登录 → 401',
  params: entryParamsSchema,
  body: verdictBodySchema,
  data: reviewResultSchema,
  codes: [400, 401, 404, CODE_WRONG_BOOK_NOT_IN_BOOK, CODE_REVIEW_VERDICT_REFUSED],
});

export const markLeechStudied = defineEndpoint({
  id: 'wrongBook.studied',
  method: 'POST',
  path: '/wrong-book/:entryId/studied',
  summary:
    '难记题已回看解析（需登录，仅本人）：多次遗忘的题（leech）在回看所属知识点与解析后重新安排复习，此后再遗忘 4 次才会再次标为难记题；对非难记题无变化；返回该题。不在错题本中 → 4820；不是我的或不存在 → 404；未登录 → 401',
  params: entryParamsSchema,
  data: wrongBookEntrySchema,
  codes: [401, 404, CODE_WRONG_BOOK_NOT_IN_BOOK],
});

export const keepForReview = defineEndpoint({
  id: 'wrongBook.keep',
  method: 'POST',
  path: '/wrong-book/:entryId/keep',
  summary:
    '把收藏或记了笔记的题加入复习（需登录，仅本人）：没有答错记录的题也按 FSRS 记忆模型安排复习（视为刚学、感觉模糊，次日复习），答错次数为 0；已在错题本中的题不变（重复提交结果相同）；返回该题与错题本各状态数量（counts）；不是我的或不存在 → 404；未登录 → 401',
  params: entryParamsSchema,
  data: savedEntrySchema,
  codes: [401, 404],
});

export const updateWrongBookEntry = defineEndpoint({
  id: 'wrongBook.update',
  method: 'PUT',
  path: '/wrong-book/:entryId',
  summary:
    '修改错题本中的一题（需登录，仅本人）：错因（不会 / 粗心 / 概念混淆，null 清除）、收藏、笔记（≤ 500 字，空串清除），至少一项；只有错题可标错因（否则 4820）；既不在错题本、又未收藏且无笔记的题随之移出；返回修改后的题与错题本各状态数量（counts）；不是我的或不存在 → 404；未登录 → 401',
  params: entryParamsSchema,
  body: entryUpdateBodySchema,
  data: savedEntrySchema,
  codes: [400, 401, 404, CODE_WRONG_BOOK_NOT_IN_BOOK],
});

export const removeWrongBookEntry = defineEndpoint({
  id: 'wrongBook.remove',
  method: 'DELETE',
  path: '/wrong-book/:entryId',
  summary:
    '移出错题本（需登录，仅本人）：删除答错记录与复习进度；已收藏或有笔记的题仍保留在收藏中（kept）；返回移出后错题本各状态数量（counts）；再次答错会重新记入；不是我的或不存在 → 404；未登录 → 401',
  params: entryParamsSchema,
  data: removedEntrySchema,
  codes: [401, 404],
});

export const markQuestion = defineEndpoint({
  id: 'wrongBook.mark',
  method: 'PUT',
  path: '/wrong-book/questions/:questionId',
  summary:
    '收藏题目或写笔记（需登录）：任何我能看到答案的题（练习题库的题，或我参加过、已结束并公布答案的正式考试的题），examId 为看到它的考试（须与题目同职业同等级）；至少一项（favourite 或 note ≤ 500 字）；已在错题本中的题直接更新；正式考试未结束的题、不存在的题 → 404；未登录 → 401',
  params: questionParamsSchema,
  body: questionMarkBodySchema,
  data: wrongBookEntrySchema,
  codes: [400, 401, 404],
});

export const reportQuestion = defineEndpoint({
  id: 'wrongBook.report',
  method: 'POST',
  path: '/wrong-book/questions/:questionId/report',
  summary:
    '题目纠错（需登录）：我见过的题（练习、模拟或我的正式考试中的题），类型（题干 / 选项 / 答案 / 解析 / 其他）与说明（5–200 字）；题库老师审核后回复到消息中心（系统通知，不含答案）；同一题同类纠错待回复 → 4822；每天最多 20 次 → 4821；没见过或不存在的题 → 404；未登录 → 401',
  params: questionParamsSchema,
  body: reportBodySchema,
  data: questionReportSchema,
  codes: [400, 401, 404, CODE_REPORT_TOO_MANY, CODE_REPORT_PENDING],
});
