import { richDocFromText, type RichBlock, type RichDoc } from '@shared/lib/rich-text';
import type { QuestionCard } from '@shared/schemas/question';
import type { Account } from '../account/account-seed';
import { MOCK_EPOCH, shanghaiIso } from '../core/faker';
import { seededRandom, sample, type Random } from '../core/seeded-random';
import type { Community } from './community';
import { Kind } from './community-records';
import {
  ANSWER_PARAGRAPHS,
  COMMENT_TEXTS,
  HOSTILE_TEXTS,
  MEMBER_NAMES,
  MEMBER_SIGNATURES,
  PIN_TEXTS,
  TOPIC_NAMES,
  TRADES,
  VIDEO_TITLES,
} from './community-text';

export const FIRST_MEMBER_ID = 3;
export const MEMBER_COUNT = MEMBER_NAMES.length;
const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/**
 * The community's members: ordinary accounts after the two demo ones (ids 3…42). They cannot sign
 * in with a password (no hash); they exist to ask, answer, post and follow.
 */
export function generateMembers(seed: number): Account[] {
  const random = seededRandom(seed ^ 0x636f6d6d);
  return MEMBER_NAMES.map((nickname, index) => ({
    id: FIRST_MEMBER_ID + index,
    phone: `170${String(10_000_000 + index).padStart(8, '0')}`,
    passwordHash: '',
    nickname,
    gender: between(random, 1, 2),
    signature: MEMBER_SIGNATURES[index % MEMBER_SIGNATURES.length]!,
    realNameVerified: random() < 0.6,
    coinBalance: between(random, 0, 2_000),
    wechatOpenId: null,
    createdAt: shanghaiIso(MOCK_EPOCH - between(random, 30, 900) * DAY),
  }));
}

/** A question body: a paragraph or two, sometimes a list of what was tried and a (safe) link. */
function questionBody(random: Random, excerpt: string): RichDoc {
  // The excerpt search shows, then (sometimes) what was tried and a reference.
  const lines = [excerpt];
  const content: RichBlock[] = lines.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] }));
  if (random() < 0.35) {
    content.push({
      type: 'bulletList',
      content: ['看了平台上的课程', '做了两套模拟题', '问了培训机构的老师'].map((text) => ({
        type: 'listItem',
        content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
      })),
    });
  }
  if (random() < 0.2) {
    content.push({
      type: 'paragraph',
      content: [
        { type: 'text', text: '参考：' },
        { type: 'text', text: '国家职业技能标准', marks: [{ type: 'link', attrs: { href: 'https://www.mohrss.gov.cn/' } }] },
      ],
    });
  }
  return { type: 'doc', content };
}

function answerBody(random: Random, trade: string): RichDoc {
  const paragraphs = sample(random, ANSWER_PARAGRAPHS, between(random, 1, 3)).map((make) => make(trade));
  const content: RichBlock[] = paragraphs.map((text, index) => ({
    type: 'paragraph',
    content:
      index === 0 && random() < 0.3
        ? [
            { type: 'text', text: '说说我的经验：', marks: [{ type: 'bold' }] },
            { type: 'text', text },
          ]
        : [{ type: 'text', text }],
  }));
  return { type: 'doc', content };
}

/**
 * The seeded community, deterministic for a seed; times count back from `now` so the newest items
 * read as minutes old whenever the demo starts. Demo account 1 (技能学员小王) asks, posts ideas and
 * is followed; account 2 (焊工老李) answers; the hostile texts of the safety list sit among
 * the newest ideas, a question, an answer and comments.
 */
