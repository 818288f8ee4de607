import { MessageType, type MessageTypeValue } from '@shared/enums/message';
import { excerptOf, richDocText } from '@shared/lib/rich-text';
import type { Account } from '../account/account-seed';
import type { MessageBox, NewMessage } from './message-box';
import type { Community } from '../community/community';
import type { LiveCard } from '@shared/schemas/home';

const MINUTE = 60_000;
const T = MessageType;

type Seeded = Omit<NewMessage, 'type'> & { type: MessageTypeValue; unread: boolean; minutesAgo: number };

/**
 * The demo accounts' message centres at start: every one of the 37 types for 技能学员小王 (account 1),
 * a handful for 焊工老李, about the community items they really wrote (links that open), from real
 * members; most groups with a few unread. Types no /message group shows (1–3, 21–22: refunds,
 * invoice and enrolment applications, live warnings) are seeded read, so visiting every group
 * clears the bell.
 */
export function seedMessages(
  box: MessageBox,
  accounts: readonly Account[],
  startedAt: number,
  community: Community,
  liveNow?: LiveCard,
): void {
  const [first, second] = accounts;
  if (!first || !second) return;
  const member = (n: number) => accounts[2 + (n % Math.max(1, accounts.length - 2))]?.id ?? second.id;
  const mine = <T extends { authorId: number }>(items: Iterable<T>, authorId: number) =>
    [...items].filter((item) => item.authorId === authorId);

  const questions = mine(community.questions.values(), first.id);
  const pins = mine(community.pins.values(), first.id);
  const answers = mine(community.answers.values(), first.id);
  const anyAnswer = answers[0] ?? [...community.answers.values()][0]!;
  const question = questions[0] ?? [...community.questions.values()][0]!;
  const pin = pins[0] ?? [...community.pins.values()][0]!;
  const answersToMine = [...community.answers.values()]
    .filter((answer) => questions.some((asked) => asked.id === answer.questionId))
    .slice(0, 3);
  const questionLink = (id: number) => `/community/question/${id}`;
  const answerLink = (answer: { id: number; questionId: number }) => `/community/question/${answer.questionId}/answer/${answer.id}`;
  const pinLink = (id: number) => `/community/pin/${id}`;
  const answerText = (answer: { body: Parameters<typeof richDocText>[0] }) => excerptOf(richDocText(answer.body), 80);
  const q = excerptOf(question.title, 40);
  const p = excerptOf(pin.text, 40);
  const a = answerText(anyAnswer);

  const forFirst: Seeded[] = [
    // 回复我的
    {
      type: T.COMMENT_QUESTION,
      senderId: member(1),
      action: '评论了你的问题',
      title: q,
      quote: q,
      content: '我也想知道，同问！',
      link: questionLink(question.id),
      unread: true,
      minutesAgo: 12,
    },
    {
      type: T.COMMENT_ANSWER,
      senderId: member(2),
      action: '评论了你的回答',
      title: a,
      quote: a,
      content: '讲得很清楚，照着做考过了。',
      link: answerLink(anyAnswer),
      unread: true,
      minutesAgo: 40,
    },
    {
      type: T.COMMENT_IDEA,
      senderId: member(3),
      action: '评论了你的想法',
      title: p,
      quote: p,
      content: '加油！一起打卡。',
      link: pinLink(pin.id),
      unread: true,
      minutesAgo: 95,
    },
    {
      type: T.COMMENT_VIDEO,
      senderId: member(4),
      action: '评论了你的视频',
      title: '焊工实操要点三分钟讲清楚',
      quote: '焊工实操要点三分钟讲清楚',
      content: '第二个要点没太看懂，能再讲讲吗？',
      link: '/community?tab=video',
      unread: false,
      minutesAgo: 60 * 26,
    },
    {
      type: T.COMMENT_COMMENT,
      senderId: member(5),
      action: '回复了你的评论',
      title: p,
      quote: '谢谢分享',
      content: '不客气，有问题随时问。',
      link: pinLink(pin.id),
      unread: false,
      minutesAgo: 60 * 30,
    },
    // 回答我的
    ...answersToMine.slice(0, 2).map((answer, index): Seeded => ({
      type: T.ANSWER,
      senderId: answer.authorId,
      action: '回答了你的问题',
      title: excerptOf(community.questions.get(answer.questionId)!.title, 60),
      quote: excerptOf(community.questions.get(answer.questionId)!.title, 60),
      content: answerText(answer),
      link: answerLink(answer),
      unread: true,
      minutesAgo: 20 + index * 70,
    })),
    {
      type: T.ANSWER,
      senderId: member(6),
      action: '回答了你的问题',
      title: q,
      quote: q,
      content: '先把理论题库刷熟，实操跟着视频一步步练。',
      link: questionLink(question.id),
      unread: false,
      minutesAgo: 60 * 50,
    },
    // 收到的赞
    {
      type: T.LIKE_QUESTION,
      senderId: member(7),
      action: '赞了你的问题',
      title: q,
      quote: q,
      content: '',
      link: questionLink(question.id),
      unread: true,
      minutesAgo: 8,
    },
    {
      type: T.LIKE_ANSWER,
      senderId: member(8),
      action: '赞了你的回答',
      title: a,
      quote: a,
      content: '',
      link: answerLink(anyAnswer),
      unread: true,
      minutesAgo: 33,
    },
    {
      type: T.LIKE_IDEA,
      senderId: member(9),
      action: '赞了你的想法',
      title: p,
      quote: p,
      content: '',
      link: pinLink(pin.id),
      unread: true,
      minutesAgo: 61,
    },
    {
      type: T.LIKE_VIDEO,
      senderId: member(10),
      action: '赞了你的视频',
      title: '工具保养小技巧',
      quote: '工具保养小技巧',
      content: '',
      link: '/community?tab=video',
      unread: false,
      minutesAgo: 60 * 40,
    },
    {
      type: T.LIKE_COMMENT,
      senderId: member(11),
      action: '赞了你的评论',
      title: p,
      quote: '说得太对了，收藏了。',
      content: '',
      link: pinLink(pin.id),
      unread: false,
      minutesAgo: 60 * 41,
    },
    {
      type: T.FAVORITE_QUESTION,
      senderId: member(12),
      action: '收藏了你的问题',
      title: q,
      quote: q,
      content: '',
      link: questionLink(question.id),
      unread: true,
      minutesAgo: 130,
    },
    {
      type: T.FAVORITE_ANSWER,
      senderId: member(13),
      action: '收藏了你的回答',
      title: a,
      quote: a,
      content: '',
      link: answerLink(anyAnswer),
      unread: false,
      minutesAgo: 60 * 44,
    },
    {
      type: T.FAVORITE_IDEA,
      senderId: member(14),
      action: '收藏了你的想法',
      title: p,
      quote: p,
      content: '',
      link: pinLink(pin.id),
      unread: false,
      minutesAgo: 60 * 45,
    },
    {
      type: T.FAVORITE_VIDEO,
      senderId: member(15),
      action: '收藏了你的视频',
      title: '工具保养小技巧',
      quote: '工具保养小技巧',
      content: '',
      link: '/community?tab=video',
      unread: false,
      minutesAgo: 60 * 46,
    },
    {
      type: T.FAVORITE_COMMENT,
      senderId: member(16),
      action: '收藏了你的评论',
      title: p,
      quote: '补充一点：考前一定要休息好。',
      content: '',
      link: pinLink(pin.id),
      unread: false,
      minutesAgo: 60 * 47,
    },
    // @我的
    {
      type: T.MENTION,
      senderId: member(17),
      action: '在评论中@了你',
      title: p,
      quote: p,
      content: `@${first.nickname} 你上次说的那个练习方法能再分享一下吗？`,
      link: pinLink(pin.id),
      unread: true,
      minutesAgo: 15,
    },
    {
      type: T.MENTION,
      senderId: member(18),
      action: '在回答中@了你',
      title: q,
      quote: q,
      content: `这个问题 @${first.nickname} 之前也问过，可以看看他的经验。`,
      link: questionLink(question.id),
      unread: false,
      minutesAgo: 60 * 52,
    },
    // 系统通知
    {
      type: T.LIVE_START,
      senderId: null,
      action: '你预约的直播开始了',
      title: liveNow?.title ?? '电工中级实操直播答疑',
      quote: liveNow?.title ?? '电工中级实操直播答疑',
      content: `主讲：${liveNow?.teacher ?? '王老师'}。点击进入直播间观看。`,
      link: liveNow ? `/live/${liveNow.id}/play` : '/live',
      unread: true,
      minutesAgo: 5,
    },
    {
      type: T.REAL_NAME_RESULT,
      senderId: null,
      action: '实名认证已通过',
      title: '实名认证',
      quote: '实名认证',
      content: '你可以报名需要实名的职业技能等级认定与考试了。',
      link: '/setting/real',
      unread: false,
      minutesAgo: 60 * 24 * 30,
    },
    {
      type: T.DELETE_QUESTION,
      senderId: null,
      action: '你的问题因违反社区规范已被删除',
      title: '加微信领取考试真题答案',
      quote: '加微信领取考试真题答案',
      content: '包含站外联系方式与广告信息。如有异议，可查看平台规则后通过意见反馈申诉。',
      link: '/rule/effective',
      unread: true,
      minutesAgo: 180,
    },
    {
      type: T.DELETE_ANSWER,
      senderId: null,
      action: '你的回答因违反社区规范已被删除',
      title: '复制粘贴的回答',
      quote: '复制粘贴的回答',
      content: '内容与问题无关。',
      link: '/rule/effective',
      unread: false,
      minutesAgo: 60 * 70,
    },
    {
      type: T.DELETE_IDEA,
      senderId: null,
      action: '你的想法因违反社区规范已被删除',
      title: '低价代考',
      quote: '低价代考',
      content: '涉及违法违规内容。',
      link: '/rule/effective',
      unread: false,
      minutesAgo: 60 * 72,
    },
    {
      type: T.DELETE_VIDEO,
      senderId: null,
      action: '你的视频因违反社区规范已被删除',
      title: '转载视频',
      quote: '转载视频',
      content: '未经授权转载他人作品。',
      link: '/rule/effective',
      unread: false,
      minutesAgo: 60 * 74,
    },
    {
      type: T.DELETE_COMMENT,
      senderId: null,
      action: '你的评论因违反社区规范已被删除',
      title: '广告评论',
      quote: '点击链接领取资料',
      content: '包含广告信息。',
      link: '/rule/effective',
      unread: false,
      minutesAgo: 60 * 76,
    },
    {
      type: T.DELETE_REVIEW,
      senderId: null,
      action: '你的课程评价已被删除',
      title: '课程评价',
      quote: '这课不行',
      content: '评价内容与课程无关。',
      link: '/rule/effective',
      unread: false,
      minutesAgo: 60 * 78,
    },
    {
      type: T.DELETE_LIVE_MESSAGE,
      senderId: null,
      action: '你在直播间的发言已被删除',
      title: '直播间发言',
      quote: '有没有人出二手工具',
      content: '直播间禁止发布交易信息。',
      link: '/rule/effective',
      unread: false,
      minutesAgo: 60 * 80,
    },
    {
      type: T.DELETE_AVATAR,
      senderId: null,
      action: '你的头像因不符合规范已被重置',
      title: '头像',
      quote: '',
      content: '请上传本人照片或与职业相关的图片。',
      link: '/setting/user',
      unread: false,
      minutesAgo: 60 * 82,
    },
    {
      type: T.DELETE_INTRO,
      senderId: null,
      action: '你的个人简介因不符合规范已被清空',
      title: '个人简介',
      quote: '',
      content: '个人简介中不能包含联系方式。',
      link: '/setting/user',
      unread: false,
      minutesAgo: 60 * 84,
    },
    // 我的消息 (types 1, 2, 20, 32–34): left by the seeded orders themselves (mock-api/orders/order-seed.ts).
    // Types no group shows: kept, read. The 报名申请 ones (3) come with the seeded application (mock-api/enrollment/application-seed.ts).
    {
      type: T.LIVE_WARNING,
      senderId: null,
      action: '直播间警告',
      title: '焊接工艺直播课',
      quote: '',
      content: '请文明发言，多次违规将被禁言。',
      link: '/live',
      unread: false,
      minutesAgo: 60 * 140,
    },
    {
      type: T.LIVE_PENALTY,
      senderId: null,
      action: '直播间禁言 10 分钟',
      title: '焊接工艺直播课',
      quote: '',
      content: '因多次发布无关内容被禁言。',
      link: '/live',
      unread: false,
      minutesAgo: 60 * 141,
    },
  ];

  const forSecond: Seeded[] = [
    {
      type: T.COMMENT_ANSWER,
      senderId: member(20),
      action: '评论了你的回答',
      title: '焊工实操',
      quote: '焊工实操',
      content: '老师傅说得在理！',
      link: '/community',
      unread: true,
      minutesAgo: 45,
    },
    {
      type: T.LIKE_ANSWER,
      senderId: member(21),
      action: '赞了你的回答',
      title: '焊工实操',
      quote: '焊工实操',
      content: '',
      link: '/community',
      unread: false,
      minutesAgo: 60 * 20,
    },
  ];

  const seed = (recipient: Account, list: Seeded[]) => {
    // Oldest first into the box, so that it lists them newest first.
    for (const { unread, minutesAgo, ...message } of [...list].sort((x, y) => y.minutesAgo - x.minutesAgo)) {
      const stored = box.notify(recipient.id, message, startedAt - minutesAgo * MINUTE);
      if (stored && !unread) box.markRead(recipient.id, { id: stored.id });
    }
  };
  seed(first, forFirst);
  seed(second, forSecond);
}
