import { redirect, type RouteObject } from 'react-router';
import type { RouteMeta } from '@client/lib/route-meta';
import { RootLayout } from './root-layout';
import { RootErrorBoundary } from './root-error-boundary';
import { rootLoader } from './root-loader';
import { prerenderedPayload } from './prerendered-payload';
import { protectedRouteGuard } from './protected-route-guard';
import {
  CATALOGUE,
  FORM,
  LIVELY,
  PERSONAL,
  PRERENDER,
  REAL_TIME,
  UNBOUNDED,
  type LayoutHandle,
  type PageAccess,
  type PageHandle,
  type PageRule,
  type RenderRule,
} from './page-declaration';

type Lazy = NonNullable<RouteObject['lazy']>;

// Only what a route names (pages, section layouts, the outlet): a helper module beside them
// (course-play-sidebar-tabs.tsx) would cost every first load an entry in this map.
const lazyModules = import.meta.glob(['../routes/*-{page,layout}.tsx', '../routes/section-outlet.tsx', '../layouts/*.tsx']);

/** A lazy route module named by its file under client/ (`routes/home-page`), and its manifest id. */
function lazyModule(file: string): { lazy: Lazy; module: string } {
  const load = lazyModules[`../${file}.tsx`];
  if (!load) throw new Error(`route module client/${file}.tsx does not exist`);
  return { lazy: load as Lazy, module: `client/${file}.tsx` };
}

/** A signed-in page is rendered for its visitor alone: never prerendered nor cached. */
type RuleFor<Access extends PageAccess> = Access extends 'signed-in' ? RenderRule : PageRule;

/**
 * A page a URL lands on, declared once: id, path (undefined: its parent's index), its lazy module
 * (a file under client/routes/ with its Component and loader), who may see it, how a signed-out
 * visitor gets it (page-declaration.ts) and its static meta. The delivery rules, prerender and
 * sitemap lists and protected paths are derived from these. The browser's copy keeps only the
 * access: the client build drops `rule` from these parameters, the handle and every call
 * (scripts/client-route-table-view.ts), so keep it plain.
 */
function page<Access extends PageAccess>(
  id: string,
  path: string | undefined,
  file: string,
  access: Access,
  rule: RuleFor<Access>,
  meta: RouteMeta,
): RouteObject {
  const { lazy, module } = lazyModule(`routes/${file}`);
  const handle = { meta, module, access, rule } as PageHandle;
  return path === undefined ? { id, index: true, handle, lazy } : { id, path, handle, lazy };
}

/**
 * A page with child pages (an outlet around them), declared like a page; a URL lands on one of its
 * children. A signed-in section protects every path under it.
 */
function section<Access extends PageAccess>(
  id: string,
  path: string,
  file: string,
  access: Access,
  rule: RuleFor<Access>,
  meta: RouteMeta,
  children: [RouteObject, ...RouteObject[]],
): RouteObject {
  const { lazy, module } = lazyModule(`routes/${file}`);
  const handle = { meta, module, access, rule } as PageHandle;
  return { id, path, handle, lazy, children };
}

/** A pathless layout route around a group of pages. */
function layout(id: string, file: string, children: RouteObject[]): RouteObject {
  const { lazy, module } = lazyModule(file);
  const handle: LayoutHandle = { module };
  return { id, handle, lazy, children };
}

/** A section index that is only a redirect: answered as an HTTP 302 on the server. */
function redirectIndex(id: string, to: string): RouteObject {
  return { id, index: true, loader: () => redirect(to) };
}

const outlet = 'section-outlet';

/** Parents of the breadcrumbs, shared by a group of pages. */
const COMMUNITY = ['社区', '/community'] as const;
const COURSES = ['课程', '/course'] as const;
const EXAMS = [['考试', '/exam'] as const, ['考试详情', '/exam/:id'] as const];
const LIVES = [['直播', '/live'] as const, ['直播详情', '/live/:id'] as const];
const STUDY = ['我的学习', '/study'] as const;
const CERTIFICATION = [STUDY, ['我的考证', '/study/certification'] as const];

