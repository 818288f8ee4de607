import type { FastifyInstance } from 'fastify';
import { getHotKeywords, search } from '@shared/api/search';
import { ExamMode, SkillLevel } from '@shared/enums/learning';
import {
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
import { FIELD_WEIGHT, matchesOf, searchEntryOf, type SearchEntry } from './search-match';

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

type Matches = { [T in SearchType]: readonly Matchable<T>[] };

export function registerSearchRoutes(app: FastifyInstance, store: MockStore): void {
  const { catalogue, content, community } = store;
  const professionName = new Map(catalogue.professions.map((profession) => [profession.id, profession.name]));
  // An exam's card is made when it is shown: its sitting's dates follow the clock (the exams' getters).
  const examHit = (exam: ExamCard): ExamHit => ({ ...exam, professionName: professionName.get(exam.professionId) ?? '' });

  const { title, profession, text, institution } = FIELD_WEIGHT;
  const professionOf = (id: number | null) => ({ text: id === null ? '' : (professionName.get(id) ?? ''), weight: profession });
  // The haystacks are lower-cased once, here; each search only scans them.
  const index = {
    course: catalogue.courses.map((course) =>
      searchEntryOf(
        course,
        [
          { text: course.title, weight: title },
          professionOf(course.professionId),
          { text: course.subtitle, weight: text },
          { text: course.teacher.name, weight: text },
          { text: course.institution, weight: institution },
        ],
        [course.skillLevel],
      ),
    ),
    // Series first, then packs (each in its own order): 系列课 / 课程包 by title, category and profession.
    bundle: [...content.courseBundles.series, ...content.courseBundles.packs]
      .map(({ summary: _summary, highlights: _highlights, ...card }): CourseBundleCard => card)
      .map((bundle) =>
        searchEntryOf(
          bundle,
          [
            { text: bundle.title, weight: title },
            professionOf(bundle.professionId),
            { text: bundle.subtitle, weight: text },
            { text: bundle.category, weight: text },
          ],
          Array.from({ length: bundle.levelTo - bundle.levelFrom + 1 }, (_, step) => bundle.levelFrom + step),
        ),
      ),
    live: catalogue.lives.map((live) =>
      searchEntryOf(live, [
        { text: live.title, weight: title },
        { text: live.teacher, weight: text },
      ]),
    ),
    exam: content.exams.map((exam) =>
      searchEntryOf(
        exam,
        [
          { text: exam.title, weight: title },
          professionOf(exam.professionId),
          { text: ExamMode.label(exam.mode, ''), weight: text },
          { text: SkillLevel.label(exam.skillLevel, ''), weight: text },
        ],
        [exam.skillLevel],
      ),
    ),
    news: catalogue.news.map((news) =>
      searchEntryOf(news, [
        { text: news.title, weight: title },
        { text: news.category, weight: text },
      ]),
    ),
  };
  // The community's questions change (asked, deleted): their entries are rebuilt when they do.
  let questions = { version: -1, entries: [] as SearchEntry<QuestionRecord>[] };
  const questionEntries = () => {
    if (questions.version !== community.version) {
      const live = [...community.questions.values()]
        .filter((question) => !question.deleted)
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      questions = {
        version: community.version,
        entries: live.map((question) =>
          searchEntryOf(question, [
            { text: question.title, weight: title },
            { text: [richDocText(question.body), ...question.tags].join('\n'), weight: text },
          ]),
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
