import { redirect, type RouteObject } from 'react-router';
import type { RouteMeta } from '@client/lib/route-meta';
import { RootLayout } from './root-layout';
import { RootErrorBoundary } from './root-error-boundary';
import { rootLoader } from './root-loader';
import { prerenderedPayload } from './prerendered-payload';
import { protectedRouteGuard } from './protected-route-guard';
import { registerRouteTable } from './route-access';
import type { LayoutHandle, PageAccess, PageHandle } from './page-declaration';

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

/**
 * A page, declared once: what the browser and the server both read. How the server delivers each page
 * (its rule: prerendered, cached or rendered) is kept by page id in page-rules.server.ts, so none of it
 * reaches the browser; the prerender and sitemap lists and the protected paths are derived from the two.
 */
interface PageDeclaration {
  id: string;
  /** Under its parent's path (`course/:id`), or from the root; none: its parent's index page. */
  path?: string;
  /** Its lazy module: a file under client/routes/ (without `.tsx`) with its Component and loader. */
  file: string;
  /** Who may see it. */
  access: PageAccess;
  meta: RouteMeta;
}

/** A page a URL lands on. */
function page({ id, path, file, access, meta }: PageDeclaration): RouteObject {
  const { lazy, module } = lazyModule(`routes/${file}`);
  const handle: PageHandle = { meta, module, access };
  return path === undefined ? { id, index: true, handle, lazy } : { id, path, handle, lazy };
}

/**
 * A page with child pages (an outlet around them), declared like a page; a URL lands on one of its
 * children. A signed-in section protects every path under it.
 */
