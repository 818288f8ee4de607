import type { FastifyInstance } from 'fastify';
import { getHotKeywords, search } from '@shared/api/search';
import { ExamMode, SkillLevel } from '@shared/enums/learning';
import {
  lowerCaseOf,
  searchTermsOf,
  SEARCH_TYPES,
  type ExamHit,
  type HotKeywords,
  type SearchCounts,
  type SearchHits,
  type SearchType,
} from '@shared/schemas/search';
import { richDocText } from '@shared/lib/rich-text';
import type { QuestionCard } from '@shared/schemas/question';
import type { ExamCard } from '@shared/schemas/exam';
import type { CourseBundleCard } from '@shared/schemas/course-bundle';
import { handle } from '../core/define-handler';
import type { QuestionRecord } from '../community/community-records';
import { deepFreeze, type MockStore } from '../core/store';
import type { CatalogueCourse } from '../catalogue/catalogue';

/** What people search most besides a profession's name (each finds something in the catalogue). */
export const POPULAR_SEARCHES = ['职业技能等级认定', '考前冲刺', '零基础', '实操', '培训补贴', '真题精讲', '安全规范', '公开课'] as const;
const HOT_PROFESSIONS = 8;
const SUGGESTIONS = 8;
/** Distinct keywords whose matches are remembered; past it the oldest is forgotten. */
const MEMO_LIMIT = 500;

type HitOf<T extends SearchType> = Extract<SearchHits, { type: T }>['list'][number];
/**
 * Questions are matched as the community's records, shown as cards with their counts as they are now;
 * courses as the catalogue keeps them, shown with their rating as the reviews make it now.
 */
type Matchable<T extends SearchType> = T extends 'question'
  ? QuestionRecord
  : T extends 'exam'
    ? ExamCard
    : T extends 'course'
      ? CatalogueCourse
      : HitOf<T>;

/** One searchable item: its lower-cased title, and its title with its other main fields. */
interface Entry<T> {
  item: T;
  title: string;
  text: string;
}

function entriesOf<T>(items: readonly T[], title: (item: T) => string, others: (item: T) => readonly string[]): Entry<T>[] {
  return items.map((item) => {
    const lowerTitle = lowerCaseOf(title(item));
    // A separator no keyword holds (keywords split on blanks), so no match spans two fields.
    return { item, title: lowerTitle, text: [lowerTitle, ...others(item).map(lowerCaseOf)].join('\n') };
  });
}

/**
 * The items holding every term, those with more terms in their title first; ties keep the
 * source's order (the catalogue's curated order, news and questions newest first).
 */
function matchesOf<T>(entries: readonly Entry<T>[], terms: readonly string[]): T[] {
  const scored: { item: T; score: number }[] = [];
  for (const entry of entries) {
    if (!terms.every((term) => entry.text.includes(term))) continue;
    let score = 0;
    for (const term of terms) if (entry.title.includes(term)) score += 1;
    scored.push({ item: entry.item, score });
  }
  // Array.prototype.sort is stable: equal scores stay in source order.
  return scored.sort((a, b) => b.score - a.score).map((hit) => hit.item);
}

type Matches = { [T in SearchType]: readonly Matchable<T>[] };

