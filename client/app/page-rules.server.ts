/**
 * How the server delivers each page of the route table (route-table.tsx) to a signed-out visitor, by
 * page id: server-only, so none of it reaches the browser's bundle (a signed-in visitor always gets a
 * fresh, private render). route-rules.server.ts derives the per-request matcher, the prerender list and
 * the sitemap from it, and refuses at load a page without a rule, a rule for no page, and a cached or
 * prerendered signed-in page.
 */

/**
 * - `prerender`: rendered once at build time (scripts/prerender.mjs) and served without rendering;
 * - `cache`: rendered, then kept in memory per URL (query included) for `freshSeconds`, served
 *   stale for `staleSeconds` more while one background render refreshes it (server/page-cache.ts);
 * - `render`: rendered for every request — forms with secrets in the URL, unbounded query spaces,
 *   pages that are personal (they require sign-in, so a signed-out visitor is redirected anyway).
 */
export type PageRule =
  | { kind: 'prerender' }
  | { kind: 'cache'; freshSeconds: number; staleSeconds: number }
  | { kind: 'render'; reason: 'personal' | 'form' | 'unbounded' };

export const PRERENDER: PageRule = { kind: 'prerender' };
/** Catalogue content changes when operators edit it: a minute old is fine, ten minutes at worst. */
export const CATALOGUE: PageRule = { kind: 'cache', freshSeconds: 60, staleSeconds: 600 };
/** Pages with counts and statuses that move during the day (enrolment numbers, open plans). */
export const LIVELY: PageRule = { kind: 'cache', freshSeconds: 15, staleSeconds: 120 };
/** Live rooms and community threads change by the minute. */
export const REAL_TIME: PageRule = { kind: 'cache', freshSeconds: 5, staleSeconds: 30 };
/** Rendered for every request: the only kind of rule a signed-in page may have (its render is never shared). */
export const PERSONAL: PageRule = { kind: 'render', reason: 'personal' };
export const FORM: PageRule = { kind: 'render', reason: 'form' };
/** Search results: a query space no cache can hold. */
export const UNBOUNDED: PageRule = { kind: 'render', reason: 'unbounded' };

/** Every page and section of the route table by id, in the table's order. */
export const PAGE_RULES: Readonly<Record<string, PageRule>> = {
  home: LIVELY,
  business: PRERENDER,
  'certificate-query': CATALOGUE,
  'certificate-verify': CATALOGUE,
  collect: PERSONAL,
  contactus: PRERENDER,
  feedback: FORM,
  pricing: PRERENDER,
  privacy: PRERENDER,
  service: PRERENDER,
  study: PERSONAL,
  'wrong-book': PERSONAL,
  'wrong-book-review': PERSONAL,
  'study-plan': PERSONAL,
  'study-certification': PERSONAL,
  'certification-journey': PERSONAL,
  'admission-ticket': PERSONAL,
  'study-notes': PERSONAL,
  'study-course-notes': PERSONAL,
  join: CATALOGUE,
  'join-intention': FORM,
  recover: FORM,
  reset: FORM,
  // A secret in the URL (the unsubscribe token): rendered per request, never cached.
  'reminders-unsubscribe': FORM,
  community: REAL_TIME,
  'community-pin': REAL_TIME,
  'community-ask': FORM,
  'community-question': REAL_TIME,
  'community-answer': REAL_TIME,
  'course-list': CATALOGUE,
  'course-detail': CATALOGUE,
  'course-group': CATALOGUE,
  'course-project': CATALOGUE,
  'enrollment-list': LIVELY,
  'enrollment-detail': LIVELY,
  'enrollment-apply': PERSONAL,
  'exam-list': CATALOGUE,
  'exam-detail': CATALOGUE,
  'exam-history': PERSONAL,
  'exam-mock': PERSONAL,
  'exam-official': PERSONAL,
  'exam-practice': PERSONAL,
  'institutional-list': CATALOGUE,
  'institutional-detail': CATALOGUE,
  'live-list': REAL_TIME,
  'live-detail': REAL_TIME,
  message: PERSONAL,
  'message-reply': PERSONAL,
  'message-at': PERSONAL,
  'message-like': PERSONAL,
  'message-answer': PERSONAL,
  'message-system': PERSONAL,
  'message-whisper': PERSONAL,
  'news-list': CATALOGUE,
  'news-detail': CATALOGUE,
  order: PERSONAL,
  'order-course': PERSONAL,
  'order-detail': PERSONAL,
  'order-enrollment': PERSONAL,
  'order-live': PERSONAL,
  'order-package': PERSONAL,
  'order-pay-create': PERSONAL,
  'order-project': PERSONAL,
  eligibility: UNBOUNDED,
  'profession-list': CATALOGUE,
  'profession-detail': CATALOGUE,
  rule: CATALOGUE,
  'rule-effective': CATALOGUE,
  'rule-effective-detail': CATALOGUE,
  'rule-publicity': CATALOGUE,
  'rule-publicity-detail': CATALOGUE,
  setting: PERSONAL,
  'setting-account': PERSONAL,
  'setting-invoice': PERSONAL,
  'setting-invoice-edit': PERSONAL,
  'setting-real': PERSONAL,
  'setting-user': PERSONAL,
  'setting-account-delete': PERSONAL,
  'setting-notify': PERSONAL,
  user: REAL_TIME,
  'user-index': REAL_TIME,
  'user-dynamic': REAL_TIME,
  'user-favorite': REAL_TIME,
  'user-like': REAL_TIME,
  'user-fans': REAL_TIME,
  'user-follow': REAL_TIME,
  'course-play': PERSONAL,
  'live-play': PERSONAL,
  'live-replay': PERSONAL,
  search: UNBOUNDED,
};