export function seedCommunity(community: Community, seed: number, now: number, seedQuestions: readonly QuestionCard[]): void {
  const answerPlan = new Map<number, { count: number; solved: boolean }>();
  const random = seededRandom(seed ^ 0x51a7);
  const members = Array.from({ length: MEMBER_COUNT }, (_, index) => FIRST_MEMBER_ID + index);
  const anyone = () => pick(random, members);
  const trade = () => pick(random, TRADES);
  const ago = (minMinutes: number, maxMinutes: number) => now - between(random, minMinutes, maxMinutes) * MINUTE;
  // Replies come some time after what they answer, spread over its age (not all in the last minute).
  const later = (after: number) => after + Math.floor((0.05 + 0.85 * random()) * Math.max(MINUTE, now - after));

  TOPIC_NAMES.forEach((name) => community.addTopic(name));

  // People follow each other; many follow the demo learner, who follows a few back.
  for (const member of members)
    for (const other of sample(random, members, between(random, 2, 7))) community.follow(member, other, ago(60, 90 * 1_440));
  for (const member of sample(random, members, 24)) community.follow(member, 1, ago(60, 60 * 1_440));
  for (const member of sample(random, members, 8)) community.follow(1, member, ago(60, 60 * 1_440));
  for (const member of sample(random, members, 5)) community.follow(2, member, ago(60, 60 * 1_440));
  community.follow(2, 1, ago(600, 20 * 1_440));

  // Questions: the ones search has listed since before the community (same ids, titles, tags and
  // first paragraph), their age kept relative to now; the demo learner asked every ninth, and two
  // carry the hostile texts.
  const questionIds: number[] = [];
  for (const [index, card] of seedQuestions.entries()) {
    const asker = index % 9 === 2 ? 1 : anyone();
    const hostile = index === 5 ? HOSTILE_TEXTS[0] : index === 11 ? HOSTILE_TEXTS[4] : null;
    const body = hostile
      ? richDocFromText(`${HOSTILE_TEXTS[2]}\n${HOSTILE_TEXTS[3]}\n${HOSTILE_TEXTS[5]}`)
      : questionBody(random, card.excerpt);
    const question = community.addQuestion({
      authorId: asker,
      title: hostile ?? card.title,
      body,
      tags: card.tags,
      bounty: random() < 0.3 ? pick(random, [10, 20, 50, 100]) : 0,
      anonymous: asker !== 1 && random() < 0.08,
      createdAt: now - Math.max(1, MOCK_EPOCH - Date.parse(card.createdAt)),
      views: card.viewCount,
      baseLikes: between(random, 0, 60),
      baseFavorites: between(random, 0, 25),
      professionId: card.professionId,
    });
    questionIds.push(question.id);
    // Solved questions get their accepted answer below; the count of answers is kept modest.
    // The second question always has its (hostile) first answer.
    answerPlan.set(question.id, {
      count: Math.max(index === 1 ? 1 : 0, Math.min(card.answerCount, index % 4 === 0 ? 6 : 4)),
      solved: card.solved,
    });
  }

  // Answers as planned; 老李 answers every fourth question; the second question's first is hostile.
  for (const [index, questionId] of questionIds.entries()) {
    const question = community.questions.get(questionId)!;
    const plan = answerPlan.get(questionId)!;
    let accepted = !plan.solved;
    for (let n = 0; n < plan.count; n++) {
      let authorId = n === 0 && index % 4 === 0 ? 2 : anyone();
      if (authorId === question.authorId) authorId = authorId === 2 ? 3 : FIRST_MEMBER_ID + ((authorId + 1) % MEMBER_COUNT);
      const body =
        index === 1 && n === 0
          ? richDocFromText(`${HOSTILE_TEXTS[1]}\n${HOSTILE_TEXTS[6]}`)
          : answerBody(random, question.tags[0] ?? trade());
      const answer = community.addAnswer({
        questionId,
        authorId,
        body,
        createdAt: later(question.createdAt),
        baseLikes: between(random, 0, 180),
        baseFavorites: between(random, 0, 40),
      });
      if (!accepted && random() < 0.5 + n / plan.count) {
        community.accept(questionId, answer.id);
        accepted = true;
      }
    }
  }

  // Ideas: 120 over the last month; the hostile texts among the newest 40.
  const hostileAt = new Map(HOSTILE_TEXTS.map((text, index) => [2 + index * 5, text] as const));
  for (let index = 0; index < 120; index++) {
    const imageCount = random() < 0.55 ? pick(random, [1, 1, 2, 3, 4, 6, 9]) : 0;
    const imageBase = index * 9;
    community.addPin({
      authorId: index % 8 === 3 ? 1 : anyone(),
      text: hostileAt.get(index) ?? pick(random, PIN_TEXTS)(trade()),
      images: Array.from({ length: imageCount }, (_, n) => {
        const tall = (imageBase + n) % 3 === 0;
        return { url: `/api/media/pin/${imageBase + n + 1}.svg`, width: tall ? 600 : 800, height: tall ? 800 : 600 };
      }),
      topicId: random() < 0.7 ? between(random, 1, TOPIC_NAMES.length) : null,
      createdAt: now - ((index * 6 + between(random, 1, 5)) * 60 * MINUTE) / 3,
      baseLikes: between(random, 0, 120),
      baseFavorites: between(random, 0, 20),
    });
  }

  // Short videos on the sample lessons.
  for (let index = 0; index < 20; index++) {
    community.addVideo({
      authorId: anyone(),
      title: pick(random, VIDEO_TITLES)(trade()),
      cover: `/api/media/cover/${(index % 24) + 1}.svg`,
      url: `/api/media/lesson/lesson-${(index % 4) + 1}-480p.mp4`,
      durationSeconds: between(random, 40, 300),
      playCount: between(random, 100, 20_000),
      createdAt: now - (index * 31 + between(random, 1, 20)) * 60 * MINUTE,
      baseLikes: between(random, 0, 300),
      baseFavorites: between(random, 0, 60),
    });
  }

  // Comments with replies on the newest ideas, answers and questions.
  const commentOn = (kind: 1 | 2 | 4 | 5, targetId: number, createdAfter: number, count: number, hostile?: string) => {
    for (let n = 0; n < count; n++) {
      const at = later(createdAfter);
      const top = community.addComment({
        kind,
        targetId,
        parentId: null,
        replyToId: null,
        authorId: anyone(),
        text: n === 0 && hostile ? hostile : pick(random, COMMENT_TEXTS),
        createdAt: at,
        baseLikes: between(random, 0, 30),
      });
      const replies = random() < 0.4 ? between(random, 1, 5) : 0;
      let previous = top;
      for (let r = 0; r < replies; r++) {
        previous = community.addComment({
          kind,
          targetId,
          parentId: top.id,
          replyToId: r === 0 || random() < 0.5 ? top.id : previous.id,
          authorId: anyone(),
          text: pick(random, COMMENT_TEXTS),
          createdAt: Math.min(now - MINUTE, at + (r + 1) * 7 * MINUTE),
          baseLikes: between(random, 0, 8),
        });
      }
    }
  };
  for (const pin of [...community.pins.values()].slice(0, 60))
    commentOn(Kind.PIN, pin.id, pin.createdAt, between(random, 0, 4), pin.id === 1 ? HOSTILE_TEXTS[2] : undefined);
  for (const answer of [...community.answers.values()].slice(0, 80))
    commentOn(Kind.ANSWER, answer.id, answer.createdAt, between(random, 0, 3), answer.id === 2 ? HOSTILE_TEXTS[4] : undefined);
  for (const question of [...community.questions.values()].slice(0, 30))
    commentOn(Kind.QUESTION, question.id, question.createdAt, between(random, 0, 2));
  for (const video of community.videos.values()) commentOn(Kind.VIDEO, video.id, video.createdAt, between(random, 0, 2));

  // The demo learner's own likes and favourites (their profile tabs are not empty).
  const liked = [...community.answers.values()].filter((answer) => answer.authorId !== 1).slice(0, 6);
  liked.forEach((answer, index) => community.react(1, Kind.ANSWER, answer.id, 1, now - (index + 1) * 90 * MINUTE));
  const favoured = [...community.questions.values()].filter((question) => question.authorId !== 1).slice(3, 8);
  favoured.forEach((question, index) => community.favorite(1, Kind.QUESTION, question.id, true, now - (index + 1) * 75 * MINUTE));
  const favouredPins = [...community.pins.values()].filter((pin) => pin.authorId !== 1 && !hostileAt.has(pin.id - 1)).slice(0, 3);
  favouredPins.forEach((pin, index) => community.favorite(1, Kind.PIN, pin.id, true, now - (index + 1) * 50 * MINUTE));
}