function section({
  id,
  path,
  file,
  access,
  meta,
  children,
}: PageDeclaration & { path: string; children: [RouteObject, ...RouteObject[]] }): RouteObject {
  const { lazy, module } = lazyModule(`routes/${file}`);
  const handle: PageHandle = { meta, module, access };
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
  page({ id: 'home', file: 'home-page', access: 'public', meta: { title: '首页' } }),
  // The descriptions of business, pricing and course-list are their loaders', as certificate-query's.
  page({ id: 'business', path: 'business', file: 'business-page', access: 'public', meta: { title: '企业培训' } }),
  // Its description is the loader's: in the table it would cost every page's entry chunk.
  page({
    id: 'certificate-query',
    path: 'certificate/query',
    file: 'certificate-query-page',
    access: 'public',
    meta: { title: '证书查询' },
  }),
  // What a certificate's QR code opens: shareable, but a person's record is kept out of search indexes.
  page({
    id: 'certificate-verify',
    path: 'certificate/verify/:no',
    file: 'certificate-verify-page',
    access: 'public',
    meta: { title: '证书核验', parents: [['证书查询', '/certificate/query']], noindex: true },
  }),
  page({ id: 'collect', path: 'collect', file: 'collect-page', access: 'signed-in', meta: { title: '我的收藏' } }),
  page({ id: 'contactus', path: 'contactus', file: 'contactus-page', access: 'public', meta: { title: '联系我们' } }),
  page({ id: 'feedback', path: 'feedback', file: 'feedback-page', access: 'public', meta: { title: '意见反馈' } }),
  page({ id: 'pricing', path: 'pricing', file: 'pricing-page', access: 'public', meta: { title: '价格方案' } }),
  page({ id: 'privacy', path: 'privacy', file: 'agreement-page', access: 'public', meta: { title: '隐私协议' } }),
  page({ id: 'service', path: 'service', file: 'agreement-page', access: 'public', meta: { title: '服务条款' } }),
  page({ id: 'study', path: 'study', file: 'study-page', access: 'signed-in', meta: { title: '我的学习' } }),
  page({
    id: 'wrong-book',
    path: 'study/wrong-book',
    file: 'wrong-book-page',
    access: 'signed-in',
    meta: { title: '错题本', parents: [STUDY] },
  }),
  page({
    id: 'wrong-book-review',
    path: 'study/wrong-book/review',
    file: 'wrong-book-review-page',
    access: 'signed-in',
    meta: { title: '今日复习', parents: [STUDY, ['错题本', '/study/wrong-book']] },
  }),
  page({
    id: 'study-plan',
    path: 'study/plan',
    file: 'study-plan-page',
    access: 'signed-in',
    meta: { title: '备考计划', parents: [STUDY] },
  }),
  page({
    id: 'study-certification',
    path: 'study/certification',
    file: 'study-certification-page',
    access: 'signed-in',
    meta: { title: '我的考证', parents: [STUDY] },
  }),
  page({
    id: 'certification-journey',
    path: 'study/certification/:id',
    file: 'certification-journey-page',
    access: 'signed-in',
    meta: { title: '考证进度', parents: CERTIFICATION },
  }),
  page({
    id: 'admission-ticket',
    path: 'study/certification/:id/ticket',
    file: 'admission-ticket-page',
    access: 'signed-in',
    meta: { title: '准考证', parents: [...CERTIFICATION, ['考证进度', '/study/certification/:id']] },
  }),
  page({
    id: 'study-notes',
    path: 'study/notes',
    file: 'study-notes-page',
    access: 'signed-in',
    meta: { title: '我的笔记', parents: [STUDY] },
  }),
  page({
    id: 'study-course-notes',
    path: 'study/notes/:id',
    file: 'study-course-notes-page',
    access: 'signed-in',
    meta: { title: '课程笔记', parents: [STUDY, ['我的笔记', '/study/notes']] },
  }),
  page({ id: 'join', path: 'join', file: 'join-page', access: 'public', meta: { title: '机构入驻' } }),
  page({
    id: 'join-intention',
    path: 'join/intention',
    file: 'join-intention-page',
    access: 'public',
    meta: { title: '入驻意向', parents: [['机构入驻', '/join']] },
  }),
  page({ id: 'recover', path: 'recover', file: 'recover-page', access: 'public', meta: { title: '找回密码' } }),
  page({ id: 'reset', path: 'reset', file: 'reset-page', access: 'public', meta: { title: '重置密码' } }),
  // The link in every reminder: signed out is fine, the token in its query says whose and what.
  page({
    id: 'reminders-unsubscribe',
    path: 'reminders/unsubscribe',
    file: 'reminders-unsubscribe-page',
    access: 'public',
    meta: { title: '退订提醒' },
  }),
  page({ id: 'community', path: 'community', file: 'community-page', access: 'public', meta: { title: '社区' } }),
  page({
    id: 'community-pin',
    path: 'community/pin/:id',
    file: 'community-pin-page',
    access: 'public',
    meta: { title: '想法详情', parents: [COMMUNITY] },
  }),
  // Asking needs an account; reading a question (community/question/:id) does not.
  page({
    id: 'community-ask',
    path: 'community/question',
    file: 'community-ask-page',
    access: 'signed-in',
    meta: { title: '提问', parents: [COMMUNITY] },
  }),
  page({
    id: 'community-question',
    path: 'community/question/:id',
    file: 'community-question-page',
    access: 'public',
    meta: { title: '问题详情', parents: [COMMUNITY] },
  }),
  page({
    id: 'community-answer',
    path: 'community/question/:id/answer/:answerId',
    file: 'community-answer-page',
    access: 'public',
    meta: { title: '回答详情', parents: [COMMUNITY, ['问题详情', '/community/question/:id']] },
  }),
  page({ id: 'course-list', path: 'course', file: 'course-list-page', access: 'public', meta: { title: '课程' } }),
  page({
    id: 'course-detail',
    path: 'course/:id',
    file: 'course-detail-page',
    access: 'public',
    meta: { title: '课程详情', parents: [COURSES] },
  }),
  page({
    id: 'course-group',
    path: 'course/group/:id',
    file: 'course-group-page',
    access: 'public',
    meta: { title: '系列课', parents: [COURSES] },
  }),
  page({
    id: 'course-project',
    path: 'course/project/:id',
    file: 'course-project-page',
    access: 'public',
    meta: { title: '课程包', parents: [COURSES] },
  }),
  page({
    id: 'enrollment-list',
    path: 'enrollment',
    file: 'enrollment-list-page',
    access: 'public',
    meta: { title: '报名' },
  }),
  page({
    id: 'enrollment-detail',
    path: 'enrollment/:id',
    file: 'enrollment-detail-page',
    access: 'public',
    meta: { title: '报名详情', parents: [['报名', '/enrollment']] },
  }),
  page({
    id: 'enrollment-apply',
    path: 'enrollment/:id/apply',
    file: 'enrollment-apply-page',
    access: 'signed-in',
    meta: { title: '填写报名表', parents: [['报名', '/enrollment']] },
  }),
  page({ id: 'exam-list', path: 'exam', file: 'exam-list-page', access: 'public', meta: { title: '考试' } }),
  page({
    id: 'exam-detail',
    path: 'exam/:id',
    file: 'exam-detail-page',
    access: 'public',
    meta: { title: '考试详情', parents: [['考试', '/exam']] },
  }),
  page({
    id: 'exam-history',
    path: 'exam/:id/history',
    file: 'exam-history-page',
    access: 'signed-in',
    meta: { title: '考试记录', parents: EXAMS },
  }),
  page({
    id: 'exam-mock',
    path: 'exam/:id/mocks/:subId',
    file: 'exam-attempt-page',
    access: 'signed-in',
    meta: { title: '模拟考试', parents: EXAMS },
  }),
  page({
    id: 'exam-official',
    path: 'exam/:id/official/:subId',
    file: 'exam-attempt-page',
    access: 'signed-in',
    meta: { title: '正式考试', parents: EXAMS },
  }),
  page({
    id: 'exam-practice',
    path: 'exam/:id/practice/:sessionId',
    file: 'exam-practice-page',
    access: 'signed-in',
    meta: { title: '练习', parents: EXAMS },
  }),
  page({
    id: 'institutional-list',
    path: 'institutional',
    file: 'institution-list-page',
    access: 'public',
    meta: { title: '机构' },
  }),
  page({
    id: 'institutional-detail',
    path: 'institutional/:id',
    file: 'institution-detail-page',
    access: 'public',
    meta: { title: '机构详情', parents: [['机构', '/institutional']] },
  }),
  page({ id: 'live-list', path: 'live', file: 'live-list-page', access: 'public', meta: { title: '直播' } }),
  page({
    id: 'live-detail',
    path: 'live/:id',
    file: 'live-detail-page',
    access: 'public',
    meta: { title: '直播详情', parents: [['直播', '/live']] },
  }),
  section({
    id: 'message',
    path: 'message',
    file: 'message-layout',
    access: 'signed-in',
    meta: { title: '消息中心' },
    children: [
      redirectIndex('message-index', '/message/reply'),
      page({ id: 'message-reply', path: 'reply', file: 'message-page', access: 'signed-in', meta: { title: '回复我的' } }),
      page({ id: 'message-at', path: 'at', file: 'message-page', access: 'signed-in', meta: { title: '@我的' } }),
      page({ id: 'message-like', path: 'like', file: 'message-page', access: 'signed-in', meta: { title: '收到的赞' } }),
      page({
        id: 'message-answer',
        path: 'answer',
        file: 'message-page',
        access: 'signed-in',
        meta: { title: '回答我的' },
      }),
      page({
        id: 'message-system',
        path: 'system',
        file: 'message-page',
        access: 'signed-in',
        meta: { title: '系统通知' },
      }),
      page({
        id: 'message-whisper',
        path: 'whisper',
        file: 'message-page',
        access: 'signed-in',
        meta: { title: '我的消息' },
      }),
    ],
  }),
  page({ id: 'news-list', path: 'news', file: 'news-list-page', access: 'public', meta: { title: '资讯' } }),
  page({
    id: 'news-detail',
    path: 'news/:id',
    file: 'news-detail-page',
    access: 'public',
    meta: { title: '资讯详情', parents: [['资讯', '/news']] },
  }),
  section({
    id: 'order',
    path: 'order',
    file: outlet,
    access: 'signed-in',
    meta: { title: '我的订单' },
    children: [
      redirectIndex('order-index', '/order/course'),
      page({
        id: 'order-course',
        path: 'course',
        file: 'order-list-page',
        access: 'signed-in',
        meta: { title: '课程订单' },
      }),
      page({
        id: 'order-detail',
        path: 'detail/:id',
        file: 'order-detail-page',
        access: 'signed-in',
        meta: { title: '订单详情' },
      }),
      page({
        id: 'order-enrollment',
        path: 'enrollment',
        file: 'order-list-page',
        access: 'signed-in',
        meta: { title: '报名订单' },
      }),
      page({ id: 'order-live', path: 'live', file: 'order-list-page', access: 'signed-in', meta: { title: '直播订单' } }),
      page({
        id: 'order-package',
        path: 'package',
        file: 'order-list-page',
        access: 'signed-in',
        meta: { title: '套餐订单' },
      }),
      page({
        id: 'order-pay-create',
        path: 'pay/create',
        file: 'order-pay-page',
        access: 'signed-in',
        meta: { title: '确认订单' },
      }),
      page({
        id: 'order-project',
        path: 'project',
        file: 'order-list-page',
        access: 'signed-in',
        meta: { title: '课程包订单' },
      }),
    ],
  }),
  page({
    id: 'eligibility',
    path: 'eligibility',
    file: 'eligibility-page',
    access: 'public',
    meta: { title: '报考资格自测' },
  }),
  page({
    id: 'profession-list',
    path: 'profession',
    file: 'profession-list-page',
    access: 'public',
    meta: { title: '职业' },
  }),
  page({
    id: 'profession-detail',
    path: 'profession/:id',
    file: 'profession-detail-page',
    access: 'public',
    meta: { title: '职业详情', parents: [['职业', '/profession']] },
  }),
  section({
    id: 'rule',
    path: 'rule',
    file: outlet,
    access: 'public',
    meta: { title: '平台规则' },
    children: [
      redirectIndex('rule-index', '/rule/effective'),
      page({
        id: 'rule-effective',
        path: 'effective',
        file: 'rule-list-page',
        access: 'public',
        meta: { title: '生效规则' },
      }),
      page({
        id: 'rule-effective-detail',
        path: 'effective/:id',
        file: 'rule-detail-page',
        access: 'public',
        meta: { title: '规则详情', parents: [['生效规则', '/rule/effective']] },
      }),
      page({
        id: 'rule-publicity',
        path: 'publicity',
        file: 'rule-list-page',
        access: 'public',
        meta: { title: '公示规则' },
      }),
      page({
        id: 'rule-publicity-detail',
        path: 'publicity/:id',
        file: 'rule-detail-page',
        access: 'public',
        meta: { title: '公示详情', parents: [['公示规则', '/rule/publicity']] },
      }),
    ],
  }),
  section({
    id: 'setting',
    path: 'setting',
    file: 'setting-layout',
    access: 'signed-in',
    meta: { title: '设置' },
    children: [
      redirectIndex('setting-index', '/setting/user'),
      page({
        id: 'setting-account',
        path: 'account',
        file: 'setting-account-page',
        access: 'signed-in',
        meta: { title: '账号安全' },
      }),
      page({
        id: 'setting-invoice',
        path: 'invoice',
        file: 'setting-invoice-page',
        access: 'signed-in',
        meta: { title: '发票管理' },
      }),
      page({
        id: 'setting-invoice-edit',
        path: 'invoice/edit',
        file: 'setting-invoice-edit-page',
        access: 'signed-in',
        meta: { title: '申请开票', parents: [['发票管理', '/setting/invoice']] },
      }),
      page({
        id: 'setting-real',
        path: 'real',
        file: 'setting-real-page',
        access: 'signed-in',
        meta: { title: '实名认证' },
      }),
      page({
        id: 'setting-user',
        path: 'user',
        file: 'setting-user-page',
        access: 'signed-in',
        meta: { title: '个人资料' },
      }),
      page({
        id: 'setting-account-delete',
        path: 'account/delete',
        file: 'setting-account-delete-page',
        access: 'signed-in',
        meta: { title: '注销账号', parents: [['账号安全', '/setting/account']] },
      }),
      page({
        id: 'setting-notify',
        path: 'notify',
        file: 'setting-notify-page',
        access: 'signed-in',
        meta: { title: '提醒设置' },
      }),
    ],
  }),
  section({
    id: 'user',
    path: 'user/:id',
    file: 'user-profile-layout',
    access: 'public',
    meta: { title: '个人主页' },
    children: [
      page({ id: 'user-index', file: 'user-feed-page', access: 'public', meta: { title: '动态' } }),
      page({ id: 'user-dynamic', path: 'dynamic', file: 'user-feed-page', access: 'public', meta: { title: '动态' } }),
      page({ id: 'user-favorite', path: 'favorite', file: 'user-feed-page', access: 'public', meta: { title: '收藏' } }),
      page({ id: 'user-like', path: 'like', file: 'user-feed-page', access: 'public', meta: { title: '点赞' } }),
      page({
        id: 'user-fans',
        path: 'relation/fans',
        file: 'user-people-page',
        access: 'public',
        meta: { title: '粉丝' },
      }),
      page({
        id: 'user-follow',
        path: 'relation/follow',
        file: 'user-people-page',
        access: 'public',
        meta: { title: '关注' },
      }),
    ],
  }),
];

const playLayoutPages: RouteObject[] = [
  page({
    id: 'course-play',
    path: 'course/:id/play',
    file: 'course-play-page',
    access: 'signed-in',
    meta: { title: '课程学习', parents: [COURSES, ['课程详情', '/course/:id']], colorMode: 'dark' },
  }),
  page({
    id: 'live-play',
    path: 'live/:id/play',
    file: 'live-play-page',
    access: 'signed-in',
    meta: { title: '直播间', parents: LIVES, colorMode: 'dark' },
  }),
  // Open to all: a signed-out visitor sees the class and a sign-in prompt instead of the recording.
  page({
    id: 'live-replay',
    path: 'live/:id/replay',
    file: 'live-replay-page',
    access: 'public',
    meta: { title: '直播回放', parents: LIVES, colorMode: 'dark' },
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
        page({
          id: 'search',
          path: 'search',
          file: 'search-page',
          access: 'public',
          meta: { title: '搜索', noindex: true },
        }),
      ]),
    ],
  },
];
registerRouteTable(routes);
