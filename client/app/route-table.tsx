import { redirect, type RouteObject } from 'react-router';
import type { RouteMeta } from './route-meta';
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
  type BudgetClass,
  type LayoutHandle,
  type PageAccess,
  type PageHandle,
  type PageRule,
  type RenderRule,
  type SectionHandle,
} from './page-declaration';

type Lazy = NonNullable<RouteObject['lazy']>;

const lazyModules = import.meta.glob(['../routes/*.tsx', '../layouts/*.tsx']);

/** A lazy route module named by its file under client/ (`routes/home-page`), and its manifest id. */
function lazyModule(file: string): { lazy: Lazy; module: string } {
  const load = lazyModules[`../${file}.tsx`];
  if (!load) throw new Error(`route module client/${file}.tsx does not exist`);
  return { lazy: load as Lazy, module: `client/${file}.tsx` };
}

/** A signed-in page is rendered for its visitor alone: never prerendered nor cached. */
type RuleFor<Access extends PageAccess> = Access extends 'signed-in' ? RenderRule : PageRule;

/**
 * A page a URL lands on, declared once: id, path (undefined: its parent's index), who may see it,
 * how a signed-out visitor gets it (page-declaration.ts), its JS budget class, its lazy module (a
 * file under client/routes/ with its Component and loader) and its static meta. The delivery rules,
 * prerender list, protected paths and JS budget classes are all derived from these.
 */
function page<Access extends PageAccess>(
  id: string,
  path: string | undefined,
  access: Access,
  rule: RuleFor<Access>,
  budget: BudgetClass,
  file: string,
  meta: RouteMeta,
): RouteObject {
  const { lazy, module } = lazyModule(`routes/${file}`);
  const handle = { meta, module, access, rule, budget } as PageHandle;
  return path === undefined ? { id, index: true, handle, lazy } : { id, path, handle, lazy };
}

/**
 * A page with child pages (an outlet around them): declared like a page but without a budget,
 * since a URL lands on one of its children. A signed-in section protects every path under it.
 */
