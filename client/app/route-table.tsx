import { redirect, type RouteObject } from 'react-router';
import type { RouteMeta } from '@client/lib/route-meta';
import { RootLayout } from './root-layout';
import { RootErrorBoundary } from './root-error-boundary';
import { rootLoader } from './root-loader';
import { prerenderedPayload } from './prerendered-payload';
import { protectedRouteGuard } from './protected-route-guard';

type Lazy = NonNullable<RouteObject['lazy']>;

/** What a route keeps on `handle`: its static meta (pages) and the source of its lazy module. */
interface RouteHandle {
  meta?: RouteMeta;
  /** The lazy module's id in the client build's manifest (`client/routes/home-page.tsx`): the JS budget reads it. */
  module?: string;
}

const lazyModules = import.meta.glob(['../routes/*.tsx', '../layouts/*.tsx']);

/** A lazy route module named by its file under client/ (`routes/home-page`), and its manifest id. */
function lazyModule(file: string): { lazy: Lazy; module: string } {
  const load = lazyModules[`../${file}.tsx`];
  if (!load) throw new Error(`route module client/${file}.tsx does not exist`);
  return { lazy: load as Lazy, module: `client/${file}.tsx` };
}

/** A page: explicit id, its meta on `handle`, and a lazy module (Component, loader). */
function page(
  id: string,
  path: string | undefined,
  meta: RouteMeta,
  file = 'routes/placeholder-page',
  children?: RouteObject[],
): RouteObject {
  const { lazy, module } = lazyModule(file);
  const handle: RouteHandle = { meta, module };
  return path === undefined ? { id, index: true, handle, lazy } : { id, path, handle, lazy, children };
}

/** A pathless layout route around a group of pages. */
function layout(id: string, file: string, children: RouteObject[]): RouteObject {
  const { lazy, module } = lazyModule(file);
  const handle: RouteHandle = { module };
  return { id, handle, lazy, children };
}

/** A section index that is only a redirect: answered as an HTTP 302 on the server. */
function redirectIndex(id: string, to: string): RouteObject {
  return { id, index: true, loader: () => redirect(to) };
}

const section = 'routes/section-outlet';