const defaultLayoutPages: RouteObject[] = [
  page('home', undefined, 'home-page', 'public', LIVELY, { title: '首页' }),
  // The descriptions of business, pricing and course-list are their loaders', as certificate-query's.
  page('business', 'business', 'business-page', 'public', PRERENDER, { title: '企业培训' }),
  // Its description is the loader's: in the table it would cost every page's entry chunk.
  page('certificate-query', 'certificate/query', 'certificate-query-page', 'public', CATALOGUE, { title: '证书查询' }),
  // What a certificate's QR code opens: shareable, but a person's record is kept out of search indexes.
  page('certificate-verify', 'certificate/verify/:no', 'certificate-verify-page', 'public', CATALOGUE, {
    title: '证书核验',
    parents: [['证书查询', '/certificate/query']],
    noindex: true,
  }),
  page('collect', 'collect', 'collect-page', 'signed-in', PERSONAL, { title: '我的收藏' }),
  page('contactus', 'contactus', 'contactus-page', 'public', PRERENDER, { title: '联系我们' }),
  page('feedback', 'feedback', 'feedback-page', 'public', FORM, { title: '意见反馈' }),
  page('pricing', 'pricing', 'pricing-page', 'public', PRERENDER, { title: '价格方案' }),
  page('privacy', 'privacy', 'agreement-page', 'public', PRERENDER, { title: '隐私协议' }),
  page('service', 'service', 'agreement-page', 'public', PRERENDER, { title: '服务条款' }),
  page('study', 'study', 'study-page', 'signed-in', PERSONAL, { title: '我的学习' }),
  page('wrong-book', 'study/wrong-book', 'wrong-book-page', 'signed-in', PERSONAL, {
    title: '错题本',
    parents: [STUDY],
  }),
  page('wrong-book-review', 'study/wrong-book/review', 'wrong-book-review-page', 'signed-in', PERSONAL, {
    title: '今日复习',
    parents: [STUDY, ['错题本', '/study/wrong-book']],
  }),
  page('study-certification', 'study/certification', 'study-certification-page', 'signed-in', PERSONAL, {
    title: '我的考证',
    parents: [STUDY],
  }),
  page('certification-journey', 'study/certification/:id', 'certification-journey-page', 'signed-in', PERSONAL, {
    title: '考证进度',
    parents: CERTIFICATION,
  }),
  page('admission-ticket', 'study/certification/:id/ticket', 'admission-ticket-page', 'signed-in', PERSONAL, {
    title: '准考证',
    parents: [...CERTIFICATION, ['考证进度', '/study/certification/:id']],
  }),
  page('study-notes', 'study/notes', 'study-notes-page', 'signed-in', PERSONAL, { title: '我的笔记', parents: [STUDY] }),
  page('study-course-notes', 'study/notes/:id', 'study-course-notes-page', 'signed-in', PERSONAL, {
    title: '课程笔记',
    parents: [STUDY, ['我的笔记', '/study/notes']],
  }),
  page('join', 'join', 'join-page', 'public', CATALOGUE, { title: '机构入驻' }),
  page('join-intention', 'join/intention', 'join-intention-page', 'public', FORM, {
    title: '入驻意向',
    parents: [['机构入驻', '/join']],
  }),
  page('recover', 'recover', 'recover-page', 'public', FORM, { title: '找回密码' }),
  page('reset', 'reset', 'reset-page', 'public', FORM, { title: '重置密码' }),
  page('community', 'community', 'community-page', 'public', REAL_TIME, { title: '社区' }),
  page('community-pin', 'community/pin/:id', 'community-pin-page', 'public', REAL_TIME, {
    title: '想法详情',
    parents: [COMMUNITY],
  }),
  // Asking needs an account; reading a question (community/question/:id) does not.
  page('community-ask', 'community/question', 'community-ask-page', 'signed-in', FORM, { title: '提问', parents: [COMMUNITY] }),
  page('community-question', 'community/question/:id', 'community-question-page', 'public', REAL_TIME, {
    title: '问题详情',
    parents: [COMMUNITY],
  }),
  page('community-answer', 'community/question/:id/answer/:answerId', 'community-answer-page', 'public', REAL_TIME, {
    title: '回答详情',
    parents: [COMMUNITY, ['问题详情', '/community/question/:id']],
  }),
  page('course-list', 'course', 'course-list-page', 'public', CATALOGUE, { title: '课程' }),
  page('course-detail', 'course/:id', 'course-detail-page', 'public', CATALOGUE, { title: '课程详情', parents: [COURSES] }),
  page('course-group', 'course/group/:id', 'course-group-page', 'public', CATALOGUE, { title: '系列课', parents: [COURSES] }),
  page('course-project', 'course/project/:id', 'course-project-page', 'public', CATALOGUE, {
    title: '课程包',
    parents: [COURSES],
  }),
  page('enrollment-list', 'enrollment', 'enrollment-list-page', 'public', LIVELY, { title: '报名' }),
  page('enrollment-detail', 'enrollment/:id', 'enrollment-detail-page', 'public', LIVELY, {
    title: '报名详情',
    parents: [['报名', '/enrollment']],
  }),
  page('enrollment-apply', 'enrollment/:id/apply', 'enrollment-apply-page', 'signed-in', PERSONAL, {
    title: '填写报名表',
    parents: [['报名', '/enrollment']],
  }),
  page('exam-list', 'exam', 'exam-list-page', 'public', CATALOGUE, { title: '考试' }),
  page('exam-detail', 'exam/:id', 'exam-detail-page', 'public', CATALOGUE, { title: '考试详情', parents: [['考试', '/exam']] }),
  page('exam-history', 'exam/:id/history', 'exam-history-page', 'signed-in', PERSONAL, { title: '考试记录', parents: EXAMS }),
  page('exam-mock', 'exam/:id/mocks/:subId', 'exam-attempt-page', 'signed-in', PERSONAL, { title: '模拟考试', parents: EXAMS }),
  page('exam-official', 'exam/:id/official/:subId', 'exam-attempt-page', 'signed-in', PERSONAL, {
    title: '正式考试',
    parents: EXAMS,
  }),
  page('exam-practice', 'exam/:id/practice/:sessionId', 'exam-practice-page', 'signed-in', PERSONAL, {
    title: '练习',
    parents: EXAMS,
  }),
  page('institutional-list', 'institutional', 'institution-list-page', 'public', CATALOGUE, { title: '机构' }),
  page('institutional-detail', 'institutional/:id', 'institution-detail-page', 'public', CATALOGUE, {
    title: '机构详情',
    parents: [['机构', '/institutional']],
  }),
  page('live-list', 'live', 'live-list-page', 'public', REAL_TIME, { title: '直播' }),
  page('live-detail', 'live/:id', 'live-detail-page', 'public', REAL_TIME, { title: '直播详情', parents: [['直播', '/live']] }),
  section('message', 'message', 'message-layout', 'signed-in', PERSONAL, { title: '消息中心' }, [
    redirectIndex('message-index', '/message/reply'),
    page('message-reply', 'reply', 'message-page', 'signed-in', PERSONAL, { title: '回复我的' }),
    page('message-at', 'at', 'message-page', 'signed-in', PERSONAL, { title: '@我的' }),
    page('message-like', 'like', 'message-page', 'signed-in', PERSONAL, { title: '收到的赞' }),
    page('message-answer', 'answer', 'message-page', 'signed-in', PERSONAL, { title: '回答我的' }),
    page('message-system', 'system', 'message-page', 'signed-in', PERSONAL, { title: '系统通知' }),
    page('message-whisper', 'whisper', 'message-page', 'signed-in', PERSONAL, { title: '我的消息' }),
  ]),
  page('news-list', 'news', 'news-list-page', 'public', CATALOGUE, { title: '资讯' }),
  page('news-detail', 'news/:id', 'news-detail-page', 'public', CATALOGUE, { title: '资讯详情', parents: [['资讯', '/news']] }),
  section('order', 'order', outlet, 'signed-in', PERSONAL, { title: '我的订单' }, [
    redirectIndex('order-index', '/order/course'),
    page('order-course', 'course', 'order-list-page', 'signed-in', PERSONAL, { title: '课程订单' }),
    page('order-detail', 'detail/:id', 'order-detail-page', 'signed-in', PERSONAL, { title: '订单详情' }),
    page('order-enrollment', 'enrollment', 'order-list-page', 'signed-in', PERSONAL, { title: '报名订单' }),
    page('order-live', 'live', 'order-list-page', 'signed-in', PERSONAL, { title: '直播订单' }),
    page('order-package', 'package', 'order-list-page', 'signed-in', PERSONAL, { title: '套餐订单' }),
    page('order-pay-create', 'pay/create', 'order-pay-page', 'signed-in', PERSONAL, { title: '确认订单' }),
    page('order-project', 'project', 'order-list-page', 'signed-in', PERSONAL, { title: '课程包订单' }),
  ]),
  page('eligibility', 'eligibility', 'eligibility-page', 'public', UNBOUNDED, { title: '报考资格自测' }),
  page('profession-list', 'profession', 'profession-list-page', 'public', CATALOGUE, { title: '职业' }),
  page('profession-detail', 'profession/:id', 'profession-detail-page', 'public', CATALOGUE, {
    title: '职业详情',
    parents: [['职业', '/profession']],
  }),
  section('rule', 'rule', outlet, 'public', CATALOGUE, { title: '平台规则' }, [
    redirectIndex('rule-index', '/rule/effective'),
    page('rule-effective', 'effective', 'rule-list-page', 'public', CATALOGUE, { title: '生效规则' }),
    page('rule-effective-detail', 'effective/:id', 'rule-detail-page', 'public', CATALOGUE, {
      title: '规则详情',
      parents: [['生效规则', '/rule/effective']],
    }),
    page('rule-publicity', 'publicity', 'rule-list-page', 'public', CATALOGUE, { title: '公示规则' }),
    page('rule-publicity-detail', 'publicity/:id', 'rule-detail-page', 'public', CATALOGUE, {
      title: '公示详情',
      parents: [['公示规则', '/rule/publicity']],
    }),
  ]),
  section('setting', 'setting', 'setting-layout', 'signed-in', PERSONAL, { title: '设置' }, [
    redirectIndex('setting-index', '/setting/user'),
    page('setting-account', 'account', 'setting-account-page', 'signed-in', PERSONAL, { title: '账号安全' }),
    page('setting-invoice', 'invoice', 'setting-invoice-page', 'signed-in', PERSONAL, { title: '发票管理' }),
    page('setting-invoice-edit', 'invoice/edit', 'setting-invoice-edit-page', 'signed-in', PERSONAL, {
      title: '申请开票',
      parents: [['发票管理', '/setting/invoice']],
    }),
    page('setting-real', 'real', 'setting-real-page', 'signed-in', PERSONAL, { title: '实名认证' }),
    page('setting-user', 'user', 'setting-user-page', 'signed-in', PERSONAL, { title: '个人资料' }),
    page('setting-account-delete', 'account/delete', 'setting-account-delete-page', 'signed-in', PERSONAL, {
      title: '注销账号',
      parents: [['账号安全', '/setting/account']],
    }),
  ]),
  section('user', 'user/:id', 'user-profile-layout', 'public', REAL_TIME, { title: '个人主页' }, [
    page('user-index', undefined, 'user-feed-page', 'public', REAL_TIME, { title: '动态' }),
    page('user-dynamic', 'dynamic', 'user-feed-page', 'public', REAL_TIME, { title: '动态' }),
    page('user-favorite', 'favorite', 'user-feed-page', 'public', REAL_TIME, { title: '收藏' }),
    page('user-like', 'like', 'user-feed-page', 'public', REAL_TIME, { title: '点赞' }),
    page('user-fans', 'relation/fans', 'user-people-page', 'public', REAL_TIME, { title: '粉丝' }),
    page('user-follow', 'relation/follow', 'user-people-page', 'public', REAL_TIME, { title: '关注' }),
  ]),
];

const playLayoutPages: RouteObject[] = [
  page('course-play', 'course/:id/play', 'course-play-page', 'signed-in', PERSONAL, {
    title: '课程学习',
    parents: [COURSES, ['课程详情', '/course/:id']],
    colorMode: 'dark',
  }),
  page('live-play', 'live/:id/play', 'live-play-page', 'signed-in', PERSONAL, {
    title: '直播间',
    parents: LIVES,
    colorMode: 'dark',
  }),
  // Open to all: a signed-out visitor sees the class and a sign-in prompt instead of the recording.
  page('live-replay', 'live/:id/replay', 'live-replay-page', 'public', PERSONAL, {
    title: '直播回放',
    parents: LIVES,
    colorMode: 'dark',
  }),
];

/** The one route table, used by the static handler on the server and the browser router. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    loader: rootLoader,
    middleware: [protectedRouteGuard, prerenderedPayload],
    children: [
      layout('layout-default', 'layouts/default-layout', defaultLayoutPages),
      layout('layout-play', 'layouts/play-layout', playLayoutPages),
      layout('layout-search', 'layouts/search-layout', [
        page('search', 'search', 'search-page', 'public', UNBOUNDED, { title: '搜索', noindex: true }),
      ]),
    ],
  },
];
