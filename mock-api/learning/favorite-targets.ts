import type { FavoriteKind, ItemFavorite } from '@shared/schemas/learning';
import { Community } from '../community/community';
import { Kind, type KindValue, type Reactions } from '../community/community-records';
import { richDocText } from '@shared/lib/rich-text';
import { dayAndTime, shanghaiIso } from '../core/faker';
import type { MockStore } from '../core/store';

type Target = NonNullable<ItemFavorite['target']>;

/** What /collect needs of one kind of favourite, wherever the kind keeps them. */
export interface FavoriteTarget {
  /** Whether the id was ever a target of this kind (deleted ones included: their favourites can still be removed). */
  known(id: number): boolean;
  /** Whether it may be favourited now (not deleted, not taken down). */
  live(id: number): boolean;
  /** The row /collect shows; null when it is gone (已失效). */
  view(id: number): Target | null;
  isFavorite(accountId: number, id: number): boolean;
  count(id: number): number;
  /** [id, favourited at], newest first, deleted targets included. */
  favoritesOf(accountId: number): [number, number][];
  /** Answers whether it was added now (false: it already was). */
  add(accountId: number, id: number, at: number): boolean;
  remove(accountId: number, id: number): void;
}

const SKILL_LEVELS = ['', '五级', '四级', '三级', '二级', '一级'];
const EXAM_MODES = ['', '考试', '模拟', '练习'];

/**
 * Every kind of favourite: courses, live classes, exams and news kept per learner by `CourseEnrolments`;
 * questions and ideas kept where the community keeps them (its reactions), so 收藏 on a question page
 * and on /collect are the same favourite and the author's 收到的赞 message (types 15–19) is sent once.
 */
