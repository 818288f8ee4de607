import * as z from 'zod/mini';
import { nonNegativeInt, positiveInt } from './common';
import { courseCardSchema } from './course';
import { courseBundleCardSchema } from './course-bundle';
import { examCardSchema } from './exam';
import { liveCardSchema, newsItemSchema } from './home';
import { questionCardSchema } from './question';
import { splitLevelSuffix } from '../lib/skill-level-words';

/** The kinds one search box looks through, in the order of the result tabs. */
export const SEARCH_TYPES = ['course', 'bundle', 'live', 'exam', 'news', 'question'] as const;
export const searchTypeSchema = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof searchTypeSchema>;

export const SEARCH_TYPE_LABELS: Readonly<Record<SearchType, string>> = Object.freeze({
  course: '课程',
  bundle: '系列课/课程包',
  live: '直播',
  exam: '考试',
  news: '资讯',
  question: '问答',
});

export const SEARCH_KEYWORD_MAX = 50;
/** More words than this add nothing but cost: the rest are ignored. */
export const SEARCH_TERMS_MAX = 8;
export const SEARCH_PAGE_SIZE = 10;

/** Spaces, full-width spaces and other blanks separate the words of a keyword. */
const BLANKS = /[\s\u3000]+/;

/**
 * The words a keyword matches by (all of them must match), lower-cased, each once, in order; a
 * level name typed onto a word is a word of its own (电工四级 → 电工, 四级). Shared by the API
 * (matching) and the page (highlighting), so both agree on what matched.
 */
export function searchTermsOf(keyword: string): string[] {
  const terms: string[] = [];
  for (const word of keyword.trim().split(BLANKS)) {
    for (const term of splitLevelSuffix(lowerCaseOf(word))) {
      if (terms.length === SEARCH_TERMS_MAX) return terms;
      if (term && !terms.includes(term)) terms.push(term);
    }
  }
  return terms;
}

/**
 * Lower case that keeps every character at its index (a few characters, such as 'İ', grow when
 * lower-cased; they are kept as they are), so positions found in the lower-cased text are
 * positions in the original.
 */
export function lowerCaseOf(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let kept = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const lowered = char.toLowerCase();
    kept += lowered.length === 1 ? lowered : char;
  }
  return kept;
}

export const searchQuerySchema = z.object({
  /** Blank or absent: no search (empty results, zero counts). */
  keyword: z._default(z.string().check(z.trim(), z.maxLength(SEARCH_KEYWORD_MAX)), ''),
  type: z._default(searchTypeSchema, 'course'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), SEARCH_PAGE_SIZE),
});

/** An exam hit carries its profession's name, which the exam card leaves out. */
export const examHitSchema = z.extend(examCardSchema, { professionName: z.string() });
export type ExamHit = z.infer<typeof examHitSchema>;

export const searchHitsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('course'), list: z.array(courseCardSchema) }),
  z.object({ type: z.literal('bundle'), list: z.array(courseBundleCardSchema) }),
  z.object({ type: z.literal('live'), list: z.array(liveCardSchema) }),
  z.object({ type: z.literal('exam'), list: z.array(examHitSchema) }),
  z.object({ type: z.literal('news'), list: z.array(newsItemSchema) }),
  z.object({ type: z.literal('question'), list: z.array(questionCardSchema) }),
]);
export type SearchHits = z.infer<typeof searchHitsSchema>;

export const searchCountsSchema = z.object({
  course: nonNegativeInt(),
  bundle: nonNegativeInt(),
  live: nonNegativeInt(),
  exam: nonNegativeInt(),
  news: nonNegativeInt(),
  question: nonNegativeInt(),
});
export type SearchCounts = z.infer<typeof searchCountsSchema>;

/** One page of one kind's results, the count of every kind (the tab badges) and, when nothing matched, what to try instead. */
export const searchResultSchema = z.object({
  keyword: z.string(),
  /** The words matched (and to highlight). */
  terms: z.array(z.string()),
  hits: searchHitsSchema,
  counts: searchCountsSchema,
  /** Results of the asked kind. */
  total: nonNegativeInt(),
  page: positiveInt(),
  size: positiveInt(),
  /** Keywords to try when the asked kind has no result (hot keywords); empty otherwise. */
  suggestions: z.array(z.string()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** What the empty search page offers: the professions most learned and the searches people make most. */
export const hotKeywordsSchema = z.object({
  /** The searches people make most, most popular first. */
  searches: z.array(z.string()),
  /** The names of the professions with the most learners. */
  professions: z.array(z.string()),
});
export type HotKeywords = z.infer<typeof hotKeywordsSchema>;