const defaultLayoutPages: RouteObject[] = [
  page('home', undefined, { title: '首页' }, 'routes/home-page'),
  page(
    'business',
    'business',
    { title: '企业培训', description: '技能学堂企业培训解决方案：员工技能提升、培训管理与考核认证。' },
    'routes/business-page',
  ),
  page('collect', 'collect', { title: '我的收藏' }, 'routes/collect-page'),
  page('contactus', 'contactus', { title: '联系我们' }, 'routes/contactus-page'),
  page('feedback', 'feedback', { title: '意见反馈' }, 'routes/feedback-page'),
  page(
    'pricing',
    'pricing',
    { title: '价格方案', description: '技能学堂机构版价格方案：团队版、企业版、免费版与私有化部署。' },
    'routes/pricing-page',
  ),
  page('privacy', 'privacy', { title: '隐私协议' }, 'routes/agreement-page'),
  page('service', 'service', { title: '服务条款' }, 'routes/agreement-page'),
  page('study', 'study', { title: '我的学习' }, 'routes/study-page'),
  page('join', 'join', { title: '机构入驻' }, 'routes/join-page'),
  page('join-intention', 'join/intention', { title: '入驻意向', parents: [['机构入驻', '/join']] }, 'routes/join-intention-page'),
  page('recover', 'recover', { title: '找回密码' }, 'routes/recover-page'),
  page('reset', 'reset', { title: '重置密码' }, 'routes/reset-page'),
  page('community', 'community', { title: '社区' }, 'routes/community-page'),
  page('community-pin', 'community/pin/:id', { title: '想法详情', parents: [['社区', '/community']] }, 'routes/community-pin-page'),
  page('community-ask', 'community/question', { title: '提问', parents: [['社区', '/community']] }, 'routes/community-ask-page'),
  page(
    'community-question',
    'community/question/:id',
    { title: '问题详情', parents: [['社区', '/community']] },
    'routes/community-question-page',
  ),
  page(
    'community-answer',
    'community/question/:id/answer/:answerId',
    {
      title: '回答详情',
      parents: [
        ['社区', '/community'],
        ['问题详情', '/community/question/:id'],
      ],
    },
    'routes/community-answer-page',
  ),
  page(
    'course-list',
    'course',
    {
      title: '课程',
      description: '技能学堂课程：电工、焊工、养老护理员、人工智能训练师等职业技能课程，按分类、职业、技能等级与价格筛选。',
    },
    'routes/course-list-page',
  ),
  page('course-detail', 'course/:id', { title: '课程详情', parents: [['课程', '/course']] }, 'routes/course-detail-page'),
  page('course-group', 'course/group/:id', { title: '系列课', parents: [['课程', '/course']] }, 'routes/course-group-page'),
  page('course-project', 'course/project/:id', { title: '课程包', parents: [['课程', '/course']] }, 'routes/course-project-page'),
  page('enrollment-list', 'enrollment', { title: '报名' }, 'routes/enrollment-list-page'),
  page('enrollment-detail', 'enrollment/:id', { title: '报名详情', parents: [['报名', '/enrollment']] }, 'routes/enrollment-detail-page'),
  page('exam-list', 'exam', { title: '考试' }, 'routes/exam-list-page'),
  page('exam-detail', 'exam/:id', { title: '考试详情', parents: [['考试', '/exam']] }, 'routes/exam-detail-page'),
  page(
    'exam-history',
    'exam/:id/history',
    {
      title: '考试记录',
      parents: [
        ['考试', '/exam'],
        ['考试详情', '/exam/:id'],
      ],
    },
    'routes/exam-history-page',
  ),
  page(
    'exam-mock',
    'exam/:id/mocks/:subId',
    {
      title: '模拟考试',
      parents: [
        ['考试', '/exam'],
        ['考试详情', '/exam/:id'],
      ],
    },
    'routes/exam-attempt-page',
  ),
  page(
    'exam-official',
    'exam/:id/official/:subId',
    {
      title: '正式考试',
      parents: [
        ['考试', '/exam'],
        ['考试详情', '/exam/:id'],
      ],
    },
    'routes/exam-attempt-page',
  ),
  page('institutional-list', 'institutional', { title: '机构' }, 'routes/institution-list-page'),
  page(
    'institutional-detail',
    'institutional/:id',
    { title: '机构详情', parents: [['机构', '/institutional']] },
    'routes/institution-detail-page',
  ),
  page('live-list', 'live', { title: '直播' }, 'routes/live-list-page'),
  page('live-detail', 'live/:id', { title: '直播详情', parents: [['直播', '/live']] }, 'routes/live-detail-page'),
  page('message', 'message', { title: '消息中心' }, 'routes/message-layout', [
    redirectIndex('message-index', '/message/reply'),
    page('message-reply', 'reply', { title: '回复我的' }, 'routes/message-page'),
    page('message-at', 'at', { title: '@我的' }, 'routes/message-page'),
    page('message-like', 'like', { title: '收到的赞' }, 'routes/message-page'),
    page('message-answer', 'answer', { title: '回答我的' }, 'routes/message-page'),
    page('message-system', 'system', { title: '系统通知' }, 'routes/message-page'),
    page('message-whisper', 'whisper', { title: '我的消息' }, 'routes/message-page'),
  ]),
  page('news-list', 'news', { title: '资讯' }, 'routes/news-list-page'),
  page('news-detail', 'news/:id', { title: '资讯详情', parents: [['资讯', '/news']] }, 'routes/news-detail-page'),
  page('order', 'order', { title: '我的订单' }, section, [
    redirectIndex('order-index', '/order/course'),
    page('order-course', 'course', { title: '课程订单' }, 'routes/order-list-page'),
    page('order-detail', 'detail/:id', { title: '订单详情' }, 'routes/order-detail-page'),
    page('order-enrollment', 'enrollment', { title: '报名订单' }, 'routes/order-list-page'),
    page('order-live', 'live', { title: '直播订单' }, 'routes/order-list-page'),
    page('order-package', 'package', { title: '套餐订单' }, 'routes/order-list-page'),
    page('order-pay-create', 'pay/create', { title: '确认订单' }, 'routes/order-pay-page'),
    page('order-project', 'project', { title: '课程包订单' }, 'routes/order-list-page'),
  ]),
  page('profession-list', 'profession', { title: '职业' }, 'routes/profession-list-page'),
  page('profession-detail', 'profession/:id', { title: '职业详情', parents: [['职业', '/profession']] }, 'routes/profession-detail-page'),
  page('rule', 'rule', { title: '平台规则' }, section, [
    redirectIndex('rule-index', '/rule/effective'),
    page('rule-effective', 'effective', { title: '生效规则' }, 'routes/rule-list-page'),
    page(
      'rule-effective-detail',
      'effective/:id',
      { title: '规则详情', parents: [['生效规则', '/rule/effective']] },
      'routes/rule-detail-page',
    ),
    page('rule-publicity', 'publicity', { title: '公示规则' }, 'routes/rule-list-page'),
    page(
      'rule-publicity-detail',
      'publicity/:id',
      { title: '公示详情', parents: [['公示规则', '/rule/publicity']] },
      'routes/rule-detail-page',
    ),
  ]),
  page('setting', 'setting', { title: '设置' }, 'routes/setting-layout', [
    redirectIndex('setting-index', '/setting/user'),
    page('setting-account', 'account', { title: '账号安全' }, 'routes/setting-account-page'),
    page('setting-invoice', 'invoice', { title: '发票管理' }, 'routes/setting-invoice-page'),
    page(
      'setting-invoice-edit',
      'invoice/edit',
      { title: '申请开票', parents: [['发票管理', '/setting/invoice']] },
      'routes/setting-invoice-edit-page',
    ),
    page('setting-real', 'real', { title: '实名认证' }, 'routes/setting-real-page'),
    page('setting-user', 'user', { title: '个人资料' }, 'routes/setting-user-page'),
  ]),
  page('user', 'user/:id', { title: '个人主页' }, 'routes/user-profile-layout', [
    page('user-index', undefined, { title: '动态' }, 'routes/user-feed-page'),
    page('user-dynamic', 'dynamic', { title: '动态' }, 'routes/user-feed-page'),
    page('user-favorite', 'favorite', { title: '收藏' }, 'routes/user-feed-page'),
    page('user-like', 'like', { title: '点赞' }, 'routes/user-feed-page'),
    page('user-fans', 'relation/fans', { title: '粉丝' }, 'routes/user-people-page'),
    page('user-follow', 'relation/follow', { title: '关注' }, 'routes/user-people-page'),
  ]),
];

const playLayoutPages: RouteObject[] = [
  page(
    'course-play',
    'course/:id/play',
    {
      title: '课程学习',
      parents: [
        ['课程', '/course'],
        ['课程详情', '/course/:id'],
      ],
      colorMode: 'dark',
    },
    'routes/course-play-page',
  ),
  page(
    'live-play',
    'live/:id/play',
    {
      title: '直播间',
      parents: [
        ['直播', '/live'],
        ['直播详情', '/live/:id'],
      ],
      colorMode: 'dark',
    },
    'routes/live-play-page',
  ),
  page(
    'live-replay',
    'live/:id/replay',
    {
      title: '直播回放',
      parents: [
        ['直播', '/live'],
        ['直播详情', '/live/:id'],
      ],
      colorMode: 'dark',
    },
    'routes/live-replay-page',
  ),
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
      layout('layout-search', 'layouts/search-layout', [page('search', 'search', { title: '搜索', noindex: true }, 'routes/search-page')]),
    ],
  },
];