function section<Access extends PageAccess>(
  id: string,
  path: string,
  access: Access,
  rule: RuleFor<Access>,
  file: string,
  meta: RouteMeta,
  children: [RouteObject, ...RouteObject[]],
): RouteObject {
  const { lazy, module } = lazyModule(`routes/${file}`);
  const handle = { meta, module, access, rule } as SectionHandle;
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

const defaultLayoutPages: RouteObject[] = [
  page('home', undefined, 'public', LIVELY, 'index', 'home-page', { title: '首页' }),
  page('business', 'business', 'public', PRERENDER, 'index', 'business-page', {
    title: '企业培训',
    description: '技能学堂企业培训解决方案：员工技能提升、培训管理与考核认证。',
  }),
  page('collect', 'collect', 'signed-in', PERSONAL, 'index', 'collect-page', { title: '我的收藏' }),
  page('contactus', 'contactus', 'public', PRERENDER, 'index', 'contactus-page', { title: '联系我们' }),
  page('feedback', 'feedback', 'public', FORM, 'detail', 'feedback-page', { title: '意见反馈' }),
  page('pricing', 'pricing', 'public', PRERENDER, 'index', 'pricing-page', {
    title: '价格方案',
    description: '技能学堂机构版价格方案：团队版、企业版、免费版与私有化部署。',
  }),
  page('privacy', 'privacy', 'public', PRERENDER, 'index', 'agreement-page', { title: '隐私协议' }),
  page('service', 'service', 'public', PRERENDER, 'index', 'agreement-page', { title: '服务条款' }),
  page('study', 'study', 'signed-in', PERSONAL, 'index', 'study-page', { title: '我的学习' }),
  page('join', 'join', 'public', CATALOGUE, 'index', 'join-page', { title: '机构入驻' }),
  page('join-intention', 'join/intention', 'public', FORM, 'detail', 'join-intention-page', {
    title: '入驻意向',
    parents: [['机构入驻', '/join']],
  }),
  page('recover', 'recover', 'public', FORM, 'detail', 'recover-page', { title: '找回密码' }),
  page('reset', 'reset', 'public', FORM, 'detail', 'reset-page', { title: '重置密码' }),
  page('community', 'community', 'public', REAL_TIME, 'index', 'community-page', { title: '社区' }),
  page('community-pin', 'community/pin/:id', 'public', REAL_TIME, 'detail', 'community-pin-page', {
    title: '想法详情',
    parents: [COMMUNITY],
  }),
  // Asking needs an account; reading a question (community/question/:id) does not.
  page('community-ask', 'community/question', 'signed-in', FORM, 'detail', 'community-ask-page', { title: '提问', parents: [COMMUNITY] }),
  page('community-question', 'community/question/:id', 'public', REAL_TIME, 'detail', 'community-question-page', {
    title: '问题详情',
    parents: [COMMUNITY],
  }),
  page('community-answer', 'community/question/:id/answer/:answerId', 'public', REAL_TIME, 'detail', 'community-answer-page', {
    title: '回答详情',
    parents: [COMMUNITY, ['问题详情', '/community/question/:id']],
  }),
  page('course-list', 'course', 'public', CATALOGUE, 'index', 'course-list-page', {
    title: '课程',
    description: '技能学堂课程：电工、焊工、养老护理员、人工智能训练师等职业技能课程，按分类、职业、技能等级与价格筛选。',
  }),
  page('course-detail', 'course/:id', 'public', CATALOGUE, 'detail', 'course-detail-page', { title: '课程详情', parents: [COURSES] }),
  page('course-group', 'course/group/:id', 'public', CATALOGUE, 'detail', 'course-group-page', { title: '系列课', parents: [COURSES] }),
  page('course-project', 'course/project/:id', 'public', CATALOGUE, 'detail', 'course-project-page', {
    title: '课程包',
    parents: [COURSES],
  }),
  page('enrollment-list', 'enrollment', 'public', LIVELY, 'index', 'enrollment-list-page', { title: '报名' }),
  page('enrollment-detail', 'enrollment/:id', 'public', LIVELY, 'detail', 'enrollment-detail-page', {
    title: '报名详情',
    parents: [['报名', '/enrollment']],
  }),
  page('exam-list', 'exam', 'public', CATALOGUE, 'index', 'exam-list-page', { title: '考试' }),
  page('exam-detail', 'exam/:id', 'public', CATALOGUE, 'detail', 'exam-detail-page', { title: '考试详情', parents: [['考试', '/exam']] }),
  page('exam-history', 'exam/:id/history', 'signed-in', PERSONAL, 'index', 'exam-history-page', { title: '考试记录', parents: EXAMS }),
  page('exam-mock', 'exam/:id/mocks/:subId', 'signed-in', PERSONAL, 'play', 'exam-attempt-page', { title: '模拟考试', parents: EXAMS }),
  page('exam-official', 'exam/:id/official/:subId', 'signed-in', PERSONAL, 'play', 'exam-attempt-page', {
    title: '正式考试',
    parents: EXAMS,
  }),
  page('institutional-list', 'institutional', 'public', CATALOGUE, 'index', 'institution-list-page', { title: '机构' }),
  page('institutional-detail', 'institutional/:id', 'public', CATALOGUE, 'detail', 'institution-detail-page', {
    title: '机构详情',
    parents: [['机构', '/institutional']],
  }),
  page('live-list', 'live', 'public', REAL_TIME, 'index', 'live-list-page', { title: '直播' }),
  page('live-detail', 'live/:id', 'public', REAL_TIME, 'detail', 'live-detail-page', { title: '直播详情', parents: [['直播', '/live']] }),
  section('message', 'message', 'signed-in', PERSONAL, 'message-layout', { title: '消息中心' }, [
    redirectIndex('message-index', '/message/reply'),
    page('message-reply', 'reply', 'signed-in', PERSONAL, 'index', 'message-page', { title: '回复我的' }),
    page('message-at', 'at', 'signed-in', PERSONAL, 'index', 'message-page', { title: '@我的' }),
    page('message-like', 'like', 'signed-in', PERSONAL, 'index', 'message-page', { title: '收到的赞' }),
    page('message-answer', 'answer', 'signed-in', PERSONAL, 'index', 'message-page', { title: '回答我的' }),
    page('message-system', 'system', 'signed-in', PERSONAL, 'index', 'message-page', { title: '系统通知' }),
    page('message-whisper', 'whisper', 'signed-in', PERSONAL, 'index', 'message-page', { title: '我的消息' }),
  ]),
  page('news-list', 'news', 'public', CATALOGUE, 'index', 'news-list-page', { title: '资讯' }),
  page('news-detail', 'news/:id', 'public', CATALOGUE, 'detail', 'news-detail-page', { title: '资讯详情', parents: [['资讯', '/news']] }),
  section('order', 'order', 'signed-in', PERSONAL, outlet, { title: '我的订单' }, [
    redirectIndex('order-index', '/order/course'),
    page('order-course', 'course', 'signed-in', PERSONAL, 'index', 'order-list-page', { title: '课程订单' }),
    page('order-detail', 'detail/:id', 'signed-in', PERSONAL, 'detail', 'order-detail-page', { title: '订单详情' }),
    page('order-enrollment', 'enrollment', 'signed-in', PERSONAL, 'index', 'order-list-page', { title: '报名订单' }),
    page('order-live', 'live', 'signed-in', PERSONAL, 'index', 'order-list-page', { title: '直播订单' }),
    page('order-package', 'package', 'signed-in', PERSONAL, 'index', 'order-list-page', { title: '套餐订单' }),
    page('order-pay-create', 'pay/create', 'signed-in', PERSONAL, 'detail', 'order-pay-page', { title: '确认订单' }),
    page('order-project', 'project', 'signed-in', PERSONAL, 'index', 'order-list-page', { title: '课程包订单' }),
  ]),
  page('profession-list', 'profession', 'public', CATALOGUE, 'index', 'profession-list-page', { title: '职业' }),
  page('profession-detail', 'profession/:id', 'public', CATALOGUE, 'detail', 'profession-detail-page', {
    title: '职业详情',
    parents: [['职业', '/profession']],
  }),
  section('rule', 'rule', 'public', CATALOGUE, outlet, { title: '平台规则' }, [
    redirectIndex('rule-index', '/rule/effective'),
    page('rule-effective', 'effective', 'public', CATALOGUE, 'index', 'rule-list-page', { title: '生效规则' }),
    page('rule-effective-detail', 'effective/:id', 'public', CATALOGUE, 'detail', 'rule-detail-page', {
      title: '规则详情',
      parents: [['生效规则', '/rule/effective']],
    }),
    page('rule-publicity', 'publicity', 'public', CATALOGUE, 'index', 'rule-list-page', { title: '公示规则' }),
    page('rule-publicity-detail', 'publicity/:id', 'public', CATALOGUE, 'detail', 'rule-detail-page', {
      title: '公示详情',
      parents: [['公示规则', '/rule/publicity']],
    }),
  ]),
  section('setting', 'setting', 'signed-in', PERSONAL, 'setting-layout', { title: '设置' }, [
    redirectIndex('setting-index', '/setting/user'),
    page('setting-account', 'account', 'signed-in', PERSONAL, 'detail', 'setting-account-page', { title: '账号安全' }),
    page('setting-invoice', 'invoice', 'signed-in', PERSONAL, 'index', 'setting-invoice-page', { title: '发票管理' }),
    page('setting-invoice-edit', 'invoice/edit', 'signed-in', PERSONAL, 'detail', 'setting-invoice-edit-page', {
      title: '申请开票',
      parents: [['发票管理', '/setting/invoice']],
    }),
    page('setting-real', 'real', 'signed-in', PERSONAL, 'detail', 'setting-real-page', { title: '实名认证' }),
    page('setting-user', 'user', 'signed-in', PERSONAL, 'detail', 'setting-user-page', { title: '个人资料' }),
  ]),
  section('user', 'user/:id', 'public', REAL_TIME, 'user-profile-layout', { title: '个人主页' }, [
    page('user-index', undefined, 'public', REAL_TIME, 'index', 'user-feed-page', { title: '动态' }),
    page('user-dynamic', 'dynamic', 'public', REAL_TIME, 'index', 'user-feed-page', { title: '动态' }),
    page('user-favorite', 'favorite', 'public', REAL_TIME, 'index', 'user-feed-page', { title: '收藏' }),
    page('user-like', 'like', 'public', REAL_TIME, 'index', 'user-feed-page', { title: '点赞' }),
    page('user-fans', 'relation/fans', 'public', REAL_TIME, 'index', 'user-people-page', { title: '粉丝' }),
    page('user-follow', 'relation/follow', 'public', REAL_TIME, 'index', 'user-people-page', { title: '关注' }),
  ]),
];

const playLayoutPages: RouteObject[] = [
  page('course-play', 'course/:id/play', 'signed-in', PERSONAL, 'play', 'course-play-page', {
    title: '课程学习',
    parents: [COURSES, ['课程详情', '/course/:id']],
    colorMode: 'dark',
  }),
  page('live-play', 'live/:id/play', 'signed-in', PERSONAL, 'play', 'live-play-page', {
    title: '直播间',
    parents: LIVES,
    colorMode: 'dark',
  }),
  // Open to all: a signed-out visitor sees the class and a sign-in prompt instead of the recording.
  page('live-replay', 'live/:id/replay', 'public', PERSONAL, 'play', 'live-replay-page', {
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
        page('search', 'search', 'public', UNBOUNDED, 'index', 'search-page', { title: '搜索', noindex: true }),
      ]),
    ],
  },
];