export function registerSearchRoutes(app: FastifyInstance, store: MockStore): void {
  const { catalogue, content, community } = store;
  const professionName = new Map(catalogue.professions.map((profession) => [profession.id, profession.name]));
  // An exam's card is made when it is shown: its sitting's dates follow the clock (the exams' getters).
  const examHit = (exam: ExamCard): ExamHit => ({ ...exam, professionName: professionName.get(exam.professionId) ?? '' });

  // The haystacks are lower-cased once, here; each search only scans them.
  const index = {
    course: entriesOf(
      catalogue.courses,
      (course) => course.title,
      (course) => [course.subtitle, course.teacher.name, course.institution, professionName.get(course.professionId) ?? ''],
    ),
    // Series first, then packs (each in its own order): 系列课 / 课程包 by title, category and profession.
    bundle: entriesOf(
      [...content.courseBundles.series, ...content.courseBundles.packs].map(
        ({ summary: _summary, highlights: _highlights, ...card }): CourseBundleCard => card,
      ),
      (bundle) => bundle.title,
      (bundle) => [bundle.subtitle, bundle.category, bundle.professionId === null ? '' : (professionName.get(bundle.professionId) ?? '')],
    ),
    live: entriesOf(
      catalogue.lives,
      (live) => live.title,
      (live) => [live.teacher],
    ),
    exam: entriesOf(
      content.exams,
      (exam) => exam.title,
      (exam) => [professionName.get(exam.professionId) ?? '', ExamMode.label(exam.mode, ''), SkillLevel.label(exam.skillLevel, '')],
    ),
    news: entriesOf(
      catalogue.news,
      (news) => news.title,
      (news) => [news.category],
    ),
  };
  // The community's questions change (asked, deleted): their entries are rebuilt when they do.
  let questions = { version: -1, entries: [] as Entry<QuestionRecord>[] };
  const questionEntries = () => {
    if (questions.version !== community.version) {
      const live = [...community.questions.values()]
        .filter((question) => !question.deleted)
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      questions = {
        version: community.version,
        entries: entriesOf(
          live,
          (question) => question.title,
          (question) => [richDocText(question.body), ...question.tags],
        ),
      };
      memo.clear();
    }
    return questions.entries;
  };
  const questionCard = (record: QuestionRecord): QuestionCard => {
    const { id, title, excerpt, tags, solved, answerCount, viewCount, createdAt } = store.views.question(record, undefined);
    return { id, title, excerpt, tags, solved, answerCount, viewCount, createdAt, professionId: record.professionId };
  };

  const learnersByProfession = new Map<number, number>();
  for (const course of catalogue.courses)
    learnersByProfession.set(course.professionId, (learnersByProfession.get(course.professionId) ?? 0) + course.learnerCount);
  const hot: HotKeywords = deepFreeze({
    searches: [...POPULAR_SEARCHES],
    professions: [...catalogue.professions]
      .sort((a, b) => (learnersByProfession.get(b.id) ?? 0) - (learnersByProfession.get(a.id) ?? 0) || a.id - b.id)
      .slice(0, HOT_PROFESSIONS)
      .map((profession) => profession.name),
  });
  const suggestions = deepFreeze([...new Set([...hot.professions.slice(0, SUGGESTIONS / 2), ...hot.searches])].slice(0, SUGGESTIONS));

  // Paging through one keyword's tabs repeats the same search: its matches are kept (bounded).
  const memo = new Map<string, Matches>();
  const matchesFor = (terms: readonly string[]): Matches => {
    const key = terms.join('\n');
    let matches = memo.get(key);
    if (!matches) {
      matches = {
        course: matchesOf(index.course, terms),
        bundle: matchesOf(index.bundle, terms),
        live: matchesOf(index.live, terms),
        exam: matchesOf(index.exam, terms),
        news: matchesOf(index.news, terms),
        question: matchesOf(questionEntries(), terms),
      };
      if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
      memo.set(key, matches);
    }
    return matches;
  };
  const none: Matches = { course: [], bundle: [], live: [], exam: [], news: [], question: [] };

  handle(app, search, ({ query }) => {
    const terms = searchTermsOf(query.keyword);
    questionEntries();
    const matches = terms.length > 0 ? matchesFor(terms) : none;
    const counts = Object.fromEntries(SEARCH_TYPES.map((type) => [type, matches[type].length])) as SearchCounts;
    const all = matches[query.type];
    const start = (query.page - 1) * query.size;
    const page = all.slice(start, start + query.size);
    return {
      keyword: query.keyword,
      terms,
      hits: {
        type: query.type,
        list:
          query.type === 'question'
            ? (page as QuestionRecord[]).map(questionCard)
            : query.type === 'exam'
              ? (page as ExamCard[]).map(examHit)
              : query.type === 'course'
                ? (page as CatalogueCourse[]).map((course) => store.reviews.rated(course))
                : page,
      } as SearchHits,
      counts,
      total: all.length,
      page: query.page,
      size: query.size,
      suggestions: terms.length > 0 && all.length === 0 ? suggestions : [],
    };
  });

  handle(app, getHotKeywords, () => hot);
}