export function favoriteTargets(store: MockStore): Record<FavoriteKind, FavoriteTarget> {
  const { catalogue, content, enrolments, community } = store;
  const courses = new Map(catalogue.courses.map((course) => [course.id, course]));
  const lives = new Map(catalogue.lives.map((live) => [live.id, live]));
  const exams = new Map(content.exams.map((exam) => [exam.id, exam]));
  const news = new Map(catalogue.news.map((item) => [item.id, item]));
  const articles = new Map(content.newsArticles.map((article) => [article.id, article]));

  const nicknameOf = (accountId: number) => store.accounts.byId(accountId)?.nickname ?? '社区用户';

  const kept = (kind: FavoriteKind, has: (id: number) => boolean, view: (id: number) => Target | null, seeded = (_id: number) => 0) => ({
    known: has,
    live: has,
    view: (id: number) => (has(id) ? view(id) : null),
    isFavorite: (accountId: number, id: number) => enrolments.isFavorite(accountId, kind, id),
    count: (id: number) => Math.max(0, seeded(id) + enrolments.favoriteDelta(kind, id)),
    favoritesOf: (accountId: number) => enrolments.favoritesOf(accountId, kind),
    add: (accountId: number, id: number, at: number) => {
      const was = enrolments.isFavorite(accountId, kind, id);
      enrolments.addFavorite(accountId, kind, id, at);
      return !was;
    },
    remove: (accountId: number, id: number) => enrolments.removeFavorite(accountId, kind, id),
  });

  const inCommunity = (
    kind: KindValue,
    records: Map<number, { deleted: boolean; reactions: Reactions }>,
    view: (id: number) => Target,
  ): FavoriteTarget => ({
    known: (id) => records.has(id),
    live: (id) => records.get(id)?.deleted === false,
    view: (id) => (records.get(id)?.deleted === false ? view(id) : null),
    isFavorite: (accountId, id) => records.get(id)?.reactions.favorites.has(accountId) ?? false,
    count: (id) => {
      const record = records.get(id);
      return record ? Community.favoriteCount(record.reactions) : 0;
    },
    favoritesOf: (accountId) => {
      const found: [number, number][] = [];
      for (const [id, record] of records) {
        const at = record.reactions.favorites.get(accountId);
        if (at !== undefined) found.push([id, at]);
      }
      return found.sort(([a, x], [b, y]) => y - x || b - a);
    },
    add: (accountId, id, at) => {
      const was = records.get(id)?.reactions.favorites.has(accountId) ?? false;
      community.favorite(accountId, kind, id, true, at);
      // The author's message, exactly as the community's own 收藏 sends it.
      if (!was) store.communityMessages.favorited(kind, id, accountId);
      return !was;
    },
    // Straight on the reactions: a deleted question's favourite must still be removable from /collect.
    remove: (accountId, id) => void records.get(id)?.reactions.favorites.delete(accountId),
  });

  return {
    course: kept(
      'course',
      (id) => courses.has(id),
      (id) => {
        const course = courses.get(id)!;
        return { title: course.title, href: `/course/${id}`, cover: course.cover, meta: course.teacher.name };
      },
      (id) => catalogue.courseExtras.get(id)?.favoriteCount ?? 0,
    ),
    live: kept(
      'live',
      (id) => lives.has(id),
      (id) => {
        const live = lives.get(id)!;
        return {
          title: live.title,
          href: `/live/${id}`,
          cover: live.cover,
          meta: `${live.teacher} · ${dayAndTime(shanghaiIso(Date.parse(live.startTime)))}`,
        };
      },
    ),
    exam: kept(
      'exam',
      (id) => exams.has(id),
      (id) => {
        const exam = exams.get(id)!;
        const level = SKILL_LEVELS[exam.skillLevel] ?? '';
        return {
          title: exam.title,
          href: `/exam/${id}`,
          cover: null,
          meta: `${EXAM_MODES[exam.mode] ?? ''} · ${level} · ${exam.questionCount} 题`,
        };
      },
    ),
    news: kept(
      'news',
      (id) => news.has(id),
      (id) => {
        const item = news.get(id)!;
        return {
          title: item.title,
          href: `/news/${id}`,
          cover: articles.get(id)?.cover ?? null,
          meta: `${item.category} · ${item.publishedAt.slice(0, 10)}`,
        };
      },
    ),
    question: inCommunity(Kind.QUESTION, community.questions, (id) => {
      const question = community.questions.get(id)!;
      return {
        title: question.title,
        href: `/community/question/${id}`,
        cover: null,
        meta: `${community.answerCountOf(id)} 个回答 · ${Community.favoriteCount(question.reactions)} 人收藏`,
      };
    }),
    // An answer is shown under its question's title, with its author and the start of what it says.
    answer: inCommunity(Kind.ANSWER, community.answers, (id) => {
      const answer = community.answers.get(id)!;
      const text = richDocText(answer.body);
      return {
        title: community.questions.get(answer.questionId)?.title ?? '社区问答',
        href: `/community/question/${answer.questionId}/answer/${id}`,
        cover: null,
        meta: `${nicknameOf(answer.authorId)} 的回答：${text.length > 40 ? `${text.slice(0, 40)}…` : text}`,
      };
    }),
    // A video has no page of its own: it plays from the community's 视频 tab.
    video: inCommunity(Kind.VIDEO, community.videos, (id) => {
      const video = community.videos.get(id)!;
      return {
        title: video.title,
        href: '/community?tab=video',
        cover: video.cover,
        meta: `${nicknameOf(video.authorId)} · ${shanghaiIso(video.createdAt).slice(0, 10)}`,
      };
    }),
    pin: inCommunity(Kind.PIN, community.pins, (id) => {
      const pin = community.pins.get(id)!;
      const text = pin.text.length > 60 ? `${pin.text.slice(0, 60)}…` : pin.text;
      return {
        title: text || '图片想法',
        href: `/community/pin/${id}`,
        cover: pin.images[0]?.url ?? null,
        meta: `${nicknameOf(pin.authorId)} · ${shanghaiIso(pin.createdAt).slice(0, 10)}`,
      };
    }),
  };
}
